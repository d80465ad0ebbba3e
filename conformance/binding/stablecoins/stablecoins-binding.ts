import { randomUUID } from 'node:crypto';
import { sandboxProviderClientId, type ProviderLinkState } from '../../../spec/stablecoins.ts';
import { SetupError } from '../../engine/setup-error.ts';
import type { ApiResponse } from '../../http/client.ts';
import type { BindingContext } from '../binding.ts';

/**
 * The part of the binding that stablecoins need (4.3, 7.1, 9). The document names the operations and the three
 * provider-link codes and shows no body; how a provider account is linked, and how a link comes to be invalid or
 * revoked, is not shown either. Defaults follow production (`POST /stablecoin-provider-accounts`, provider `BRALE`;
 * the `Stablecoin` and `StablecoinOperation` shapes; `Idempotency-Key` on every create), and the reference's sandbox
 * provider for the link's state (`spec/stablecoins.ts`).
 */
export interface StablecoinsBinding {
  /**
   * Links a new provider account whose link ends up in `state` and answers its id, or `undefined` when the deployment
   * offers no way to obtain a link in that state (the tests that need it `skip`). Default: production's link
   * operation with credentials the sandbox provider answers with that state; the link's answered `status` is read,
   * and a link in another state, or a refused link that is not `ACTIVE`, answers `undefined`.
   */
  linkProviderAccount(state: ProviderLinkState): Promise<string | undefined>;

  /** The body of `POST /stablecoins` (production `StablecoinRegisterRequest`), naming the link when one is given. */
  stablecoinRegistration(stablecoinProviderAccountId?: string): Record<string, unknown>;

  /** The id of the stablecoin a successful register answer describes (production: `id`). */
  stablecoinIdOf(response: ApiResponse): string;

  /**
   * The body of a mint into `destinationAccountId` (a Spark wallet external account). Production
   * `StablecoinMintRequest`: amount in smallest units, wire funding.
   */
  mintBody(destinationAccountId: string): Record<string, unknown>;

  /** The body of a burn paid out to the bank account `destinationExternalAccountId` (production `StablecoinBurnRequest`). */
  burnBody(destinationExternalAccountId: string): Record<string, unknown>;

  /** The id of the operation a successful mint or burn answer describes (production: `id`). */
  operationIdOf(response: ApiResponse): string;

  /** The operations an operations answer lists, as id and kind (production: `data[]` with `id`, `operationType`). */
  operationsListed(response: ApiResponse): { id: string; kind: 'mint' | 'burn' }[];

  /** Headers every stablecoin create carries (production: a fresh `Idempotency-Key`). */
  stablecoinCreateHeaders(): Record<string, string>;
}

export const methods = [
  'linkProviderAccount',
  'stablecoinRegistration',
  'stablecoinIdOf',
  'mintBody',
  'burnBody',
  'operationIdOf',
  'operationsListed',
  'stablecoinCreateHeaders',
] as const satisfies readonly (keyof StablecoinsBinding)[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function idOf(response: ApiResponse, what: string): string {
  const id = isObject(response.json) ? response.json['id'] : undefined;
  if (typeof id !== 'string' || id === '')
    throw new SetupError(`binding: the ${what} answer (HTTP ${response.status}) has no string "id"`);
  return id;
}

/** A stablecoin amount of 10.00 at production's six decimals (a whole number of cents, as production requires). */
const amount = '10000000';

export function create(ctx: BindingContext): StablecoinsBinding {
  const { api } = ctx;
  const headers = () => ({ 'Idempotency-Key': randomUUID() });
  return {
    async linkProviderAccount(state) {
      const unique = randomUUID().replaceAll('-', '');
      const res = await api.call('linkStablecoinProviderAccount', {
        headers: headers(),
        json: {
          provider: 'BRALE',
          apiClientId: sandboxProviderClientId(`conformance-${unique}-`, state),
          apiClientSecret: `secret-${unique}`,
          providerAccountId: `conformance${unique}`,
        },
      });
      if (res.status === 400 && state !== 'ACTIVE') return undefined;
      if (res.status < 200 || res.status > 299)
        throw new SetupError(
          `binding: POST /stablecoin-provider-accounts answered ${res.status}: ${res.text.slice(0, 300)}`,
        );
      const status = isObject(res.json) ? res.json['status'] : undefined;
      if (status !== state) {
        if (state === 'ACTIVE')
          throw new SetupError(`binding: the linked provider account is ${String(status)}, not ACTIVE`);
        return undefined;
      }
      return idOf(res, 'provider account link');
    },

    stablecoinRegistration: (stablecoinProviderAccountId) => ({
      providerTokenIdentifier: 'CONF',
      networkTokenIdentifier: `btkn1conformance${randomUUID().replaceAll('-', '').slice(0, 20)}`,
      network: 'SPARK',
      ...(stablecoinProviderAccountId === undefined ? {} : { stablecoinProviderAccountId }),
    }),

    stablecoinIdOf: (response) => idOf(response, 'stablecoin'),

    mintBody: (destinationAccountId) => ({
      amount,
      fundingSource: { type: 'WIRE' },
      destination: { accountId: destinationAccountId },
    }),

    burnBody: (destinationExternalAccountId) => ({
      amount,
      source: { type: 'EXTERNAL_ACCOUNT' },
      destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: destinationExternalAccountId, rail: 'ACH_CREDIT' },
    }),

    operationIdOf: (response) => idOf(response, 'stablecoin operation'),

    operationsListed(response) {
      const data = isObject(response.json) ? response.json['data'] : undefined;
      if (!Array.isArray(data))
        throw new SetupError(`binding: the operations answer (HTTP ${response.status}) has no "data" array`);
      return data.flatMap((op) =>
        isObject(op) &&
        typeof op['id'] === 'string' &&
        (op['operationType'] === 'MINT' || op['operationType'] === 'BURN')
          ? [{ id: op['id'], kind: op['operationType'] === 'MINT' ? ('mint' as const) : ('burn' as const) }]
          : [],
      );
    },

    stablecoinCreateHeaders: headers,
  };
}
