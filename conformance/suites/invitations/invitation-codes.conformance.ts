import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { attribute } from '../../support/attribution.ts';
import {
  cancel,
  claim,
  customerAddress,
  invite,
  pendingInvitation,
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
        const inviter = await customerAddress(t, 0);
        const invitee = await customerAddress(t, 1);
        const created = await invite(t, inviter);
        expect(created.status, `creating an invitation: ${created.text.slice(0, 300)}`).toBe(201);
        const claimed = await claim(t, t.binding.invitationCodeOf(created), invitee);
        expect(claimed.status, `claiming a pending invitation: ${claimed.text.slice(0, 300)}`).toBe(200);
        const other = await pendingInvitation(t, 2);
        const cancelledAnswer = await cancel(t, other);
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
        const code = await pendingInvitation(t, 3);
        const invitee = await customerAddress(t, 4);
        await t.setup('claim the invitation', async () => {
          const first = await claim(t, code, invitee);
          if (first.status !== 200)
            throw new Error(`the first claim answered ${first.status}: ${first.text.slice(0, 300)}`);
        });
        const again = await claim(t, code, await customerAddress(t, 5));
        expectErrorEnvelope(again, 400, 'INVITATION_ALREADY_CLAIMED');
        expectErrorEnvelope(await cancel(t, code), 400, 'INVITATION_ALREADY_CLAIMED');
      });
    },
  );

  conformanceTest(
    'a cancelled invitation answers 400 INVITATION_CANCELLED when claimed and when cancelled again',
    { clauses: [cancelled], tags: ['platform-config'] },
    async (t) => {
      await withInvitationsConfigured(t, true, async () => {
        const code = await pendingInvitation(t, 6);
        await t.setup('cancel the invitation', async () => {
          const first = await cancel(t, code);
          if (first.status !== 200)
            throw new Error(`the first cancel answered ${first.status}: ${first.text.slice(0, 300)}`);
        });
        expectErrorEnvelope(await claim(t, code, await customerAddress(t, 7)), 400, 'INVITATION_CANCELLED');
        expectErrorEnvelope(await cancel(t, code), 400, 'INVITATION_CANCELLED');
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
