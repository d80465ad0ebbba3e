import { describe, expect, it } from 'vitest';
import { sampleRegistry, sampleRun } from './fixtures.ts';
import { buildResults } from './matrix.ts';
import { toMarkdownSummary } from './markdown.ts';

const results = buildResults(sampleRun, sampleRegistry);
const summary = toMarkdownSummary(results);
const section = (title: string): string => summary.split(/^## /m).find((s) => s.startsWith(title)) ?? '';

describe('toMarkdownSummary', () => {
  it('starts with the verdict and the run header', () => {
    expect(summary.split('\n').slice(0, 8)).toEqual([
      '# Conformance summary: FAIL',
      '',
      '- Target: https://sandbox.example.test/2025-10-13 (sandbox profile)',
      '- Started: 2026-08-14T09:30:00.000Z',
      '- Duration: 12.3 s',
      '- Requests: 21',
      '- Answers checked against the document: 8 (violations: 1)',
      '- Seed: 42',
    ]);
  });

  it('counts clauses and tests', () => {
    expect(section('Clauses\n')).toContain('| 9 | 2 | 3 | 1 | 1 | 2 | 1 |');
    expect(summary).toContain('Tests: 3 pass, 2 fail, 1 error, 1 skip (of 7).');
  });

  it('tables failed and errored clauses with their tests and first reason', () => {
    const rows = section('Failed and errored clauses')
      .split('\n')
      .filter((l) => l.startsWith('| 2') || l.startsWith('| 3'));
    expect(rows.map((r) => r.split(' | ')[0])).toEqual([
      '| 2.1/currency-required',
      '| 2.9/early-field',
      '| 3.3/closed-to-closed-rejected',
      '| 2.10/late-field',
    ]);
    expect(rows[3]).toContain(
      'ERROR external-accounts/create.conformance.ts > create > late field: binding failed: create customer answered 500',
    );
  });

  it('lists unknown clause ids', () => {
    expect(section('Unknown clause ids (1)')).toContain(
      '| 9.9/not-in-registry | pass | errors/wallet.conformance.ts > missing signature |',
    );
  });

  it('counts clauses per part with the part names', () => {
    const parts = section('Clauses by part');
    expect(parts).toContain('| Part 2: Resources and their fields | 3 | 0 | 2 | 1 | 0 | 0 | 0 |');
    expect(parts).toContain('| Part 8: Limits | 1 | 0 | 0 | 0 | 0 | 1 | 1 |');
  });

  it('escapes hostile reasons so they cannot add links, HTML or table cells', () => {
    const row = summary.split('\n').find((l) => l.startsWith('| 3.3/closed-to-closed-rejected')) ?? '';
    expect(row).not.toContain('<script>');
    expect(row).not.toContain('](');
    expect(row).not.toMatch(/[\u0000\u001b]/);
    // Four cells: the hostile `|` in the reason is escaped.
    expect(row.split(/(?<!\\)\|/).length).toBe(6);
  });

  it('says None when nothing failed', () => {
    const passing = {
      ...sampleRun,
      tests: sampleRun.tests.filter((t) => t.outcome === 'pass' && t.clauses.every((c) => !c.startsWith('9.9'))),
    };
    const md = toMarkdownSummary(buildResults(passing, sampleRegistry));
    expect(md.startsWith('# Conformance summary: PASS')).toBe(true);
    expect(md).toContain('## Failed and errored clauses (0)\n\nNone.');
    expect(md).not.toContain('Unknown clause ids');
  });
});

describe('toMarkdownSummary, failed tests outside the registry', () => {
  it('lists failed tests that cite no registry clause', () => {
    const orphan = { ...sampleRun.tests[0]!, name: 'x.conformance.ts > orphan', clauses: [] };
    const md = toMarkdownSummary(buildResults({ ...sampleRun, tests: [orphan] }, sampleRegistry));
    expect(md).toContain('## Failed or errored tests citing no registry clause (1)');
    expect(md).toContain('| x.conformance.ts > orphan | FAIL | expected status 409, got 200 |');
  });
});
