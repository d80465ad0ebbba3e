import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { attribute } from '../../support/attribution.ts';
import {
  cancel,
  claim,
  customerAddress,
  invite,
  invitedBy,
  pendingCode,
  withInvitationsConfigured,
} from './support/invitation-setup.ts';

const area = '1/invitation-area';
const alreadyClaimed = '7.1/invitation-already-claimed';
const cancelled = '7.1/invitation-cancelled';
const notConfigured = '7.1/invitations-not-configured';

// Every test here sets the platform's invitation configuration, one platform-wide setting: they run one at a time.
describeArea('invitations', '1 and 7.1: UMA invitations and their codes', () => {
  conformanceTest(
    'an invitation is created, claimed by an invitee, and a pending one is cancelled',
    { clauses: [area], tags: ['platform-config'] },
    async (t) => {
      await withInvitationsConfigured(t, true, async () => {
        // Customers made once invitations are configured (their addresses carry the configured domain), at once; then
        // the invitation asserted beside a pending one to cancel, then the claim beside the cancel.
        const [inviter, invitee, otherInviter] = await Promise.all([0, 1, 2].map((i) => customerAddress(t, i)));
        const [created, otherAnswer] = await Promise.all([invite(t, inviter!), invite(t, otherInviter!)]);
        expect(created.status, `creating an invitation: ${created.text.slice(0, 300)}`).toBe(201);
        const other = await pendingCode(t, otherAnswer);
        const [claimed, cancelledAnswer] = await Promise.all([
          claim(t, t.binding.invitationCodeOf(created), invitee!),
          cancel(t, other),
        ]);
        expect(claimed.status, `claiming a pending invitation: ${claimed.text.slice(0, 300)}`).toBe(200);
        expect(cancelledAnswer.status, `cancelling a pending invitation: ${cancelledAnswer.text.slice(0, 300)}`).toBe(
          200,
        );
      });
    },
  );

  conformanceTest(
    'an invitation already claimed answers 400 INVITATION_ALREADY_CLAIMED when claimed again and when cancelled',
    { clauses: [alreadyClaimed], tags: ['platform-config'] },
    async (t) => {
      await withInvitationsConfigured(t, true, async () => {
        const [inviter, invitee, second] = await Promise.all([3, 4, 5].map((i) => customerAddress(t, i)));
        const code = await invitedBy(t, inviter!);
        await t.setup('claim the invitation', async () => {
          const first = await claim(t, code, invitee!);
          if (first.status !== 200)
            throw new Error(`the first claim answered ${first.status}: ${first.text.slice(0, 300)}`);
        });
        // Both refused, neither changes the invitation: at once.
        const [again, cancelAnswer] = await Promise.all([claim(t, code, second!), cancel(t, code)]);
        expectErrorEnvelope(again, 400, 'INVITATION_ALREADY_CLAIMED');
        expectErrorEnvelope(cancelAnswer, 400, 'INVITATION_ALREADY_CLAIMED');
      });
    },
  );

  conformanceTest(
    'a cancelled invitation answers 400 INVITATION_CANCELLED when claimed and when cancelled again',
    { clauses: [cancelled], tags: ['platform-config'] },
    async (t) => {
      await withInvitationsConfigured(t, true, async () => {
        const [inviter, invitee] = await Promise.all([6, 7].map((i) => customerAddress(t, i)));
        const code = await invitedBy(t, inviter!);
        await t.setup('cancel the invitation', async () => {
          const first = await cancel(t, code);
          if (first.status !== 200)
            throw new Error(`the first cancel answered ${first.status}: ${first.text.slice(0, 300)}`);
        });
        // Both refused, neither changes the invitation: at once.
        const [claimAnswer, again] = await Promise.all([claim(t, code, invitee!), cancel(t, code)]);
        expectErrorEnvelope(claimAnswer, 400, 'INVITATION_CANCELLED');
        expectErrorEnvelope(again, 400, 'INVITATION_CANCELLED');
      });
    },
  );

  conformanceTest(
    'with invitations not configured, creating one answers 400 INVITATIONS_NOT_CONFIGURED; once configured, it is created',
    { clauses: [notConfigured], tags: ['sandbox-only', 'platform-config'] },
    async (t) => {
      const inviter = await customerAddress(t, 8);
      await withInvitationsConfigured(t, false, async () => {
        expectErrorEnvelope(await invite(t, inviter), 400, 'INVITATIONS_NOT_CONFIGURED');
      });
      // The control: the same request on a configured platform succeeds, so the 400 above is about the configuration.
      await withInvitationsConfigured(t, true, async () => {
        const created = await invite(t, inviter);
        attribute([notConfigured], () =>
          expect(created.status, `creating the same invitation once configured: ${created.text.slice(0, 300)}`).toBe(
            201,
          ),
        );
      });
    },
  );
});
