/**
 * The invitation rules the reference applies (7.1), part of `ReferenceRules` so that a deviant server can replace
 * exactly one of them.
 */
import type { ErrorCode } from '../../spec/keys/index.ts';
import { invitationRefusalCodes, type InvitationRefusal, type InvitationStatus } from '../../spec/invitations.ts';

export interface InvitationRules {
  /** 7.1: the 400 code of each refusal (already claimed, cancelled, not configured). */
  readonly invitationRefusalCodes: Readonly<Record<InvitationRefusal, ErrorCode>>;
  /** 7.1: the states an invitation is claimed from; a claimed or cancelled one answers its code. */
  readonly invitationClaimableFrom: readonly InvitationStatus[];
  /** 7.1: the states an invitation is cancelled from (production: only a pending one). */
  readonly invitationCancellableFrom: readonly InvitationStatus[];
  /** 7.1: a platform whose invitations are not configured is refused `INVITATIONS_NOT_CONFIGURED`. */
  readonly invitationsNeedConfiguration: boolean;
}

export const rules: InvitationRules = {
  invitationRefusalCodes,
  invitationClaimableFrom: ['PENDING'],
  invitationCancellableFrom: ['PENDING'],
  invitationsNeedConfiguration: true,
};
