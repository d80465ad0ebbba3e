/** Deviants of UMA invitations (7.1): each refusal removed or answered with another code. */
import { invitationRefusalCodes } from '../../spec/invitations.ts';
import type { Deviant } from './deviant.ts';
import { familyOf } from './deviant.ts';

const codes = invitationRefusalCodes;

export const deviants: Deviant[] = familyOf('invitations', [
  {
    id: 'invitation-claimed-claimable-again',
    breaks: '7.1/invitation-already-claimed',
    description:
      'a claimed invitation is claimed again (for another invitee) instead of answering 400 INVITATION_ALREADY_CLAIMED',
    areas: ['invitations'],
    rules: { invitationClaimableFrom: ['PENDING', 'CLAIMED'] },
  },
  {
    id: 'invitation-claimed-cancellable',
    breaks: '7.1/invitation-already-claimed',
    description: 'a claimed invitation is cancelled instead of answering 400 INVITATION_ALREADY_CLAIMED',
    areas: ['invitations'],
    rules: { invitationCancellableFrom: ['PENDING', 'CLAIMED'] },
  },
  {
    id: 'invitation-claimed-code-swapped',
    breaks: '7.1/invitation-already-claimed',
    description: 'a claimed invitation answers 400 INVITATION_CANCELLED instead of INVITATION_ALREADY_CLAIMED',
    areas: ['invitations'],
    rules: { invitationRefusalCodes: { ...codes, ALREADY_CLAIMED: codes.CANCELLED } },
  },
  {
    id: 'invitation-cancelled-claimable',
    breaks: '7.1/invitation-cancelled',
    description: 'a cancelled invitation is claimed instead of answering 400 INVITATION_CANCELLED',
    areas: ['invitations'],
    rules: { invitationClaimableFrom: ['PENDING', 'CANCELLED'] },
  },
  {
    id: 'invitation-cancelled-cancellable-again',
    breaks: '7.1/invitation-cancelled',
    description: 'a cancelled invitation is cancelled again instead of answering 400 INVITATION_CANCELLED',
    areas: ['invitations'],
    rules: { invitationCancellableFrom: ['PENDING', 'CANCELLED'] },
  },
  {
    id: 'invitation-cancelled-code-swapped',
    breaks: '7.1/invitation-cancelled',
    description: 'a cancelled invitation answers 400 INVITATION_ALREADY_CLAIMED instead of INVITATION_CANCELLED',
    areas: ['invitations'],
    rules: { invitationRefusalCodes: { ...codes, CANCELLED: codes.ALREADY_CLAIMED } },
  },
  {
    id: 'invitations-created-unconfigured',
    breaks: '7.1/invitations-not-configured',
    description:
      'an invitation is created on a platform whose invitations are not configured instead of answering 400 INVITATIONS_NOT_CONFIGURED',
    areas: ['invitations'],
    rules: { invitationsNeedConfiguration: false },
  },
  {
    id: 'invitations-not-configured-invalid-input',
    breaks: '7.1/invitations-not-configured',
    description:
      'a platform whose invitations are not configured answers 400 INVALID_INPUT instead of INVITATIONS_NOT_CONFIGURED',
    areas: ['invitations'],
    rules: { invitationRefusalCodes: { ...codes, NOT_CONFIGURED: 'INVALID_INPUT' } },
  },
  {
    id: 'invitation-pending-not-claimable',
    breaks: '1/invitation-area',
    description: 'a pending invitation is refused on claim (400 INVALID_INPUT) instead of being claimed',
    areas: ['invitations'],
    rules: { invitationClaimableFrom: [] },
  },
  {
    id: 'invitation-pending-not-cancellable',
    breaks: '1/invitation-area',
    description: 'a pending invitation is refused on cancel (400 INVALID_INPUT) instead of being cancelled',
    areas: ['invitations'],
    rules: { invitationCancellableFrom: [] },
  },
]);
