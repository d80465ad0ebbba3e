import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardStates, externalAccountStatuses, kybStatusesSeen, kycStatusesSeen } from './enums.ts';
import { errorCode } from './errors.ts';
import {
  businessOutcomeForSuffix,
  cardIssuanceRule,
  cardMutation,
  cardTransition,
  cardTransitionRows,
  externalAccountTransition,
  externalAccountTransitions,
  individualOutcomeForSuffix,
  stateMachineRows,
  suffixOf,
  type CardState,
} from './state-machines.ts';

describe('3.3 card state', () => {
  // The expected answers, read off the table of 3.3 by hand: an independent oracle for the row-matching logic.
  const expected: Record<CardState, Record<CardState, CardState | string>> = {
    ACTIVE: { ACTIVE: 'INVALID_STATE_TRANSITION', FROZEN: 'FROZEN', CLOSED: 'CLOSED' },
    FROZEN: { ACTIVE: 'ACTIVE', FROZEN: 'INVALID_STATE_TRANSITION', CLOSED: 'CLOSED' },
    CLOSED: { ACTIVE: 'CARD_NOT_MUTABLE', FROZEN: 'CARD_NOT_MUTABLE', CLOSED: 'CARD_ALREADY_CLOSED' },
  };
  for (const from of cardStates) {
    for (const to of cardStates) {
      it(`${from} -> ${to} gives ${expected[from][to]}`, () => {
        const outcome = cardTransition(from, to);
        if (outcome.allowed) expect(outcome.to).toBe(expected[from][to]);
        else {
          expect(outcome.errorCode).toBe(expected[from][to]);
          expect(outcome.httpStatus).toBe(409);
        }
      });
    }
  }

  it('refuses every non-state mutation of a closed card only', () => {
    expect(cardMutation('CLOSED')).toMatchObject({ allowed: false, errorCode: 'CARD_NOT_MUTABLE' });
    expect(cardMutation('ACTIVE')).toBeUndefined();
    expect(cardMutation('FROZEN')).toBeUndefined();
  });

  it('uses only codes part 7 lists as 409, and only card states', () => {
    for (const row of cardTransitionRows) {
      if (row.errorCode) expect(errorCode(row.errorCode).status).toBe(row.httpStatus);
      if (row.to !== 'rejected') expect(cardStates).toContain(row.to);
      if (row.from !== 'any') row.from.forEach((s) => expect(cardStates).toContain(s));
    }
    expect(errorCode(cardIssuanceRule.errorCode).status).toBe(cardIssuanceRule.httpStatus);
  });
});

describe('3.1 external account status', () => {
  it('follows the three documented rows and shows nothing else', () => {
    expect(externalAccountTransition('PENDING_OWNERSHIP_VERIFICATION', 'succeeded')?.to).toBe('ACTIVE');
    expect(externalAccountTransition('PENDING_OWNERSHIP_VERIFICATION', 'failed')?.to).toBe('UNVERIFIED');
    expect(externalAccountTransition('UNVERIFIED', 'succeeded')?.to).toBe('ACTIVE');
    expect(externalAccountTransition('UNVERIFIED', 'failed')).toBeUndefined();
    for (const s of ['PENDING', 'ACTIVE', 'UNDER_REVIEW', 'INACTIVE'] as const) {
      expect(externalAccountTransition(s, 'succeeded')).toBeUndefined();
    }
  });

  it('uses only documented statuses and announces every move', () => {
    for (const row of externalAccountTransitions) {
      expect(externalAccountStatuses).toContain(row.from);
      expect(externalAccountStatuses).toContain(row.to);
      expect(row.event).toBe('EXTERNAL_ACCOUNT.STATUS_UPDATED');
    }
  });
});

describe('3.2 customer verification suffixes', () => {
  it('decides individuals by the last three characters of fullName', () => {
    expect(individualOutcomeForSuffix('Ada Lovelace001')).toMatchObject({
      to: 'PENDING',
      verificationSubmission: 'accepted',
    });
    expect(individualOutcomeForSuffix('002')).toMatchObject({ to: 'REJECTED', verificationSubmission: 400 });
    expect(individualOutcomeForSuffix('Bo003')).toMatchObject({ to: 'UNVERIFIED', verificationSubmission: 'accepted' });
    for (const other of ['Ada Lovelace', '004', '1001x', '']) {
      expect(individualOutcomeForSuffix(other)).toMatchObject({ to: 'APPROVED', verificationSubmission: 400 });
    }
  });

  it('decides businesses by the last three characters of the registration number', () => {
    expect(businessOutcomeForSuffix('HRB-002')).toMatchObject({ to: 'REJECTED', verificationStatus: 'REJECTED' });
    expect(businessOutcomeForSuffix('HRB-001')).toMatchObject({
      to: 'unchanged',
      verificationStatus: 'RESOLVE_ERRORS',
    });
    expect(businessOutcomeForSuffix('HRB-003')).toMatchObject({
      to: 'unchanged',
      verificationStatus: 'RESOLVE_ERRORS',
    });
    expect(businessOutcomeForSuffix('HRB-999')).toMatchObject({
      to: 'APPROVED',
      verificationStatus: 'APPROVED',
      validationSkipped: true,
    });
  });

  it('reads nothing but the suffix (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 3, maxLength: 3 }), (prefix, tail) => {
        expect(individualOutcomeForSuffix(prefix + tail)).toBe(individualOutcomeForSuffix(tail));
        expect(businessOutcomeForSuffix(prefix + tail)).toBe(businessOutcomeForSuffix(tail));
      }),
    );
  });

  it('only uses statuses the document names', () => {
    for (const row of stateMachineRows) {
      if (row.machine === 'individual-verification') expect(kycStatusesSeen).toContain(row.to);
      if (row.machine === 'business-verification' && row.to !== 'unchanged') expect(kybStatusesSeen).toContain(row.to);
    }
  });
});

describe('suffixOf', () => {
  it('takes the last characters, or the whole of a short value', () => {
    expect(suffixOf('abc001')).toBe('001');
    expect(suffixOf('ab')).toBe('ab');
    expect(suffixOf('abcd', 1)).toBe('d');
  });
});

describe('every row', () => {
  it('names at least one clause and keeps its section in part 3', () => {
    for (const row of stateMachineRows) {
      expect(row.clauses.length).toBeGreaterThan(0);
      expect(row.section.startsWith('3.')).toBe(true);
    }
  });
});
