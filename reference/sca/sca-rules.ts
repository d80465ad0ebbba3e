/**
 * The SCA and contact-verification rules the reference applies (1, 5, 7.3, 8), part of `ReferenceRules` so that a
 * deviant server can replace exactly one of them.
 */
import { limits } from '../../spec/limits.ts';
import type { ErrorCode } from '../../spec/keys/index.ts';
import {
  isScaRegulatedRegion,
  quoteScaChallengeMinutes,
  sandboxScaCode,
  scaLockFor,
  scaNotCompletedReason,
} from '../../spec/sca.ts';

export interface ScaRules {
  /** 1, 7.3: the customer's payment provider (by the customer's region) requires SCA; others answer 409. */
  readonly providerRequiresSca: (region: unknown) => boolean;
  /** 1, 7.3: the customer's payment provider mandates contact verification; others answer 409. */
  readonly providerRequiresContactVerification: (region: unknown) => boolean;
  /** 4.3, 8: how long an SCA login session lasts, in days. */
  readonly scaSessionDays: number;
  /** 5, 7.3: the code of a call made without a valid SCA session (409, distinct from 401). */
  readonly scaSessionMissingCode: ErrorCode;
  /** 8: passkey factors a customer may hold; one more answers 409 `PASSKEY_ALREADY_ENROLLED`. */
  readonly passkeyFactorsPerCustomer: number;
  /** 1: a contact's one-time code verifies it only once a code was sent to that contact, and only once. */
  readonly contactCodeNeedsSend: boolean;
  /** 1: money of a customer of this region moves only once its SCA challenge is authorized. */
  readonly moneyMovementNeedsSca: (region: unknown) => boolean;
  /** 1: whether a proof (production `ScaAuthorization.code`) satisfies a sandbox money-movement challenge. */
  readonly scaProofAccepted: (code: unknown) => boolean;
  /** 5, 7.3: quote authorization needs the customer's valid SCA login session. */
  readonly quoteAuthorizationNeedsSession: boolean;
  /** 7.5: the lock a cumulative count of failed authorizations brings (minutes, suspended, or none). */
  readonly scaLockFor: (failedAttempts: number) => number | 'suspended' | undefined;
  /** How long a money-movement SCA challenge stays open, in milliseconds. */
  readonly quoteScaChallengeMs: number;
  /** 7.5: the failure reason of a transaction whose SCA challenge expired. */
  readonly expiredScaChallengeReason: string;
}

export const rules: ScaRules = {
  providerRequiresSca: isScaRegulatedRegion,
  providerRequiresContactVerification: isScaRegulatedRegion,
  scaSessionDays: limits.scaSession.numbers.lifetime!.value,
  scaSessionMissingCode: 'SCA_SESSION_REQUIRED',
  passkeyFactorsPerCustomer: limits.passkeyFactorsPerCustomer.numbers.max!.value,
  contactCodeNeedsSend: true,
  moneyMovementNeedsSca: isScaRegulatedRegion,
  scaProofAccepted: (code) => code === sandboxScaCode,
  quoteAuthorizationNeedsSession: true,
  scaLockFor,
  quoteScaChallengeMs: quoteScaChallengeMinutes * 60_000,
  expiredScaChallengeReason: scaNotCompletedReason,
};
