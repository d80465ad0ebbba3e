/**
 * The example binding loaded by the real CLI with --binding, against a deployment with other shapes: the reference
 * behind a proxy that renames the members of the end-user terms answer (`url`, `version` become `termsUrl`,
 * `termsVersion`; the document names neither). Without the binding the test reading the terms cannot be set up
 * (error); with it, it passes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readResults, runCapturedCli } from '../../conformance/cli/captured-cli.ts';
import { startEmbeddedReference, type EmbeddedReference } from '../../conformance/cli/embedded.ts';

const root = mkdtempSync(join(tmpdir(), 'conformance-binding-'));
let reference: EmbeddedReference;
let proxy: Server;
let proxyUrl: string;

/** Forwards every request to the reference; renames the members of the end-user terms answer. */
function renamingProxy(target: string): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'connection'),
      );
      const body = chunks.length === 0 ? null : Buffer.concat(chunks);
      request(`${target}${req.url ?? '/'}`, {
        method: req.method as 'GET',
        headers: headers as Record<string, string>,
        body,
      })
        .then(async (answer) => {
          let text = await answer.body.text();
          if (
            req.method === 'GET' &&
            (req.url ?? '').endsWith('/customers/end-user-terms') &&
            answer.statusCode === 200
          ) {
            const { url, version, ...rest } = JSON.parse(text) as Record<string, unknown>;
            text = JSON.stringify({ ...rest, termsUrl: url, termsVersion: version });
          }
          const contentType = answer.headers['content-type'];
          res.writeHead(answer.statusCode, contentType === undefined ? {} : { 'content-type': String(contentType) });
          res.end(text);
        })
        .catch(() => {
          res.writeHead(502);
          res.end();
        });
    });
  });
}

beforeAll(async () => {
  reference = await startEmbeddedReference();
  const origin = new URL(reference.url).origin;
  proxy = renamingProxy(origin);
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}${new URL(reference.url).pathname}`;
});
afterAll(async () => {
  await new Promise((done) => proxy.close(done));
  await reference.close();
  rmSync(root, { recursive: true, force: true });
});

const terms = 'customers/customers.conformance.ts';

async function runWith(extra: string[], dir: string) {
  return runCapturedCli(
    [
      'run',
      '--base-url',
      proxyUrl,
      '--client-id',
      reference.credentials.clientId,
      '--only',
      '4.3/end-user-terms-url-and-version',
      '--report-dir',
      join(root, dir),
      ...extra,
    ],
    { CONFORMANCE_CLIENT_SECRET: reference.credentials.clientSecret },
  );
}

describe('the example binding, loaded with --binding', () => {
  it('without it, the renamed answer cannot be read: the test errors (no verdict), exit 1', async () => {
    const run = await runWith([], 'default');
    expect(run.code).toBe(1);
    const tests = readResults(join(root, 'default')).tests.filter((t) => t.file === terms);
    expect(tests.map((t) => t.outcome)).toEqual(['error']);
    expect(tests[0]?.reason).toContain('binding: the end-user terms answer has no string "url" and "version"');
  }, 240_000);

  it('with it, the same deployment passes', async () => {
    const run = await runWith(['--binding', resolve(import.meta.dirname, 'renamed-terms-binding.ts')], 'example');
    expect(run.code, run.err.join('\n')).toBe(0);
    const tests = readResults(join(root, 'example')).tests.filter((t) => t.file === terms);
    expect(tests.map((t) => t.outcome)).toEqual(['pass']);
  }, 240_000);
});
