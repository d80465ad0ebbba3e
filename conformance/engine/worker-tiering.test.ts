import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * In a process of its own (V8's flags are the process's): a worker calls a small function 1000 times at a stretch
 * and reports after each stretch whether V8 has optimized it (synchronously: no background compilation).
 */
function stretchesOptimized(optimizeLater: boolean): boolean[] {
  const tiering = pathToFileURL(resolve(import.meta.dirname, 'worker-tiering.ts')).href;
  const script = `
    import { Worker } from 'node:worker_threads';
    import { optimizeLaterInWorkers } from ${JSON.stringify(tiering)};
    if (${optimizeLater}) optimizeLaterInWorkers();
    new Worker(\`
      function sum(a) { let s = 0; for (let i = 0; i < a.length; i++) s += a[i]; return s; }
      const a = [1, 2, 3, 4, 5, 6, 7, 8];
      const optimized = [];
      for (let stretch = 0; stretch < 20; stretch++) {
        for (let n = 0; n < 1000; n++) sum(a);
        optimized.push((%GetOptimizationStatus(sum) & 16) !== 0);
      }
      console.log(JSON.stringify(optimized));
    \`, { eval: true });
  `;
  const out = execFileSync(
    process.execPath,
    ['--allow-natives-syntax', '--no-concurrent-recompilation', '--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  return JSON.parse(out) as boolean[];
}

describe('optimizeLaterInWorkers', () => {
  it('leaves a function a worker calls a thousand times unoptimized, and optimizes it once it stays hot', () => {
    const byDefault = stretchesOptimized(false);
    const later = stretchesOptimized(true);
    expect(byDefault[0]).toBe(true);
    expect(later[0]).toBe(false);
    expect(later.at(-1)).toBe(true);
  });
});
