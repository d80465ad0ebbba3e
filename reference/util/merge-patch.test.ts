import { describe, expect, it } from 'vitest';
import { mergePatch } from './merge-patch.ts';

describe('mergePatch (RFC 7396)', () => {
  it('merges objects member by member, removes on null, replaces arrays and scalars', () => {
    const target = { a: 1, nested: { keep: 'k', change: 'old', drop: 'd' }, list: [1, 2] };
    const patched = mergePatch(target, { a: 2, nested: { change: 'new', drop: null }, list: [3], added: true });
    expect(patched).toEqual({ a: 2, nested: { keep: 'k', change: 'new' }, list: [3], added: true });
    expect(target).toEqual({ a: 1, nested: { keep: 'k', change: 'old', drop: 'd' }, list: [1, 2] });
  });

  it('never reaches a prototype through a __proto__ member', () => {
    const patch = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}') as unknown;
    const patched = mergePatch({}, patch) as Record<string, unknown>;
    expect(patched).toEqual({ x: 1 });
    expect(Object.getPrototypeOf(patched)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('merges a patch nested 100,000 levels deep without exhausting the stack', () => {
    let patch: Record<string, unknown> = { leaf: true, gone: null };
    for (let i = 0; i < 100_000; i += 1) patch = { a: patch };
    let merged = mergePatch({ a: { kept: 1 } }, patch) as Record<string, unknown>;
    expect((merged['a'] as Record<string, unknown>)['kept']).toBe(1);
    for (let i = 0; i < 100_000; i += 1) merged = merged['a'] as Record<string, unknown>;
    expect(merged).toEqual({ leaf: true });
  });
});
