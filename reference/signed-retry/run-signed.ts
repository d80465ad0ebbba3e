import { firstWalletCredentialType } from '../../spec/wallet.ts';
import type { AppDeps } from '../http/app-deps.ts';
import type { ReferenceData } from '../store/data.ts';
import { completeSignedRetry, isSignedRetry, type CompletedRetry, type SignedRetryHeaders } from './complete-retry.ts';
import { issueSignedRetry } from './issue-challenge.ts';
import type { SignedRequest, SignedRetryChallenge, SignerRule } from './pending-request.ts';

/** What an operation settles before either leg: who may sign, and what the retry needs again. */
export interface SignedPlan {
  /** `false` when this request needs no signature at all (a wallet's first credential, 3.4): it is carried out. */
  readonly signatureNeeded?: boolean;
  readonly signer: SignerRule;
  readonly activity: string;
  readonly type?: string;
  readonly context?: Record<string, unknown>;
}

/** One wallet-signed operation (part 5): its request, the headers received, and its two steps. */
export interface SignedOperation<T> {
  readonly request: SignedRequest;
  readonly headers: SignedRetryHeaders;
  /** Checks the request on both legs (input, preconditions, limits) and plans the challenge; throws an ApiError. */
  plan(draft: ReferenceData, now: Date): SignedPlan | Promise<SignedPlan>;
  /** Carries out the operation once the retry passed every check (`retry` absent: no signature was needed). */
  perform(draft: ReferenceData, retry: CompletedRetry | undefined, now: Date): T | Promise<T>;
  /**
   * The result of an earlier identical request (an `Idempotency-Key` seen before), answered again instead of a first
   * leg; `undefined` to go on.
   */
  replay?(draft: ReferenceData, now: Date): T | undefined;
}

export type SignedOutcome<T> = { readonly challenge: SignedRetryChallenge } | { readonly done: T };

/**
 * Runs a wallet-signed operation in one store transaction (4.2 signed-retry pattern). The body met its request
 * schema at route registration, before this runs.
 *
 * - A first call (neither signature header): the operation's own checks (`plan`), then the 202 challenge, so that a
 *   request the operation would refuse is refused, never challenged.
 * - A retry (either header): the retry's checks first (7.2, in the order of `deps.rules`: the headers, then the
 *   `requestId` issued for this request, unused, unexpired, then the body and the signature), then the operation's
 *   own checks on the data as it now is, then the operation. 3 and 7.2 answer a reused or expired `requestId` with
 *   401 whatever the request holds, so a replayed retry is answered 401, never with a 400 or 404 of a check the
 *   first run changed the data for (a revoked credential is gone; a second revoke would answer 404).
 *
 * Anything thrown leaves nothing written: a refused retry does not use up its `requestId`.
 */
export function runSignedOperation<T>(deps: AppDeps, operation: SignedOperation<T>): Promise<SignedOutcome<T>> {
  return deps.store.transact(async (draft): Promise<SignedOutcome<T>> => {
    const now = deps.clock.now();
    if (isSignedRetry(operation.headers) && deps.rules.signedRetryRecognisedOn(operation.request.method)) {
      const retry = completeSignedRetry(draft, operation.request, operation.headers, {
        now,
        checks: deps.rules.signedRetryChecks,
        failures: deps.rules.signedRetryCheckFailures,
        sandbox: deps.config.sandbox,
        requestIdBoundToItsRequest: deps.rules.requestIdBoundToItsRequest,
      });
      await operation.plan(draft, now);
      return { done: await operation.perform(draft, retry, now) };
    }
    // A signed retry is never a replay: its requestId is single use, and reusing it answers 401 (3.4, 7.2).
    const replayed = operation.replay?.(draft, now);
    if (replayed !== undefined) return { done: replayed };
    const plan = await operation.plan(draft, now);
    if (plan.signatureNeeded === false || !deps.rules.signatureNeededFor(plan.activity)) {
      return { done: await operation.perform(draft, undefined, now) };
    }
    return {
      challenge: issueSignedRetry(draft, operation.request, {
        ...plan,
        now,
        windowSeconds: deps.config.embeddedWallet.signedRetryWindowSeconds,
        ...(deps.rules.signedRetryNamesSignerType
          ? { signerType: { fallback: deps.rules.firstCredentialType ?? firstWalletCredentialType } }
          : {}),
      }),
    };
  });
}
