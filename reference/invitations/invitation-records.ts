import type { InvitationStatus } from '../../spec/invitations.ts';

/**
 * A UMA invitation (production's `UmaInvitation`), keyed by its code. `status` is the stored one: an invitation whose
 * `expiresAt` has passed reads as `EXPIRED` without being rewritten.
 */
export interface InvitationRecord {
  code: string;
  url: string;
  inviterUma: string;
  inviteeUma?: string;
  firstName?: string;
  amountToSend?: number;
  status: InvitationStatus;
  createdAt: string;
  claimedAt?: string;
  expiresAt?: string;
}
