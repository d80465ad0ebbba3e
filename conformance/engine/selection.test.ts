import { describe, expect, it } from 'vitest';
import type { Clause } from '../../spec/clauses/types.ts';
import {
  isSelected,
  productionSkipReason,
  sandboxTimeSkipReason,
  skipReason,
  slowSkipReason,
  type DeclaredTest,
} from './selection.ts';

const registry: Clause[] = [
  { id: '5/basic-auth', section: '5', title: 'basic', area: 'auth', testability: 'black-box' },
  { id: '7.3/conflict-generic', section: '7.3', title: 'conflict', area: 'errors', testability: 'black-box' },
  { id: '4.5/suffix', section: '4.5', title: 'suffix', area: 'sandbox', testability: 'sandbox-only' },
  { id: '4.5/suffix-2', section: '4.5', title: 'suffix 2', area: 'sandbox', testability: 'sandbox-only' },
  {
    id: '8/delay',
    section: '8',
    title: 'delay',
    area: 'sandbox',
    testability: 'sandbox-only',
    slow: true,
    reason: '6 min',
  },
];
const lookup = (id: string) => registry.find((c) => c.id === id);
const test = (clauses: string[], extra: Partial<DeclaredTest> = {}): DeclaredTest => ({ clauses, tags: [], ...extra });

describe('isSelected', () => {
  const none = { only: [], skip: [] };
  it('selects everything when nothing is asked', () => {
    expect(isSelected(test(['5/basic-auth']), none, lookup)).toBe(true);
  });
  it('matches an area by the describeArea of the test or by the area of a cited clause', () => {
    expect(isSelected(test(['5/basic-auth'], { area: 'customers' }), { only: ['customers'], skip: [] }, lookup)).toBe(
      true,
    );
    expect(isSelected(test(['5/basic-auth'], { area: 'customers' }), { only: ['auth'], skip: [] }, lookup)).toBe(true);
    expect(isSelected(test(['5/basic-auth'], { area: 'customers' }), { only: ['cards'], skip: [] }, lookup)).toBe(
      false,
    );
  });
  it('matches a clause id by citation', () => {
    const t = test(['5/basic-auth', '7.3/conflict-generic']);
    expect(isSelected(t, { only: ['7.3/conflict-generic'], skip: [] }, lookup)).toBe(true);
    expect(isSelected(t, { only: ['4.5/suffix'], skip: [] }, lookup)).toBe(false);
  });
  it('drops a test when any skip item matches, even if only also matches', () => {
    const t = test(['5/basic-auth', '7.3/conflict-generic'], { area: 'auth' });
    expect(isSelected(t, { only: ['auth'], skip: ['7.3/conflict-generic'] }, lookup)).toBe(false);
    expect(isSelected(t, { only: [], skip: ['errors'] }, lookup)).toBe(false);
    expect(isSelected(t, { only: [], skip: ['cards'] }, lookup)).toBe(true);
  });
});

describe('skipReason', () => {
  const sandbox = { profile: 'sandbox' as const, includeSlow: false };
  const production = { profile: 'production' as const, includeSlow: false };
  it('skips sandbox-only tests under the production profile: by tag, or when every clause is sandbox-only', () => {
    expect(skipReason(test(['5/basic-auth'], { tags: ['sandbox-only'] }), production, lookup)).toBe(
      productionSkipReason,
    );
    expect(skipReason(test(['4.5/suffix', '4.5/suffix-2']), production, lookup)).toBe(productionSkipReason);
    expect(skipReason(test(['4.5/suffix', '5/basic-auth']), production, lookup)).toBeUndefined();
    expect(skipReason(test(['4.5/suffix']), sandbox, lookup)).toBeUndefined();
  });
  it('skips slow tests unless asked: by tag, or when any clause is slow', () => {
    expect(skipReason(test(['5/basic-auth'], { tags: ['slow'] }), sandbox, lookup)).toBe(slowSkipReason);
    expect(skipReason(test(['8/delay', '4.5/suffix']), sandbox, lookup)).toBe(slowSkipReason);
    expect(skipReason(test(['8/delay']), { profile: 'sandbox', includeSlow: true }, lookup)).toBeUndefined();
  });
  it('runs a test that lets sandbox time pass where the suite can advance the clock, even on a slow clause; elsewhere it is slow', () => {
    const withClock = { ...sandbox, sandboxClockUrl: 'http://127.0.0.1:1' };
    const waits = test(['8/delay'], { tags: ['sandbox-time'] });
    expect(skipReason(waits, withClock, lookup)).toBeUndefined();
    expect(skipReason(test(['5/basic-auth'], { tags: ['sandbox-time'] }), sandbox, lookup)).toBe(sandboxTimeSkipReason);
    expect(skipReason(waits, sandbox, lookup)).toBe(sandboxTimeSkipReason);
    expect(skipReason(waits, { ...sandbox, includeSlow: true }, lookup)).toBeUndefined();
    // A clock compresses waiting, nothing else: a test tagged slow stays slow, and a slow clause without the tag too.
    expect(skipReason(test(['5/basic-auth'], { tags: ['sandbox-time', 'slow'] }), withClock, lookup)).toBe(
      slowSkipReason,
    );
    expect(skipReason(test(['8/delay']), withClock, lookup)).toBe(slowSkipReason);
  });
});
