import { externalAccountOperationIds } from '../../../spec/openapi/paths/external-accounts.ts';
import type { ApiResponse } from '../../http/client.ts';
import { SetupError } from '../../engine/setup-error.ts';
import type { BindingContext } from '../binding.ts';

/** Who an external account belongs to (2.1): a customer, or the platform. */
export type ExternalAccountOwner = 'customer' | 'platform';

/** An external account as tests point at it: its id and its `customerId` (null for a platform account). */
export interface ExternalAccountRef {
  readonly id: string;
  readonly customerId: string | null;
}

/** The operation ids of the external accounts of one owner in spec/ (create, list, get, remove, challenge, verify). */
type OwnerOperations = (typeof externalAccountOperationIds)[keyof typeof externalAccountOperationIds];

/** The create operations of 2.1, one per owner. */
export type ExternalAccountCreateOperation = OwnerOperations['create'];

/** An event received by the webhook receiver, as the binding reads it. */
export interface WebhookEvent {
  readonly type: string;
  /** The resource the event is about (for `EXTERNAL_ACCOUNT.STATUS_UPDATED`, the external account). */
  readonly resource?: Record<string, unknown>;
  /** When the change it announces happened, as an instant in milliseconds, if the envelope says (production: `timestamp`). */
  readonly at?: number;
}

/**
 * The part of the binding that external accounts, the agent operation and webhooks need (2.1-2.3, 3.1, 4.1, 4.3,
 * 4.5, 6): operations and shapes the document names without showing. Defaults follow production
 * (the production interface's facts, sections 4, 9, 11 and 14).
 */
export interface ExternalAccountsBinding {
  /**
   * The operation the create request of 2.1 is sent to for an account of a customer or of the platform. The document
   * shows the request but names only the agent's operation; production has one per owner
   * (`createCustomerExternalAccount`, `createPlatformExternalAccount`).
   */
  externalAccountCreateOperation(owner: ExternalAccountOwner): ExternalAccountCreateOperation;

  /** The ExternalAccount (2.2) a successful create answer describes; production answers it as the body. */
  externalAccountOf(response: ApiResponse): Record<string, unknown>;

  /** The stored account, read back. No read operation is named; production: `GET .../external-accounts/{id}`. */
  getExternalAccount(account: ExternalAccountRef): Promise<Record<string, unknown>>;

  /** Every external account of a customer. Production: `GET /customers/external-accounts?customerId=` (paged). */
  listCustomerExternalAccounts(customerId: string): Promise<Record<string, unknown>[]>;

  /**
   * `accountInfo` with the sandbox beneficiary-verification suffix (4.5, `1xx`) in place. The document does not name
   * the member that carries it ("the last three characters of identifiers decide outcomes"); by default the last
   * three characters of the account's primary identifier (`accountNumber`, `iban`, ...) are replaced.
   */
  withBeneficiaryVerificationSuffix(accountInfo: Record<string, unknown>, suffix: string): Record<string, unknown>;

  /**
   * Starts wallet-signature ownership verification (4.3, `.../external-accounts/{id}/challenge`) and returns the
   * message the wallet must sign. Bodies are not shown; production: `{ method: WALLET_SIGNATURE }` answering
   * `{ messageToSign, expiresAt }`.
   */
  startOwnershipChallenge(account: ExternalAccountRef): Promise<{ messageToSign: string }>;

  /**
   * Submits a wallet signature (4.3, `.../external-accounts/{id}/verify`; production body `{ signature }`) and returns
   * the answer whatever its status: a failed proof is a documented outcome, which the test judges. Throws when the
   * operation could not be reached at all (401, 404, 405).
   */
  submitOwnershipSignature(account: ExternalAccountRef, signature: string): Promise<ApiResponse>;

  /**
   * Creates an agent for a customer with a policy granting `permissions`. Agent management is not shown;
   * production: `POST /agents` `{ name, customerId, policy }` answering `{ agent, deviceCode }`.
   */
  createAgent(input: {
    customerId: string;
    permissions: readonly string[];
  }): Promise<{ agentId: string; deviceCode: string }>;

  /**
   * Redeems a device code for the agent's access token (not shown; production:
   * `POST /agents/device-codes/{code}/redeem` without authentication, answering `{ accessToken, ... }`). The token is
   * registered for redaction before it is returned.
   */
  redeemDeviceCode(deviceCode: string): Promise<{ accessToken: string }>;

  /** Makes the deployment deliver webhooks to `url` (production: `PATCH /config` `{ webhookEndpoint }`). */
  configureWebhookEndpoint(url: string): Promise<void>;

  /**
   * The event type and the resource an event body carries, or undefined when the body is not an event. The envelope
   * is not shown; production: `{ id, type, timestamp, data }` with the resource as `data`.
   */
  webhookEventOf(body: unknown): WebhookEvent | undefined;
}

export const methods = [
  'externalAccountCreateOperation',
  'externalAccountOf',
  'getExternalAccount',
  'listCustomerExternalAccounts',
  'withBeneficiaryVerificationSuffix',
  'startOwnershipChallenge',
  'submitOwnershipSignature',
  'createAgent',
  'redeemDeviceCode',
  'configureWebhookEndpoint',
  'webhookEventOf',
] as const satisfies readonly (keyof ExternalAccountsBinding)[];

/** Members that hold an account's primary identifier, in order of preference (production member names). */
const primaryIdentifierMembers = ['accountNumber', 'iban', 'clabeNumber', 'pixKey', 'vpa', 'phoneNumber', 'address'];

/** Production's largest page (section 13); pages beyond this many are not followed. */
const pageLimit = 100;
const maxPages = 20;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonObject(res: ApiResponse, what: string): Record<string, unknown> {
  if (!isObject(res.json)) throw new SetupError(`binding: ${what} (HTTP ${res.status}) did not answer a JSON object`);
  return res.json;
}

function expectSuccess(res: ApiResponse, what: string): void {
  if (res.status < 200 || res.status > 299) {
    throw new SetupError(`binding: ${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  }
}

/** The operations of the account's owner: a platform account has no customerId. */
function operationsOf(account: ExternalAccountRef): OwnerOperations {
  return externalAccountOperationIds[account.customerId === null ? 'platform' : 'customers'];
}

export function create(ctx: BindingContext): ExternalAccountsBinding {
  const { api } = ctx;
  return {
    externalAccountCreateOperation(owner) {
      return externalAccountOperationIds[owner === 'customer' ? 'customers' : 'platform'].create;
    },

    externalAccountOf(response) {
      const account = jsonObject(response, 'the external account create');
      if (typeof account['id'] !== 'string')
        throw new SetupError('binding: the created external account has no string "id"');
      return account;
    },

    async getExternalAccount(account) {
      const { get } = operationsOf(account);
      const res = await api.call(get, { params: { externalAccountId: account.id } });
      expectSuccess(res, get);
      return jsonObject(res, get);
    },

    async listCustomerExternalAccounts(customerId) {
      const accounts: Record<string, unknown>[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < maxPages; page += 1) {
        const res = await api.call('listCustomerExternalAccounts', {
          query: { customerId, limit: pageLimit, ...(cursor === undefined ? {} : { cursor }) },
        });
        expectSuccess(res, 'GET /customers/external-accounts');
        const body = jsonObject(res, 'GET /customers/external-accounts');
        const data = body['data'];
        if (!Array.isArray(data) || !data.every(isObject)) {
          throw new SetupError('binding: GET /customers/external-accounts has no "data" array of accounts');
        }
        accounts.push(...data);
        if (body['hasMore'] !== true || typeof body['nextCursor'] !== 'string') return accounts;
        cursor = body['nextCursor'];
      }
      throw new SetupError(`binding: GET /customers/external-accounts has more than ${maxPages} pages`);
    },

    withBeneficiaryVerificationSuffix(accountInfo, suffix) {
      const member = primaryIdentifierMembers.find((m) => typeof accountInfo[m] === 'string');
      if (member === undefined) throw new SetupError('binding: the accountInfo has no identifier to put the suffix on');
      const value = accountInfo[member] as string;
      return { ...accountInfo, [member]: `${value.slice(0, Math.max(0, value.length - suffix.length))}${suffix}` };
    },

    async startOwnershipChallenge(account) {
      const { challenge } = operationsOf(account);
      const res = await api.call(challenge, {
        params: { externalAccountId: account.id },
        json: { method: 'WALLET_SIGNATURE' },
      });
      expectSuccess(res, challenge);
      const messageToSign = jsonObject(res, 'the ownership challenge')['messageToSign'];
      if (typeof messageToSign !== 'string' || messageToSign === '') {
        throw new SetupError('binding: the ownership challenge has no string "messageToSign"');
      }
      return { messageToSign };
    },

    async submitOwnershipSignature(account, signature) {
      const { verify } = operationsOf(account);
      const res = await api.call(verify, { params: { externalAccountId: account.id }, json: { signature } });
      if ([401, 404, 405].includes(res.status)) {
        throw new SetupError(`binding: ${verify} answered ${res.status}: ${res.text.slice(0, 300)}`);
      }
      return res;
    },

    async createAgent(input) {
      const res = await api.call('createAgent', {
        json: {
          name: `conformance agent ${Date.now().toString(36)}`,
          customerId: input.customerId,
          policy: {
            permissions: [...input.permissions],
            defaultExecutionMode: 'AUTO',
            spendingLimits: { currency: 'USD', perTransactionLimit: 100_000 },
          },
        },
      });
      expectSuccess(res, 'POST /agents');
      const body = jsonObject(res, 'POST /agents');
      const agent = body['agent'];
      const deviceCode = body['deviceCode'];
      const agentId = isObject(agent) ? agent['id'] : undefined;
      const code = isObject(deviceCode) ? deviceCode['code'] : undefined;
      if (typeof agentId !== 'string' || typeof code !== 'string') {
        throw new SetupError('binding: POST /agents did not answer { agent: { id }, deviceCode: { code } }');
      }
      return { agentId, deviceCode: code };
    },

    async redeemDeviceCode(deviceCode) {
      const res = await api.call('redeemAgentDeviceCode', { params: { code: deviceCode }, auth: 'none' });
      expectSuccess(res, 'POST /agents/device-codes/{code}/redeem');
      const accessToken = jsonObject(res, 'the device code redemption')['accessToken'];
      if (typeof accessToken !== 'string' || accessToken === '') {
        throw new SetupError('binding: the device code redemption has no string "accessToken"');
      }
      api.redactor.addSecret(accessToken);
      return { accessToken };
    },

    async configureWebhookEndpoint(url) {
      const res = await api.call('updatePlatformConfig', { json: { webhookEndpoint: url } });
      expectSuccess(res, 'PATCH /config');
    },

    webhookEventOf(body) {
      if (!isObject(body) || typeof body['type'] !== 'string') return undefined;
      const data = body['data'];
      const at = typeof body['timestamp'] === 'string' ? Date.parse(body['timestamp']) : Number.NaN;
      return { type: body['type'], ...(isObject(data) ? { resource: data } : {}), ...(Number.isNaN(at) ? {} : { at }) };
    },
  };
}
