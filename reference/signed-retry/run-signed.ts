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
}

export type SignedOutcome<T> = { readonly challenge: SignedRetryChallenge } | { readonly done: T };

/**
 * Runs a wallet-signed operation in one store transaction (4.2 signed-retry pattern): a first call without the
 * signature headers answers the 202 challenge; the retry is checked (7.2, in the order of `deps.rules`), marked used
 * and carried out. Anything thrown leaves nothing written: a refused retry does not use up its `requestId`.
 */
export function runSignedOperation<T>(deps: AppDeps, operation: SignedOperation<T>): Promise<SignedOutcome<T>> {
  return deps.store.transact(async (draft): Promise<SignedOutcome<T>> => {
    const now = deps.clock.now();
    const plan = await operation.plan(draft, now);
    if (plan.signatureNeeded === false) return { done: await operation.perform(draft, undefined, now) };
    if (!isSignedRetry(operation.headers)) {
      return {
        challenge: issueSignedRetry(draft, operation.request, {
          ...plan,
          now,
          windowSeconds: deps.config.embeddedWallet.signedRetryWindowSeconds,
        }),
      };
    }
    const retry = completeSignedRetry(draft, operation.request, operation.headers, {
      now,
      checks: deps.rules.signedRetryChecks,
      failures: deps.rules.signedRetryCheckFailures,
      sandbox: deps.config.sandbox,
    });
    return { done: await operation.perform(draft, retry, now) };
  });
}
