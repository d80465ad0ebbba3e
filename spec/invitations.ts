/**
 * UMA invitations (1, 7.1): the states production gives an invitation and the 400 code each refusal answers.
 *
 * The document names the area and three codes whose condition is the code itself: an invitation already claimed, one
 * cancelled, and a platform whose invitations are not configured. Production shows the operations (create, read,
 * claim, cancel), the states, and where a platform configures them: its UMA domain (`umaDomain` of `PATCH /config`).
 */
import type { ErrorCode } from './keys/index.ts';

/** Production's invitation states. */
export const invitationStatuses = ['PENDING', 'CLAIMED', 'EXPIRED', 'CANCELLED'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** Why an invitation call is refused with a code of its own (7.1). */
export type InvitationRefusal = 'ALREADY_CLAIMED' | 'CANCELLED' | 'NOT_CONFIGURED';

/** The 7.1 code of each refusal. */
export const invitationRefusalCodes: Readonly<Record<InvitationRefusal, ErrorCode>> = {
  ALREADY_CLAIMED: 'INVITATION_ALREADY_CLAIMED',
  CANCELLED: 'INVITATION_CANCELLED',
  NOT_CONFIGURED: 'INVITATIONS_NOT_CONFIGURED',
};

/** The platform configuration member whose presence configures invitations (production: the platform's UMA domain). */
export const invitationsConfigMember = 'umaDomain';
