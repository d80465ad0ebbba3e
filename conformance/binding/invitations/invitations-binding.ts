import { SetupError } from '../../engine/setup-error.ts';
import type { ApiResponse } from '../../http/client.ts';
import type { BindingContext } from '../binding.ts';

/**
 * The part of the binding that UMA invitations need (1, 7.1). The document names the area and the codes of an
 * invitation already claimed, cancelled or not configured, and shows neither the operations nor how a platform
 * configures its invitations. Defaults follow production: `createInvitation` `{ inviterUma, firstName }`,
 * `claimInvitation` `{ inviteeUma }`, the invitation's `code`; a platform's invitations are configured by its UMA
 * domain (`umaDomain` of `PATCH /config`, `null` removing it), and an inviter is a customer, by its `umaAddress`.
 */
export interface InvitationsBinding {
  /** The UMA address of a customer of the platform (production: `umaAddress` of `GET /customers/{customerId}`). */
  customerUmaAddress(customerId: string): Promise<string>;

  /** The body of `createInvitation` from the inviter's UMA address (production `UmaInvitationCreateRequest`). */
  invitationBody(inviterUma: string): Record<string, unknown>;

  /** The body of `claimInvitation` for the invitee's UMA address (production `UmaInvitationClaimRequest`). */
  claimBody(inviteeUma: string): Record<string, unknown>;

  /** The code a successful create answer gives the invitation, for the path of the other calls (production: `code`). */
  invitationCodeOf(response: ApiResponse): string;

  /**
   * Configures the platform's invitations, or removes their configuration, and answers the function that puts the
   * configuration back as it was. Production: `PATCH /config` `{ umaDomain }` (a domain when none is set; `null`
   * removes it), the previous value read from `GET /config`.
   */
  configureInvitations(configured: boolean): Promise<() => Promise<void>>;
}

export const methods = [
  'customerUmaAddress',
  'invitationBody',
  'claimBody',
  'invitationCodeOf',
  'configureInvitations',
] as const satisfies readonly (keyof InvitationsBinding)[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(res: ApiResponse, what: string): Record<string, unknown> {
  if (res.status < 200 || res.status > 299)
    throw new SetupError(`binding: ${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  if (!isObject(res.json)) throw new SetupError(`binding: ${what} (HTTP ${res.status}) did not answer a JSON object`);
  return res.json;
}

export function create(ctx: BindingContext): InvitationsBinding {
  const { api } = ctx;
  const setDomain = async (umaDomain: string | null) => {
    object(await api.call('updatePlatformConfig', { json: { umaDomain } }), 'PATCH /config');
  };
  return {
    async customerUmaAddress(customerId) {
      const customer = object(
        await api.call('getCustomerById', { params: { customerId } }),
        'GET /customers/{customerId}',
      );
      const address = customer['umaAddress'];
      if (typeof address !== 'string' || address === '')
        throw new SetupError('binding: the customer has no umaAddress');
      return address;
    },

    invitationBody(inviterUma) {
      return { inviterUma, firstName: 'Alice' };
    },

    claimBody(inviteeUma) {
      return { inviteeUma };
    },

    invitationCodeOf(response) {
      const code = isObject(response.json) ? response.json['code'] : undefined;
      if (typeof code !== 'string' || code === '')
        throw new SetupError(`binding: the invitation answer (HTTP ${response.status}) has no code`);
      return code;
    },

    async configureInvitations(configured) {
      const before = object(await api.call('getPlatformConfig', {}), 'GET /config')['umaDomain'];
      const had = typeof before === 'string' && before !== '' ? before : null;
      if (configured && had === null) await setDomain(new URL(ctx.run.baseUrl).hostname);
      else if (!configured && had !== null) await setDomain(null);
      else return async () => {};
      return () => setDomain(had);
    },
  };
}
