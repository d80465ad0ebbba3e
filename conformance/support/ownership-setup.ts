/**
 * Set-up of ownership verification (3.1, 4.3): a self-custody EVM wallet whose key the suite holds, registered as a
 * first-party account, and the challenge/verify round trip signed as the wallet would sign it.
 */
import type { ClauseId } from '../../spec/keys/index.ts';
import { expect } from 'vitest';
import { createEvmWallet, type EvmWallet } from '../crypto/evm-wallet.ts';
import { messageOf, SetupError } from '../engine/setup-error.ts';
import { attribute } from './attribution.ts';
import type { ApiResponse } from '../http/client.ts';
import { createBodyArb } from '../generators/external-accounts-bodies.ts';
import { createAccount, drawn, refOf } from './external-account-setup.ts';
import type { TestKit } from './test-kit.ts';

/** The status 3.1 starts the lifecycle from. */
export const pendingOwnershipStatus = 'PENDING_OWNERSHIP_VERIFICATION';

/** Why a test of the ownership lifecycle does not apply to a deployment. */
export const noPendingAccountReason =
  'a first-party self-custody wallet did not enter PENDING_OWNERSHIP_VERIFICATION on this deployment (which accounts ' +
  'need ownership verification depends on the platform: counterparty rules such as the Travel Rule)';

export interface PendingWallet {
  readonly account: Record<string, unknown>;
  /** The wallet's owner: the key that proves ownership. */
  readonly wallet: EvmWallet;
}

/**
 * Registers a first-party `ETHEREUM_WALLET` whose address belongs to a key generated now, and skips the test when
 * the account does not start in `PENDING_OWNERSHIP_VERIFICATION`.
 */
export async function createPendingWallet(t: TestKit, customerId: string, offset = 0): Promise<PendingWallet> {
  const wallet = createEvmWallet();
  const generated = drawn(t, createBodyArb('ETHEREUM_WALLET'), 500 + offset);
  const account = await createAccount(
    t,
    {
      ...generated,
      customerId,
      ownershipType: 'FIRST_PARTY',
      accountInfo: { ...(generated['accountInfo'] as Record<string, unknown>), address: wallet.address },
    },
    'register a first-party self-custody wallet',
  );
  if (account['status'] !== pendingOwnershipStatus)
    t.skip(`${noPendingAccountReason}; it is ${String(account['status'])}`);
  return { account, wallet };
}

/** How an attempt is made: proven by the wallet's key, or failed with a real signature that proves nothing. */
export type Attempt = 'owner' | 'other-key' | 'other-message';

/**
 * Starts a challenge and answers it as `attempt` says; returns the verify answer. A challenge that cannot be started
 * is a set-up error, unless `refusalBreaks` names the clauses a refusal breaks (3.1: after a failed attempt, "start a
 * new challenge to retry", once a first challenge of the same account has gone through).
 */
export async function attemptVerification(
  t: TestKit,
  pending: PendingWallet,
  attempt: Attempt,
  refusalBreaks?: readonly ClauseId[],
): Promise<ApiResponse> {
  const ref = refOf(pending.account);
  let messageToSign: string;
  try {
    ({ messageToSign } = await t.binding.startOwnershipChallenge(ref));
  } catch (error) {
    if (refusalBreaks === undefined)
      throw new SetupError(`set-up "start an ownership challenge" failed: ${messageOf(error)}`, { cause: error });
    return attribute(refusalBreaks, () => expect.fail(`a new ownership challenge is refused: ${messageOf(error)}`));
  }
  const signature =
    attempt === 'owner'
      ? pending.wallet.signPersonalMessage(messageToSign)
      : attempt === 'other-key'
        ? createEvmWallet().signPersonalMessage(messageToSign)
        : pending.wallet.signPersonalMessage(`${messageToSign}\n(altered)`);
  return t.setup('submit the wallet signature', () => t.binding.submitOwnershipSignature(ref, signature));
}

/** The account's status as the deployment holds it now. */
export async function statusNow(t: TestKit, account: Record<string, unknown>): Promise<unknown> {
  const stored = await t.setup('read the account back', () => t.binding.getExternalAccount(refOf(account)));
  return stored['status'];
}

/**
 * Reads the status until it is `expected` or `timeoutMs` has passed; returns the last status read. A server with a
 * sandbox clock says when it has settled (no timed transition running or due within the wait): nothing but a new
 * request can move the status by then, so the status read once it has is the one the wait would end on.
 */
export async function statusEventually(
  t: TestKit,
  account: Record<string, unknown>,
  expected: string,
  timeoutMs: number,
): Promise<unknown> {
  const clock = t.sandboxClock;
  if (clock !== undefined) {
    await t.setup('wait until the server has settled', () => clock.settled(timeoutMs));
    return statusNow(t, account);
  }
  const deadline = performance.now() + timeoutMs;
  let status = await statusNow(t, account);
  while (status !== expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = await statusNow(t, account);
  }
  return status;
}
