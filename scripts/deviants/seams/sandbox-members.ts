/**
 * Deviants of the sandbox bodies (4.4), the card state (3.3), the signed-retry expiry (8) and the sandbox refusal
 * reasons (4.5): a value check forgotten, a member in another form, an expiry computed the wrong way, one reason for
 * every failed check.
 */
import { clauseById } from '../../../spec/clauses/index.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { typicalSignedRetryWindowSeconds } from '../../../spec/limits.ts';
import { at, errorBodyWhere, lowerCased, memberAs, requestCheckForgotten, statusAnswered } from './answer-seams.ts';
import type { Deviant } from '../deviant.ts';
import { familyOf } from '../deviant.ts';

const of = (id: string, breaks: ClauseId, description: string, rules: Deviant['rules']) => ({
  id,
  breaks,
  description,
  areas: [clauseById(breaks).area],
  rules,
});

const genericReason = 'authentication failed';
/** The signed-retry window the embedded reference is configured with (the typical one). */
const windowMs = typicalSignedRetryWindowSeconds * 1000;

export const sandboxMemberDeviants: Deviant[] = [
  ...familyOf('quotes', [
    of(
      'fund-amount-any-number',
      '4.4/sandbox-fund-amount-integer',
      'a sandbox fund `amount` with a fraction is accepted',
      requestCheckForgotten('SandboxFundRequest', at('amount')),
    ),
    of(
      'uma-receive-amount-any-number',
      '4.4/sandbox-uma-receive-amount-integer',
      'a sandbox UMA receive `receivingCurrencyAmount` with a fraction is accepted',
      requestCheckForgotten('SandboxUmaReceiveRequest', at('receivingCurrencyAmount')),
    ),
    of(
      'uma-receive-201',
      '4.4/sandbox-uma-receive-simulates-payment',
      'a simulated UMA payment is answered 201, not 200',
      statusAnswered('sandboxReceive', 200, 201),
    ),
  ]),
  ...familyOf('cards', [
    of(
      'card-state-lower-case',
      '3.3/card-state-values',
      'cards answer `state` in lower case',
      memberAs('Card', 'state', lowerCased),
    ),
  ]),
  ...familyOf('auth', [
    of(
      'signed-retry-expiry-before-issue',
      '8/signed-retry-expires-after-issue',
      'a 202 answers `expiresAt` as the issue time less the window (the sign of the offset wrong), though the retry is judged on the right expiry',
      memberAs('SignedRetryChallenge', 'expiresAt', (v) =>
        typeof v === 'string' ? new Date(Date.parse(v) - 2 * windowMs).toISOString() : v,
      ),
    ),
    of(
      'one-reason-for-every-check',
      '4.5/auth-failure-reason-names-check',
      'sandbox 401 UNAUTHORIZED bodies give one generic `reason` whatever check failed',
      errorBodyWhere('UNAUTHORIZED', (e) => ({
        ...e,
        reason: genericReason,
        ...(e['details'] === undefined ? {} : { details: { ...(e['details'] as object), reason: genericReason } }),
      })),
    ),
  ]),
];
