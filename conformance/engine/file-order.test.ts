import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileWeightsPath, longestFirst, longestFirstSequencer, readFileWeights } from './file-order.ts';

const weights = {
  'a.conformance.ts': { roundTrips: 10, requests: 500 },
  'b.conformance.ts': { roundTrips: 40, requests: 20 },
  'c.conformance.ts': { roundTrips: 10, requests: 100 },
};
const same = (name: string) => name;

describe('the order of suite files', () => {
  it('puts the longest first: by round trips against a deployment, by requests against the embedded reference', () => {
    const files = ['a.conformance.ts', 'b.conformance.ts', 'c.conformance.ts'];
    expect(longestFirst(files, same, weights, 'remote')).toEqual([
      'b.conformance.ts',
      'a.conformance.ts',
      'c.conformance.ts',
    ]);
    expect(longestFirst(files, same, weights, 'embedded')).toEqual([
      'a.conformance.ts',
      'c.conformance.ts',
      'b.conformance.ts',
    ]);
  });

  it('puts the files it does not know first, in their given order', () => {
    const files = ['c.conformance.ts', 'new-2.conformance.ts', 'b.conformance.ts', 'new-1.conformance.ts'];
    expect(longestFirst(files, same, weights, 'remote')).toEqual([
      'new-2.conformance.ts',
      'new-1.conformance.ts',
      'b.conformance.ts',
      'c.conformance.ts',
    ]);
  });

  it('gives vitest a sequencer that sorts specifications by their path under the suites directory, never shards', () => {
    const Sequencer = longestFirstSequencer('/suites', 'remote', weights);
    const sequencer = new Sequencer();
    const specs = ['/suites/a.conformance.ts', '/suites/b.conformance.ts'].map((moduleId) => ({ moduleId }));
    expect(sequencer.sort(specs).map((s) => s.moduleId)).toEqual([
      '/suites/b.conformance.ts',
      '/suites/a.conformance.ts',
    ]);
    expect(sequencer.shard(specs)).toBe(specs);
  });

  it('reads the weights beside it, and none from a missing or broken file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'file-order-'));
    writeFileSync(join(dir, 'broken.json'), '{');
    expect(readFileWeights(join(dir, 'missing.json'))).toEqual({});
    expect(readFileWeights(join(dir, 'broken.json'))).toEqual({});
    const committed = readFileWeights(fileWeightsPath);
    expect(Object.keys(committed).length).toBeGreaterThan(0);
    for (const weight of Object.values(committed)) {
      expect(Number.isInteger(weight.roundTrips) && weight.roundTrips >= 0).toBe(true);
      expect(Number.isInteger(weight.requests) && weight.requests >= 0).toBe(true);
    }
  });
});
