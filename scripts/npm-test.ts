/**
 * `npm test`: the lint, the type check, the unit tests, the whole suite against the reference and the kill matrix, one after
 * another, stopping at the first that fails; then one line stating the verdict, so a log ends on it rather than on
 * the last file a step wrote.
 */
import { spawnSync } from 'node:child_process';

/** The steps, each an npm script with its arguments. */
const steps: readonly { readonly name: string; readonly args: readonly string[] }[] = [
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'type check', args: ['run', 'typecheck'] },
  { name: 'unit tests', args: ['run', 'test:unit'] },
  {
    name: 'conformance against the reference',
    args: ['run', 'conformance', '--', '--report-dir', 'reports/runs/test'],
  },
  // The run just before is the matrix's baseline: the suite passing the reference need not be shown twice.
  {
    name: 'kill matrix',
    args: [
      'run',
      'kill-matrix',
      '--',
      '--runs',
      '1',
      '--report-dir',
      'reports/runs/test',
      '--baseline',
      'reports/runs/test/results.json',
    ],
  },
];

const started = performance.now();
const minutes = (): string => ((performance.now() - started) / 60_000).toFixed(1);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
for (const [i, step] of steps.entries()) {
  const run = spawnSync(npm, step.args, { stdio: 'inherit' });
  const code = run.status ?? 1;
  if (code !== 0) {
    const why = run.signal !== null ? `killed by ${run.signal}` : `exit ${code}`;
    console.log(`npm test: FAIL at step ${i + 1} of ${steps.length}, ${step.name} (${why}), after ${minutes()} min`);
    process.exit(code === 0 ? 1 : code);
  }
}
console.log(`npm test: PASS, ${steps.map((s) => s.name).join(', ')} (${minutes()} min)`);
