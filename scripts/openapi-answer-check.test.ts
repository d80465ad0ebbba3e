/**
 * The answers of a real suite run against the embedded reference, checked against the exported OpenAPI document by a
 * generic OpenAPI answer check: every status declared (or `default`), every JSON body valid against its schema.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswerLog, type LoggedAnswer } from '../conformance/support/answer-log.ts';
import { OpenApiAnswerCheck } from './openapi-answer-check.ts';
import { exportedDocument } from './openapi-exported-document.ts';

const document = exportedDocument();

const withoutConformanceVariables = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('CONFORMANCE_')));
const check = new OpenApiAnswerCheck(document);

describe('the generic OpenAPI answer check', () => {
  it('accepts an answer of a declared status whose body fits its schema', () => {
    expect(check.check({ operationId: 'getCustomerById', status: 200, body: { customerType: 'INDIVIDUAL' } })).toEqual(
      [],
    );
  });

  it('refuses a status the operation does not declare, and holds any other to the default answer', () => {
    const bare = new OpenApiAnswerCheck({
      paths: { '/x': { get: { operationId: 'getX', responses: { '200': { description: 'ok' } } } } },
    });
    expect(bare.check({ operationId: 'getX', status: 201 })).toEqual([
      'getX answered 201: a status the operation does not declare',
    ]);
    const underDefault = check.check({ operationId: 'getCustomerById', status: 299, body: {} });
    expect(underDefault.join('\n')).toMatch(/answered 299 \(response default\).*required property 'code'/);
  });

  it('refuses a body breaking the schema, and an error body that is no envelope', () => {
    expect(check.check({ operationId: 'getCustomerById', status: 200, body: { customerType: 'ROBOT' } })).toHaveLength(
      1,
    );
    const problems = check.check({ operationId: 'getCustomerById', status: 404, body: { error: 'gone' } });
    expect(problems.join('\n')).toMatch(/answered 404 .*required property 'code'/);
  });

  it('refuses a body that is not JSON where JSON is declared, and an unknown operation', () => {
    expect(check.check({ operationId: 'getCustomerById', status: 200, notJson: true })).toHaveLength(1);
    expect(check.check({ operationId: 'noSuchOperation', status: 200 })).toEqual([
      'noSuchOperation: no such operation in the document',
    ]);
  });
});

describe('the answers of a suite run, against the exported document', () => {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-answers-'));
  let answers: LoggedAnswer[];
  let exitCode: number | null;

  beforeAll(() => {
    const file = join(dir, 'answers.jsonl');
    // Four areas: the ones whose schemas this check tightened, and the signed execution of a quote (202).
    const areas = ['customers', 'external-accounts', 'quotes', 'platform-config'].flatMap((a) => ['--only', a]);
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'conformance/cli/main.ts', 'run', ...areas, '--report-dir', dir, '--record-answers', file],
      // Against the embedded reference whatever the environment names (`CONFORMANCE_BASE_URL` and the like).
      { encoding: 'utf8', env: { ...withoutConformanceVariables(process.env), NO_COLOR: '1' } },
    );
    exitCode = run.status;
    answers = readAnswerLog(readFileSync(file, 'utf8'));
  }, 240_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes, and records the answers of many operations', () => {
    expect(exitCode).toBe(0);
    expect(new Set(answers.map((a) => a.operationId)).size).toBeGreaterThanOrEqual(30);
  });

  it('has every answer declared by its operation and valid against its schema', () => {
    const problems = answers.flatMap((answer) => check.check(answer));
    expect([...new Set(problems)]).toEqual([]);
    expect(answers.filter((a) => a.truncated).length).toBe(0);
  });
});
