/** Set-up of the invitation suites: the platform's invitation configuration, an inviter and invitee, invitations. */
import { createCustomer, isSuccess } from '../../../support/external-account-setup.ts';
import type { ApiResponse, TestKit } from '../../../support/index.ts';

/**
 * Runs `body` with the platform's invitations configured (or not), then puts the configuration back as it was, so
 * that a failing test leaves the platform as it found it.
 */
export async function withInvitationsConfigured(
  t: TestKit,
  configured: boolean,
  body: () => Promise<void>,
): Promise<void> {
  const label = configured
    ? 'configure the platform for invitations'
    : "remove the platform's invitation configuration";
  const restore = await t.setup(label, () => t.binding.configureInvitations(configured));
  try {
    await body();
  } finally {
    await t.setup('put the invitation configuration back', restore);
  }
}

/** The UMA address of a fresh customer of the platform (set-up). */
export async function customerAddress(t: TestKit, offset: number): Promise<string> {
  const customerId = await createCustomer(t, offset);
  return t.setup("read the customer's UMA address", () => t.binding.customerUmaAddress(customerId));
}

/** `createInvitation` from `inviterUma` (the answer). */
export function invite(t: TestKit, inviterUma: string): Promise<ApiResponse> {
  return t.api.call('createInvitation', { json: t.binding.invitationBody(inviterUma) });
}

/** A pending invitation from `inviter`, as set-up; answers its code. */
export async function invitedBy(t: TestKit, inviter: string): Promise<string> {
  return pendingCode(t, await invite(t, inviter));
}

/** The code of the invitation `created` answers, as set-up (an invitation not created is an `error`). */
export function pendingCode(t: TestKit, created: ApiResponse): Promise<string> {
  return t.setup('create an invitation', async () => {
    if (!isSuccess(created))
      throw new Error(`POST /invitations answered ${created.status}: ${created.text.slice(0, 300)}`);
    return t.binding.invitationCodeOf(created);
  });
}

/** `claimInvitation` of `invitationCode` for `inviteeUma` (the answer). */
export function claim(t: TestKit, invitationCode: string, inviteeUma: string): Promise<ApiResponse> {
  return t.api.call('claimInvitation', { params: { invitationCode }, json: t.binding.claimBody(inviteeUma) });
}

/** `cancelInvitation` of `invitationCode` (the answer). */
export function cancel(t: TestKit, invitationCode: string): Promise<ApiResponse> {
  return t.api.call('cancelInvitation', { params: { invitationCode } });
}
