import { describe, expect, it } from 'vitest';
import { operations } from '../operations.ts';
import { productionOperations } from './operations.ts';
import { productionSchemas } from './schemas.ts';

/** The component names a schema refers to, discriminator mappings included. */
function referredNames(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) referredNames(item, into);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.add(value.replace('#/components/schemas/', ''));
      else if (key === 'mapping' && value !== null && typeof value === 'object') {
        for (const target of Object.values(value)) into.add(String(target).replace('#/components/schemas/', ''));
      } else referredNames(value, into);
    }
  }
  return into;
}

describe("the copy of production's operations", () => {
  it('holds every operation of spec/ (which the reference serves) at the same method and path', () => {
    const missing = operations
      .filter((o) => {
        const copy = productionOperations[o.id];
        return copy === undefined || copy.method !== o.method || copy.path !== o.path;
      })
      .map((o) => `${o.id} ${o.method.toUpperCase()} ${o.path}`);
    expect(missing).toEqual([]);
  });

  it("holds all of production's 153 operations (version 2025-10-13), each at its own method and path", () => {
    const entries = Object.values(productionOperations);
    expect(entries).toHaveLength(153);
    expect(new Set(entries.map((o) => `${o.method} ${o.path}`)).size).toBe(entries.length);
    for (const o of entries) expect(o.path).toMatch(/^\//);
  });

  it('holds every schema its responses reach, and none they do not reach', () => {
    const reached = new Set<string>();
    const pending = [
      ...referredNames(
        Object.values(productionOperations).map((o) => o.responses),
        new Set(),
      ),
    ];
    while (pending.length > 0) {
      const name = pending.pop()!;
      if (reached.has(name)) continue;
      reached.add(name);
      expect(productionSchemas[name], `schema ${name}`).toBeDefined();
      pending.push(...referredNames(productionSchemas[name], new Set()));
    }
    expect(Object.keys(productionSchemas).filter((name) => !reached.has(name))).toEqual([]);
  });
});
