import { scaLockoutMilestones } from '../../../spec/sca.ts';
import { SetupError } from '../../engine/setup-error.ts';
import type { ApiResponse } from '../../http/client.ts';
import type { BindingContext } from '../binding.ts';

/**
 * The part of the binding that Strong Customer Authentication, trusted beneficiaries, contact verification and the
 * webhook configuration errors need (1, 4.3, 5, 6, 7.1, 7.3, 8). The document says what these answer, not how a
 * customer lands in an SCA region, how a login starts, what the sandbox's codes are or how an account becomes
 * trusted. Defaults follow production (`Strong Customer Authentication`, `Contact Verification` and sandbox
 * operations; sandbox code `123456`; region from the customer's `region`, the EU being SCA-regulated).
 */
export interface ScaBinding {
  /** Members of a customer create body that put the customer in an SCA-regulated region (production: `region: DE`). */
  scaRegionCustomerFields(): Record<string, unknown>;

  /** Members that put the customer where no SCA or contact verification applies (production: `region: US`). */
  nonScaRegionCustomerFields(): Record<string, unknown>;

  /**
   * Starts an SCA login for the customer and returns the body of `POST /sca/login/complete` that completes it.
   * Production: `POST /sca/login/start?customerId=` `{ factor: SMS_OTP }` answering `{ challengeId }`; the sandbox code
   * is `123456`; `endUserIpAddress` is required.
   */
  startScaLogin(customerId: string): Promise<Record<string, unknown>>;

  /**
   * Sends a call that needs the customer's SCA login session (5) and returns the answer whatever its status; the test
   * judges it. Production: starting to trust `externalAccountId`, an account of the customer
   * (`POST /customers/external-accounts/{id}/trust`). Throws when the operation could not be reached (404, 405); a 401
   * is answered, since 5 says this call must not answer it.
   */
  callNeedingScaSession(input: { customerId: string; externalAccountId: string }): Promise<ApiResponse>;

  /**
   * Makes the account a trusted beneficiary; its customer already holds an SCA session. Production: `.../trust` then
   * `.../trust/confirm` `{ challengeId, code }` answering `{ trusted: true }`.
   */
  trustBeneficiary(externalAccountId: string): Promise<void>;

  /** The body of `.../untrust/confirm` for the answer of `.../untrust` (production: `{ challengeId, code }`). */
  untrustConfirmation(startAnswer: ApiResponse): Record<string, unknown>;

  /**
   * Enrolls a passkey factor for the customer and returns its credential id. Production: `POST /sca/factors`
   * `{ type: PASSKEY }` answering WebAuthn registration options, then `POST /sca/factors/confirm` with the credential.
   */
  enrollPasskeyFactor(customerId: string): Promise<{ credentialId: string }>;

  /** Starts a passkey enrollment and returns the answer whatever its status (production: `POST /sca/factors`). */
  startPasskeyEnrollment(customerId: string): Promise<ApiResponse>;

  /** Deletes an enrolled passkey factor (production: `DELETE /sca/factors/{credentialId}?customerId=`). */
  deletePasskeyFactor(customerId: string, credentialId: string): Promise<void>;

  /**
   * Starts contact verification of the customer's e-mail and returns the answer whatever its status. Production:
   * `POST /customers/{customerId}/verify-email`.
   */
  startContactVerification(customerId: string): Promise<ApiResponse>;

  /**
   * Sends a one-time code to the customer's e-mail or phone and returns the answer whatever its status. Production:
   * `POST /customers/{customerId}/verify-email` or `.../verify-phone`.
   */
  sendContactCode(customerId: string, channel: ContactChannel): Promise<ApiResponse>;

  /**
   * Submits a code for the customer's e-mail or phone and returns the answer whatever its status: the code the
   * deployment sends (`sent`) or one it never sends (`other`). Production: `POST .../verify-email/confirm` or
   * `.../verify-phone/confirm` `{ code }`, the sandbox code being `123456`.
   */
  confirmContactCode(customerId: string, channel: ContactChannel, code: 'sent' | 'other'): Promise<ApiResponse>;

  /**
   * Makes the deployment send a test notification to its configured webhook endpoint and returns the answer whatever
   * its status, or undefined when it offers no such trigger. Production: `POST /sandbox/webhooks/test`.
   */
  sendTestWebhook(): Promise<ApiResponse | undefined>;

  /** Removes the platform's webhook endpoint (production: `PATCH /config` `{ webhookEndpoint: null }`). */
  clearWebhookEndpoint(): Promise<void>;

  /**
   * The SCA challenge a quote waits on before its money moves (1), or undefined when it waits on none. Production:
   * `GET /quotes/{quoteId}`, whose `scaChallenge` (with `expiresAt`) is present while the status is
   * `PENDING_AUTHORIZATION`.
   */
  pendingScaChallenge(quoteId: string): Promise<{ readonly expiresAt: Date } | undefined>;

  /**
   * Sends the proof of the quote's SCA challenge and returns the answer whatever its status: the proof the sandbox
   * accepts (`valid`) or one it never does (`wrong`). Production: `POST /quotes/{quoteId}/authorize`
   * `{ code, endUserIpAddress }`, the sandbox code being `123456`. Throws when the operation could not be reached.
   */
  authorizeQuote(quoteId: string, proof: 'valid' | 'wrong'): Promise<ApiResponse>;

  /**
   * How many failed authorizations in a row lock the customer's login (7.5 `ACCOUNT_LOCKED`). Production: 5, the first
   * milestone of its lockout.
   */
  failedAuthorizationsBeforeLock(): number;
}

export const methods = [
  'scaRegionCustomerFields',
  'nonScaRegionCustomerFields',
  'startScaLogin',
  'callNeedingScaSession',
  'trustBeneficiary',
  'untrustConfirmation',
  'enrollPasskeyFactor',
  'startPasskeyEnrollment',
  'deletePasskeyFactor',
  'startContactVerification',
  'sendContactCode',
  'confirmContactCode',
  'sendTestWebhook',
  'clearWebhookEndpoint',
  'pendingScaChallenge',
  'authorizeQuote',
  'failedAuthorizationsBeforeLock',
] as const satisfies readonly (keyof ScaBinding)[];

/** Production's sandbox one-time code of SCA factors and of contact verification. */
const sandboxCode = '123456';
/** A code the sandbox never sends. */
const otherCode = '654321';

/** The customer contact a verification code goes to. */
export type ContactChannel = 'email' | 'phone';

/** Production's send and confirm operations of each contact channel. */
const contactOperations = {
  email: { send: 'sendCustomerEmailVerification', confirm: 'confirmCustomerEmailVerification' },
  phone: { send: 'sendCustomerPhoneVerification', confirm: 'confirmCustomerPhoneVerification' },
} as const;
/** A documentation address (RFC 5737) standing for the end user's device. */
const endUserIpAddress = '192.0.2.10';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(res: ApiResponse, what: string): Record<string, unknown> {
  if (res.status < 200 || res.status > 299)
    throw new SetupError(`binding: ${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  if (!isObject(res.json)) throw new SetupError(`binding: ${what} (HTTP ${res.status}) did not answer a JSON object`);
  return res.json;
}

function reached(res: ApiResponse, what: string): ApiResponse {
  if ([401, 404, 405].includes(res.status))
    throw new SetupError(`binding: ${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res;
}

/** The challenge id of a trust or untrust start answer (`{ scaChallenge: { id } }`); undefined when none was issued. */
function challengeIdOf(body: unknown): string | undefined {
  const challenge = isObject(body) ? body['scaChallenge'] : undefined;
  return isObject(challenge) && typeof challenge['id'] === 'string' ? challenge['id'] : undefined;
}

export function create(ctx: BindingContext): ScaBinding {
  const { api } = ctx;
  return {
    scaRegionCustomerFields: () => ({ region: 'DE' }),
    nonScaRegionCustomerFields: () => ({ region: 'US' }),

    async startScaLogin(customerId) {
      const res = await api.call('startScaLogin', { query: { customerId }, json: { factor: 'SMS_OTP' } });
      const challengeId = object(res, 'POST /sca/login/start')['challengeId'];
      if (typeof challengeId !== 'string')
        throw new SetupError('binding: the SMS_OTP login start has no string "challengeId"');
      return { factor: 'SMS_OTP', challengeId, code: sandboxCode, endUserIpAddress };
    },

    async callNeedingScaSession({ externalAccountId }) {
      const res = await api.call('startBeneficiaryTrust', { params: { externalAccountId } });
      if ([404, 405].includes(res.status))
        throw new SetupError(`binding: POST .../trust answered ${res.status}: ${res.text.slice(0, 300)}`);
      return res;
    },

    async trustBeneficiary(externalAccountId) {
      const start = object(
        await api.call('startBeneficiaryTrust', { params: { externalAccountId } }),
        'POST .../trust',
      );
      const challengeId = challengeIdOf(start);
      const res = await api.call('confirmBeneficiaryTrust', {
        params: { externalAccountId },
        json: { ...(challengeId === undefined ? {} : { challengeId }), code: sandboxCode },
      });
      if (object(res, 'POST .../trust/confirm')['trusted'] !== true)
        throw new SetupError('binding: the trust confirm did not answer trusted: true');
    },

    untrustConfirmation(startAnswer) {
      const challengeId = challengeIdOf(startAnswer.json);
      return { ...(challengeId === undefined ? {} : { challengeId }), code: sandboxCode };
    },

    async enrollPasskeyFactor(customerId) {
      const start = object(
        await api.call('startScaFactorEnrollment', { query: { customerId }, json: { type: 'PASSKEY' } }),
        'POST /sca/factors',
      );
      const options = start['options'];
      const origins = start['allowedOrigins'];
      const rpId = start['relyingPartyId'];
      const challenge = isObject(options) ? options['challenge'] : undefined;
      const origin = Array.isArray(origins) ? origins[0] : undefined;
      if (typeof challenge !== 'string' || typeof origin !== 'string' || typeof rpId !== 'string') {
        throw new SetupError(
          'binding: the passkey enrollment start lacks options.challenge, allowedOrigins or relyingPartyId',
        );
      }
      // Loaded here, not with the binding: the WebAuthn library costs every worker most of a second to import.
      const { SoftwareAuthenticator } = await import('../../crypto/webauthn-authenticator.ts');
      const credential = await new SoftwareAuthenticator({ rpId, origin }).register({ challenge });
      const res = await api.call('confirmScaFactorEnrollment', {
        query: { customerId },
        json: { type: 'PASSKEY', origin, credential },
      });
      const factor = object(res, 'POST /sca/factors/confirm')['factor'];
      const credentialId = isObject(factor) ? factor['credentialId'] : undefined;
      if (typeof credentialId !== 'string')
        throw new SetupError('binding: the passkey enrollment has no factor.credentialId');
      return { credentialId };
    },

    async startPasskeyEnrollment(customerId) {
      return reached(
        await api.call('startScaFactorEnrollment', { query: { customerId }, json: { type: 'PASSKEY' } }),
        'POST /sca/factors',
      );
    },

    async deletePasskeyFactor(customerId, credentialId) {
      const res = await api.call('deleteScaFactor', { query: { customerId }, params: { credentialId } });
      if (res.status < 200 || res.status > 299)
        throw new SetupError(`binding: DELETE /sca/factors/{id} answered ${res.status}`);
    },

    async startContactVerification(customerId) {
      return reached(
        await api.call('sendCustomerEmailVerification', { params: { customerId } }),
        'POST /customers/{id}/verify-email',
      );
    },

    async sendContactCode(customerId, channel) {
      return reached(
        await api.call(contactOperations[channel].send, { params: { customerId } }),
        `send a ${channel} verification code`,
      );
    },

    async confirmContactCode(customerId, channel, code) {
      const json = { code: code === 'sent' ? sandboxCode : otherCode };
      return reached(
        await api.call(contactOperations[channel].confirm, { params: { customerId }, json }),
        `confirm a ${channel} verification code`,
      );
    },

    async sendTestWebhook() {
      const res = await api.call('sendTestWebhook', {});
      return [404, 405].includes(res.status) ? undefined : reached(res, 'POST /sandbox/webhooks/test');
    },

    async pendingScaChallenge(quoteId) {
      const quote = object(await api.call('getQuoteById', { params: { quoteId } }), 'GET /quotes/{quoteId}');
      const challenge = quote['scaChallenge'];
      if (!isObject(challenge)) return undefined;
      const expiresAt = new Date(String(challenge['expiresAt']));
      if (Number.isNaN(expiresAt.getTime()))
        throw new SetupError('binding: the quote\'s scaChallenge has no ISO 8601 "expiresAt"');
      return { expiresAt };
    },

    async authorizeQuote(quoteId, proof) {
      const json = { code: proof === 'valid' ? sandboxCode : otherCode, endUserIpAddress };
      return reached(
        await api.call('authorizeQuote', { params: { quoteId }, json }),
        'POST /quotes/{quoteId}/authorize',
      );
    },

    failedAuthorizationsBeforeLock: () => scaLockoutMilestones[0]!.failedAttempts,

    async clearWebhookEndpoint() {
      const res = await api.call('updatePlatformConfig', { json: { webhookEndpoint: null } });
      if (res.status < 200 || res.status > 299)
        throw new SetupError(`binding: PATCH /config answered ${res.status}: ${res.text.slice(0, 300)}`);
    },
  };
}
