/**
 * UMA invitations (1, 7.1): create, read, claim, cancel. The document names the area and three refusals; production
 * shows the operations and shapes: an invitation starts `PENDING`, a claim makes it `CLAIMED` with its invitee, a
 * cancel makes a pending one `CANCELLED`, and one whose `expiresAt` has passed is `EXPIRED`. A platform's invitations
 * are configured by its UMA domain (`umaDomain` of `PATCH /config`), which also makes the invitation's URL.
 */
import { randomBytes } from 'node:crypto';
import { invitationsConfigMember, type InvitationStatus } from '../../spec/invitations.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { documentedError, invalidInput, undocumentedError } from '../http/api-error.ts';
import { platformConfigKey } from '../platform-config/platform-config-record.ts';
import { rowById, setRow, type ReferenceData } from '../store/data.ts';
import type { InvitationRecord } from './invitation-records.ts';

/** The platform's UMA domain, when it configured one (production: what configures its invitations). */
function configuredDomain(data: ReferenceData): string | undefined {
  const config = rowById(data.platformConfig, platformConfigKey);
  const domain = config?.settings[invitationsConfigMember];
  return typeof domain === 'string' && domain !== '' ? domain : undefined;
}

/** A fresh code of production's form (8 hex digits, `019542f5`), unused on this platform. */
function freshCode(data: ReferenceData): string {
  for (;;) {
    const code = randomBytes(4).toString('hex');
    if (rowById(data.invitations, code) === undefined) return code;
  }
}

/** The state an invitation is in now: a pending one past its `expiresAt` has expired. */
export function statusAt(record: InvitationRecord, now: Date): InvitationStatus {
  if (record.status === 'PENDING' && record.expiresAt !== undefined && Date.parse(record.expiresAt) <= now.getTime())
    return 'EXPIRED';
  return record.status;
}

/** Production's `UmaInvitation` body. */
export function toInvitationResponse(record: InvitationRecord, now: Date): Record<string, unknown> {
  return { ...record, status: statusAt(record, now) };
}

function findInvitation(data: ReferenceData, code: string): InvitationRecord {
  const found = rowById(data.invitations, code);
  if (found === undefined) throw undocumentedError('notFound', 'No such invitation.');
  return found;
}

/** The refusal of a claim or cancel from a state that does not allow it: each 7.1 state its own code. */
function refuse(deps: AppDeps, status: InvitationStatus, action: string): never {
  const codes = deps.rules.invitationRefusalCodes;
  if (status === 'CLAIMED')
    throw documentedError(codes.ALREADY_CLAIMED, `The invitation has already been claimed; it cannot be ${action}.`);
  if (status === 'CANCELLED')
    throw documentedError(codes.CANCELLED, `The invitation has been cancelled; it cannot be ${action}.`);
  throw invalidInput(`The invitation is ${status.toLowerCase()}; it cannot be ${action}.`);
}

export function createInvitation(
  deps: AppDeps,
  body: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  return deps.store.transact((draft) => {
    const now = deps.clock.now();
    const domain = configuredDomain(draft);
    if (domain === undefined && deps.rules.invitationsNeedConfiguration) {
      throw documentedError(
        deps.rules.invitationRefusalCodes.NOT_CONFIGURED,
        'Invitations are not configured for this platform: set its umaDomain.',
      );
    }
    const expiresAt = typeof body['expiresAt'] === 'string' ? new Date(body['expiresAt']) : undefined;
    if (expiresAt !== undefined && expiresAt.getTime() <= now.getTime()) {
      throw invalidInput('expiresAt must be in the future.', [
        { field: 'expiresAt', message: 'must be in the future' },
      ]);
    }
    const code = freshCode(draft);
    const record: InvitationRecord = {
      code,
      url: `https://${domain ?? 'invitations.reference.invalid'}/invitations/${code}`,
      inviterUma: String(body['inviterUma']),
      status: 'PENDING',
      createdAt: now.toISOString(),
      ...(typeof body['firstName'] === 'string' ? { firstName: body['firstName'] } : {}),
      ...(typeof body['amountToSend'] === 'number' ? { amountToSend: body['amountToSend'] } : {}),
      ...(expiresAt === undefined ? {} : { expiresAt: expiresAt.toISOString() }),
    };
    setRow(draft.invitations, code, record);
    return toInvitationResponse(record, now);
  });
}

export function getInvitation(deps: AppDeps, code: string): Promise<Record<string, unknown>> {
  const now = deps.clock.now();
  return deps.store.read((data) => toInvitationResponse(findInvitation(data, code), now));
}

export function claimInvitation(
  deps: AppDeps,
  code: string,
  body: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  return deps.store.transact((draft) => {
    const now = deps.clock.now();
    const record = findInvitation(draft, code);
    const status = statusAt(record, now);
    if (!deps.rules.invitationClaimableFrom.includes(status)) refuse(deps, status, 'claimed');
    record.status = 'CLAIMED';
    record.inviteeUma = String(body['inviteeUma']);
    record.claimedAt = now.toISOString();
    return toInvitationResponse(record, now);
  });
}

export function cancelInvitation(deps: AppDeps, code: string): Promise<Record<string, unknown>> {
  return deps.store.transact((draft) => {
    const now = deps.clock.now();
    const record = findInvitation(draft, code);
    const status = statusAt(record, now);
    if (!deps.rules.invitationCancellableFrom.includes(status)) refuse(deps, status, 'cancelled');
    record.status = 'CANCELLED';
    return toInvitationResponse(record, now);
  });
}
