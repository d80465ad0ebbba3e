import { describe, expect, it } from 'vitest';
import { clauseById } from '../../spec/clauses/index.ts';
import { documentRules } from '../../reference/rules.ts';
import { deviantsByArea } from './areas.generated.ts';
import { deviantById, deviantCatalogue, deviantFamilies } from './catalogue.ts';
import { seamDeviants } from './seams/index.ts';

describe('the deviant catalogue', () => {
  it('holds at least 40 deviants with unique kebab-case ids, every family represented', () => {
    expect(deviantCatalogue.length).toBeGreaterThanOrEqual(40);
    const ids = deviantCatalogue.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const family of deviantFamilies)
      expect(
        deviantCatalogue.some((d) => d.family === family),
        family,
      ).toBe(true);
  });

  it("gives each deviant its file's area as family", () => {
    for (const [area, deviants] of Object.entries(deviantsByArea))
      for (const d of deviants) expect(d.family, d.id).toBe(area);
  });

  it('names a testable registry clause for each deviant, and replaces at least one rule', () => {
    for (const deviant of deviantCatalogue) {
      expect(clauseById(deviant.breaks).testability, deviant.id).not.toBe('not-testable');
      const replaced = Object.keys(deviant.rules);
      expect(replaced.length, deviant.id).toBeGreaterThan(0);
      for (const key of replaced) {
        expect(key in documentRules, `${deviant.id}: ${key}`).toBe(true);
        expect(
          deviant.rules[key as keyof typeof deviant.rules],
          `${deviant.id}: ${key} differs from the document`,
        ).not.toBe(documentRules[key as keyof typeof documentRules]);
      }
    }
  });

  it('finds a deviant by id and refuses an unknown one', () => {
    expect(deviantById(deviantCatalogue[0]!.id)).toBe(deviantCatalogue[0]);
    expect(() => deviantById('no-such-deviant')).toThrow(/unknown deviant/);
  });
});

describe('seam-built deviants', () => {
  it('each lands in the catalogue through its area file', () => {
    const missing = seamDeviants.filter((deviant) => !deviantCatalogue.includes(deviant)).map((d) => d.id);
    expect(missing).toEqual([]);
  });
});
