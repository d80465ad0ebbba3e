/**
 * The part of the binding for the rules that decide whether a payment may happen and what it costs (2.6, 4.3, 7.5,
 * 8): the document names `feeConfigs`, `platformFeeOverride`, `platformFeesIncluded`, `platformFees`, the end-user
 * terms rule, the limits and agent approvals, but shows none of their shapes or configured values. Defaults follow
 * production (the production interface, sections 6, 9 and 14).
 */
import { SetupError } from '../../engine/setup-error.ts';
import type { ApiResponse } from '../../http/client.ts';
import type { BindingContext } from '../binding.ts';

/** A platform fee: a rate in basis points, a fixed amount in smallest units, or both. */
export interface FeeTerms {
  readonly variableBps?: number;
  readonly fixed?: number;
}

/** A deployment's configured limits in one currency, in smallest units; a missing value is not known to the suite. */
export interface TransferLimitValues {
  readonly singleTransactionMax?: number;
  readonly dailyVolume?: number;
}

export interface PaymentRulesBinding {
  /** The body of `PATCH /config` that configures `feeConfigs` to this one fee (production `FeeConfig`, all members). */
  feeConfigBody(sourceCurrency: string, terms: FeeTerms): Record<string, unknown>;
  /** The body of `PATCH /config` that restores `feeConfigs` as read before (production: `[]` when none). */
  restoreFeeConfigsBody(previous: unknown): Record<string, unknown>;
  /** The `feeConfigs` member of a platform config answer (`undefined` when absent). */
  feeConfigsOf(config: Readonly<Record<string, unknown>>): unknown;
  /** `body` of `POST /quotes` with a `platformFeeOverride` (production: `{ platformFixedFee, platformVariableFeeBps }`). */
  withPlatformFeeOverride(body: Record<string, unknown>, currency: string, terms: FeeTerms): Record<string, unknown>;
  /** The quote's `platformFeesIncluded` as a number of smallest units (production: an integer). */
  platformFeesOfQuote(quote: Readonly<Record<string, unknown>>): number;
  /** The outgoing transaction's `platformFees` as a number of smallest units (production: an integer). */
  platformFeesOfTransaction(transaction: Readonly<Record<string, unknown>>): number;
  /**
   * Whether quotes of this platform wait for the customers' acceptance of the end-user terms (7.5: unregulated
   * platforms). Production: `GET /config` `isRegulatedFinancialInstitution` is not true.
   */
  endUserTermsRequired(): Promise<boolean>;
  /**
   * The configured limits of `currency` (8: not shown). Production publishes `supportedCurrencies[].maxAmount` on
   * `GET /config` and no daily volume; a deployment's binding supplies what it knows. Missing values make the tests
   * that need them `skip`.
   */
  transferLimitsOf(currency: string): Promise<TransferLimitValues>;
  /**
   * Creates an agent for the customer allowed to create and execute quotes, whose executions need the platform's
   * approval when `approvalRequired` (production: `POST /agents`, policy `defaultExecutionMode` `APPROVAL_REQUIRED`
   * or `AUTO`). Answers its device code, to redeem with `redeemDeviceCode`.
   */
  createPayingAgent(input: {
    customerId: string;
    approvalRequired: boolean;
  }): Promise<{ agentId: string; deviceCode: string }>;
  /** The transaction an agent's execution answer names (production `AgentAction.transaction.id`, else the quote's). */
  agentExecutionTransactionId(response: ApiResponse, quoteTransactionId: string): string;
}

export const methods = [
  'feeConfigBody',
  'restoreFeeConfigsBody',
  'feeConfigsOf',
  'withPlatformFeeOverride',
  'platformFeesOfQuote',
  'platformFeesOfTransaction',
  'endUserTermsRequired',
  'transferLimitsOf',
  'createPayingAgent',
  'agentExecutionTransactionId',
] as const satisfies readonly (keyof PaymentRulesBinding)[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonObject(res: ApiResponse, what: string): Record<string, unknown> {
  if (res.status < 200 || res.status > 299)
    throw new SetupError(`binding: ${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  if (!isObject(res.json)) throw new SetupError(`binding: ${what} (HTTP ${res.status}) did not answer a JSON object`);
  return res.json;
}

function integerMember(record: Readonly<Record<string, unknown>>, name: string, what: string): number {
  const value = record[name];
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  // A currency-amount object is read too: some deployments answer amounts that way.
  if (isObject(value) && typeof value['amount'] === 'number') return value['amount'];
  throw new SetupError(`binding: the ${what} has no integer "${name}" (got ${JSON.stringify(value)})`);
}

/** The production defaults of {@link PaymentRulesBinding}. */
export function create(ctx: BindingContext): PaymentRulesBinding {
  const { api } = ctx;
  const config = async () => jsonObject(await api.call('getPlatformConfig'), 'GET /config');
  return {
    feeConfigBody: (sourceCurrency, terms) => ({
      feeConfigs: [
        {
          feeType: 'CROSS_CURRENCY_TRANSACTION',
          sourceCurrency,
          // 4.3: a rate, a fixed amount, or both; a form sends only its own members.
          ...(terms.variableBps === undefined ? {} : { variableFeeBps: terms.variableBps }),
          ...(terms.fixed === undefined ? {} : { fixedFee: { amount: terms.fixed, currency: sourceCurrency } }),
        },
      ],
    }),

    restoreFeeConfigsBody: (previous) => ({ feeConfigs: Array.isArray(previous) ? previous : [] }),

    feeConfigsOf: (answer) => answer['feeConfigs'],

    withPlatformFeeOverride: (body, currency, terms) => ({
      ...body,
      platformFeeOverride: {
        platformFixedFee: { amount: terms.fixed ?? 0, currency },
        platformVariableFeeBps: terms.variableBps ?? 0,
      },
    }),

    platformFeesOfQuote: (quote) => integerMember(quote, 'platformFeesIncluded', 'quote'),

    platformFeesOfTransaction: (transaction) => integerMember(transaction, 'platformFees', 'outgoing transaction'),

    async endUserTermsRequired() {
      return (await config())['isRegulatedFinancialInstitution'] !== true;
    },

    async transferLimitsOf(currency) {
      const entries = (await config())['supportedCurrencies'];
      const entry = Array.isArray(entries)
        ? entries.find((e) => isObject(e) && e['currencyCode'] === currency)
        : undefined;
      if (!isObject(entry)) return {};
      const max = entry['maxAmount'];
      // Not production's: a deployment that publishes its daily volume beside the maximum (the reference does).
      const daily = entry['dailyVolumeLimit'];
      return {
        ...(typeof max === 'number' && max > 0 ? { singleTransactionMax: max } : {}),
        ...(typeof daily === 'number' && daily > 0 ? { dailyVolume: daily } : {}),
      };
    },

    async createPayingAgent(input) {
      const res = await api.call('createAgent', {
        json: {
          name: `conformance paying agent ${Date.now().toString(36)}`,
          customerId: input.customerId,
          policy: {
            permissions: ['CREATE_QUOTES', 'EXECUTE_QUOTES', 'VIEW_TRANSACTIONS'],
            defaultExecutionMode: input.approvalRequired ? 'APPROVAL_REQUIRED' : 'AUTO',
            spendingLimits: { currency: 'USD', perTransactionLimit: 1_000_000 },
          },
        },
      });
      const body = jsonObject(res, 'POST /agents');
      const agent = body['agent'];
      const code = isObject(body['deviceCode']) ? body['deviceCode']['code'] : undefined;
      const agentId = isObject(agent) ? agent['id'] : undefined;
      if (typeof agentId !== 'string' || typeof code !== 'string')
        throw new SetupError('binding: POST /agents did not answer { agent: { id }, deviceCode: { code } }');
      return { agentId, deviceCode: code };
    },

    agentExecutionTransactionId(response, quoteTransactionId) {
      const body = isObject(response.json) ? response.json : {};
      const transaction = body['transaction'];
      return isObject(transaction) && typeof transaction['id'] === 'string' ? transaction['id'] : quoteTransactionId;
    },
  };
}
