/**
 * The rules of platform authentication (part 5, 7.2) as data: the comparisons HTTP Basic credentials meet, and the
 * 401 code a refusal answers. In `ReferenceRules`, so a deviant server can leave a comparison out or swap the code.
 */
import type { ErrorCode } from '../../spec/keys/index.ts';
import { errorCode } from '../../spec/errors.ts';

/** `scheme-is-basic`: the scheme is read, not only the token after it (part 5: HTTP Basic). */
export const platformCredentialCheckIds = ['scheme-is-basic', 'client-id-matches', 'client-secret-matches'] as const;
export type PlatformCredentialCheck = (typeof platformCredentialCheckIds)[number];

export interface PlatformAuthRules {
  /** The comparisons made, both by default (part 5: the client id is the user, the client secret the password). */
  readonly platformCredentialChecks: readonly PlatformCredentialCheck[];
  /** 7.2: the code of a problem with API credentials. */
  readonly platformAuthFailureCode: ErrorCode;
}

export const rules: PlatformAuthRules = {
  platformCredentialChecks: platformCredentialCheckIds,
  platformAuthFailureCode: errorCode('UNAUTHORIZED').code,
};
