import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { printScores, renamedPaths } from './mutation-score-cli.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mutation-score-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const at = { start: { line: 3, column: 7 } };

async function report(name: string, files: Record<string, string[]>): Promise<string> {
  const path = join(dir, name);
  const data = {
    schemaVersion: '2',
    files: Object.fromEntries(
      Object.entries(files).map(([file, statuses]) => [
        file,
        {
          source: '',
          mutants: statuses.map((status, i) => ({
            id: `${file}-${i}`,
            mutatorName: 'BlockStatement',
            replacement: '{}',
            status,
            location: at,
          })),
        },
      ]),
    ),
  };
  await writeFile(path, JSON.stringify(data));
  return path;
}

describe('printScores', () => {
  test('lists the timed-out mutants apart when asked: detected in the score, but to be read', async () => {
    const one = await report('scope-sca.json', { 'reference/sca/a.ts': ['Killed', 'Timeout', 'Survived'] });
    const lines: string[] = [];
    await printScores(one, { survivors: false, timeouts: true }, (line) => lines.push(line));
    const listed = lines.slice(lines.indexOf('Timed-out mutants (counted as detected):') + 1);
    expect(listed).toEqual(['reference/sca/a.ts:3:7  Timeout  BlockStatement  {}']);
    const without: string[] = [];
    await printScores(one, { survivors: false }, (line) => without.push(line));
    expect(without.some((line) => line.includes('Timeout  BlockStatement'))).toBe(false);
  });
  test('reads several reports as one: per module, per directory and overall, survivors listed', async () => {
    const first = await report('scope-customers.json', { 'reference/customers/a.ts': ['Killed', 'Survived'] });
    const second = await report('scope-http.json', { 'reference/http/b.ts': ['Killed', 'NoCoverage'] });
    const lines: string[] = [];
    await printScores([first, second], { survivors: true }, (line) => lines.push(line));
    const text = lines.join('\n');
    expect(text).toContain(`(${first}, ${second})`);
    expect(lines.find((l) => l.startsWith('reference/customers/a.ts'))).toMatch(/\s50\.0\s+50\.0\s+1\s+0\s+1\s+0\s/);
    expect(lines.find((l) => l.startsWith('reference/http ') || l.startsWith('reference/http  '))).toMatch(
      /\s50\.0\s+100\.0\s/,
    );
    expect(lines.find((l) => l.startsWith('all'))).toMatch(/^all\s+50\.0\s+66\.7\s+2\s+0\s+1\s+1\s/);
    expect(text).toContain('reference/customers/a.ts:3:7  Survived  BlockStatement  {}');
    expect(text).toContain('reference/http/b.ts:3:7  NoCoverage  BlockStatement  {}');
  });

  test('a single path still works; an unreadable report is named in the error', async () => {
    const one = await report('mutation.json', { 'x.ts': ['Killed'] });
    const lines: string[] = [];
    await printScores(one, { survivors: false }, (line) => lines.push(line));
    expect(lines.some((l) => l.startsWith('all') && l.includes('100.0'))).toBe(true);
    await expect(printScores([one, join(dir, 'missing.json')], { survivors: false }, () => undefined)).rejects.toThrow(
      'missing.json',
    );
  });
});

describe('printScores --domains', () => {
  test('one row per domain directory, those below the target marked, the unmeasured ones named', async () => {
    const first = await report('scope-customers.json', { 'reference/customers/a.ts': ['Killed', 'Survived'] });
    const second = await report('scope-http.json', {
      'reference/http/x/b.ts': ['Killed', 'Killed', 'Killed', 'Killed', 'Timeout', 'Ignored'],
    });
    const lines: string[] = [];
    const options = { survivors: false, domainsOnly: true, expectedDomains: ['reference/agents'] };
    await printScores([first, second], options, (line) => lines.push(line));
    expect(lines.some((l) => l.startsWith('Mutation score per module'))).toBe(false);
    expect(lines.find((l) => l.startsWith('reference/customers'))).toMatch(
      /^reference\/customers\s+50\.0\s+50\.0\s+1\s+1\s+0\s+0\s+2\s+0\s+0\s+< 80 %$/,
    );
    expect(lines.find((l) => l.startsWith('reference/http'))).toMatch(
      /^reference\/http\s+100\.0\s+100\.0\s+4\s+0\s+0\s+1\s+5\s+1\s+0\s+ok$/,
    );
    expect(lines.find((l) => l.startsWith('reference/agents'))).toMatch(
      /^reference\/agents\s+n\/a\s+n\/a\s+0\s+0\s+0\s+0\s+0\s+0\s+0\s+not measured$/,
    );
  });
});

describe('renamedPaths', () => {
  test('maps every old path to one that exists', () => {
    const missing = Object.values(renamedPaths()).filter((path) => !existsSync(path));
    expect(missing).toEqual([]);
  });
});
