import type { ClauseId } from '../../../spec/keys/index.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import type { TestKit } from '../../support/index.ts';
import { attribute } from '../../support/attribution.ts';
import { externalAccountTransition } from '../../../spec/state-machines.ts';
import { createCustomer } from '../../support/external-account-setup.ts';
import {
  attemptVerification,
  createPendingWallet,
  statusEventually,
  statusNow,
  type Attempt,
  type PendingWallet,
} from '../../support/ownership-setup.ts';

const synchronous = '4.3/ownership-signature-verified-synchronously';
/** How long a late status change is waited for, to tell "asynchronous" from "never". */
const lateChangeMs = 3_000;

/**
 * Makes an attempt and asserts where 3.1 says it takes the account: read right after the verify call answered (the
 * signature is verified synchronously, 4.3). A status reached only later fails the synchronous clause alone.
 */
async function expectTransition(
  t: TestKit,
  pending: PendingWallet,
  attempt: Attempt,
  clauses: readonly ClauseId[],
): Promise<void> {
  const from = (await statusNow(t, pending.account)) as Parameters<typeof externalAccountTransition>[0];
  const row = externalAccountTransition(from, attempt === 'owner' ? 'succeeded' : 'failed');
  if (!row) throw new Error(`the document shows no move from ${String(from)} for this attempt`);
  // A first challenge of this account went through before any move from UNVERIFIED: refusing a new one breaks 3.1.
  await attemptVerification(t, pending, attempt, from === 'UNVERIFIED' ? clauses : undefined);
  const now = await statusNow(t, pending.account);
  if (now === row.to) return;
  const later = await statusEventually(t, pending.account, row.to, lateChangeMs);
  attribute(later === row.to ? [synchronous] : clauses, () =>
    expect(now, `the account is ${row.to} as soon as verify has answered (${from}, attempt: ${attempt})`).toBe(row.to),
  );
}

describeArea('external-accounts', '3.1 and 4.3: ownership verification of a self-custody wallet', () => {
  conformanceTest(
    'PENDING_OWNERSHIP_VERIFICATION becomes ACTIVE when the wallet signs the challenge; the signature is verified synchronously',
    {
      clauses: [
        '3.1/pending-ownership-verification-to-active',
        '4.3/ownership-verification-challenge-verify',
        synchronous,
      ],
    },
    async (t) => {
      const customerId = await createCustomer(t);
      const pending = await createPendingWallet(t, customerId);
      await expectTransition(t, pending, 'owner', [
        '3.1/pending-ownership-verification-to-active',
        '4.3/ownership-verification-challenge-verify',
      ]);
    },
  );

  for (const failure of ['other-key', 'other-message'] as const) {
    conformanceTest(
      `a failed attempt (${failure === 'other-key' ? 'signed by another key' : 'signature over another message'}) makes the account UNVERIFIED; a new challenge signed by the wallet makes it ACTIVE`,
      {
        clauses: [
          '3.1/pending-ownership-verification-to-unverified',
          '3.1/unverified-to-active-on-new-challenge',
          synchronous,
        ],
      },
      async (t) => {
        const customerId = await createCustomer(t);
        const pending = await createPendingWallet(t, customerId, failure === 'other-key' ? 1 : 2);
        await expectTransition(t, pending, failure, ['3.1/pending-ownership-verification-to-unverified']);
        await expectTransition(t, pending, 'owner', ['3.1/unverified-to-active-on-new-challenge']);
      },
    );
  }
});
