/**
 * Deviants of the required members of request bodies (2.1, 2.5, 4.2, 4.4): a body missing a member the document
 * requires is refused, but with the 422 a web framework gives a missing member, for that body's members only.
 */
import { clauseById } from '../../../spec/clauses/index.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { missingMemberRefusedWith } from './answer-seams.ts';
import type { Deviant } from '../deviant.ts';
import { familyOf } from '../deviant.ts';

const of = (id: string, breaks: ClauseId, description: string, rules: Deviant['rules']) => ({
  id,
  breaks,
  description,
  areas: [clauseById(breaks).area],
  rules,
});

/** A member of the body itself, not one nested in an object it carries. */
const topLevel = (field: string) => !field.includes('.');

export const externalAccountMissingMemberDeviants: Deviant[] = familyOf('external-accounts', [
  {
    ...of(
      'account-info-missing-422',
      '2.1/account-info-required',
      'a create without `accountInfo` is refused with 422, not 400',
      missingMemberRefusedWith('ExternalAccountCreateRequest', (field) => field === 'accountInfo'),
    ),
    // The field-errors test drops `accountInfo` on its own first; the required-members tests, which declare the
    // clause as well, drop every member of every variant before they report.
    suites: ['external-accounts/field-errors.conformance.ts'],
  },
]);

export const walletMissingMemberDeviants: Deviant[] = familyOf('wallet', [
  of(
    'assertion-member-missing-422',
    '2.5/assertion-members-required',
    'a verify whose `assertion` lacks a required member is refused with 422, not 400',
    missingMemberRefusedWith('AuthCredentialVerifyRequest', (field) => field.startsWith('assertion.')),
  ),
  of(
    'passkey-challenge-key-missing-422',
    '4.2/passkey-challenge-body-required',
    'a PASSKEY challenge without `clientPublicKey` is refused with 422, not 400',
    missingMemberRefusedWith('PasskeyChallengeRequest', (field) => field === 'clientPublicKey'),
  ),
  of(
    'credential-create-member-missing-422',
    '4.2/credential-body-members-required',
    'a credential create missing a member 4.2 lists for its type is refused with 422, not 400',
    missingMemberRefusedWith('AuthCredentialCreateRequest', topLevel),
  ),
]);

export const sandboxMissingMemberDeviants: Deviant[] = familyOf('quotes', [
  of(
    'sandbox-send-member-missing-422',
    '4.4/sandbox-body-members-required',
    'a sandbox send body missing a member 4.4 lists is refused with 422, not 400',
    missingMemberRefusedWith('SandboxSendRequest', topLevel),
  ),
]);
