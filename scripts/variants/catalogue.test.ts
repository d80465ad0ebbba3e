import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSuitesDir } from '../../conformance/engine/run.ts';
import { documentRules } from '../../reference/rules.ts';
import { deviantCatalogue } from '../deviants/catalogue.ts';
import { variantById, variantCatalogue } from './catalogue.ts';
import { compositesOf, compositeVariant } from './composite.ts';
import { variantSeams, wireRun } from './variant.ts';

describe('the conformant variant catalogue', () => {
  it('holds at least 25 variants with unique kebab-case ids, none shared with a deviant', () => {
    expect(variantCatalogue.length).toBeGreaterThanOrEqual(25);
    const ids = variantCatalogue.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const composite of compositesOf(variantCatalogue)) expect(ids).not.toContain(composite.id);
    const deviantIds = new Set(deviantCatalogue.map((d) => d.id));
    for (const id of ids) expect(deviantIds.has(id), id).toBe(false);
  });

  it('names for each variant the freedom it takes and the document wording that leaves it open', () => {
    for (const variant of variantCatalogue) {
      expect(variant.freedom.length, variant.id).toBeGreaterThan(20);
      // A part of the document (`4.2`, `3.4, 8`), and its words quoted as the document writes them.
      expect(variant.leftOpenBy.part, variant.id).toMatch(/^\d+(\.\d+)?(, \d+(\.\d+)?)*$/);
      expect(variant.leftOpenBy.wording.length, variant.id).toBeGreaterThan(20);
    }
  });

  it('builds each variant through its seam, and through that seam only', () => {
    for (const variant of variantCatalogue) {
      expect(variantSeams, variant.id).toContain(variant.seam);
      const seams = { wire: variant.wire, rules: variant.rules, configuration: variant.configure };
      const taken = Object.entries(seams)
        .filter(([, value]) => value !== undefined)
        .map(([seam]) => seam);
      expect(taken, variant.id).toEqual([variant.seam]);
      for (const key of Object.keys(variant.rules ?? {})) {
        expect(key in documentRules, `${variant.id}: ${key}`).toBe(true);
        expect(
          variant.rules?.[key as keyof typeof documentRules],
          `${variant.id}: ${key} differs from the document's`,
        ).not.toEqual(documentRules[key as keyof typeof documentRules]);
      }
      if (variant.wire !== undefined) expect(variant.wire(wireRun()).length, variant.id).toBeGreaterThan(0);
    }
  });

  it('runs alone, with suite files that exist, only the variants costing time on every request', () => {
    const alone = variantCatalogue.filter((v) => v.aloneWith !== undefined);
    expect(alone.map((v) => v.id).sort()).toEqual([
      'connection-closed-after-every-answer',
      'rate-limited-now-and-then',
      'slower-answers',
    ]);
    for (const variant of alone) {
      expect(variant.aloneWith!.length, variant.id).toBeGreaterThan(0);
      for (const file of variant.aloneWith!)
        expect(existsSync(resolve(defaultSuitesDir, file)), `${variant.id}: ${file}`).toBe(true);
    }
  });

  it('faces the whole suite in one composite, the variants taking one freedom otherwise dealt its answers', () => {
    const composites = compositesOf(variantCatalogue);
    expect(composites).toHaveLength(1);
    const composite = compositeVariant(composites[0]!.id, composites[0]!.members);
    const keys = new Set(variantCatalogue.flatMap((v) => (v.exclusive === undefined ? [] : [v.exclusive])));
    for (const key of keys) {
      const sharing = variantCatalogue.filter((v) => v.exclusive === key);
      expect(sharing.length, `${key} names one freedom taken otherwise by two variants at least`).toBeGreaterThan(1);
      for (const variant of sharing) expect(composite.shown.has(variant.id), variant.id).toBe(true);
    }
    // Dealt by item: the middleware asks which items it takes; the rules and configuration are dealt read by read.
    for (const variant of variantCatalogue.filter((v) => v.dealtBy === 'item')) {
      expect(variant.exclusive, variant.id).toBeDefined();
      expect(variant.seam, variant.id).toBe('wire');
    }
  });

  it('finds a variant by id and refuses an unknown one', () => {
    expect(variantById(variantCatalogue[0]!.id)).toBe(variantCatalogue[0]);
    expect(() => variantById('no-such-variant')).toThrow(/unknown variant/);
  });
});
