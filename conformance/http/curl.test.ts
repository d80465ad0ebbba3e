import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { curlLine, shellQuote } from './curl.ts';

describe('shellQuote', () => {
  it('round-trips any text through a POSIX shell', () => {
    for (const word of ["it's", 'a b', '$HOME', '"q"', 'back\\slash', "''", '\n']) {
      const echoed = execFileSync('sh', ['-c', `printf %s ${shellQuote(word)}`]).toString();
      expect(echoed).toBe(word);
    }
  });
});

describe('curlLine', () => {
  it('uses shell variables for the run credentials instead of the redacted header', () => {
    const line = curlLine({
      method: 'post',
      url: 'https://api.test/2025-10-13/customers',
      headers: { authorization: 'Basic <redacted>', 'content-type': 'application/json', 'content-length': '2' },
      body: '{}',
      auth: 'platform',
    });
    expect(line).toBe(
      `curl -sS -X POST 'https://api.test/2025-10-13/customers' -u "$CONFORMANCE_CLIENT_ID:$CONFORMANCE_CLIENT_SECRET" -H 'content-type: application/json' --data-raw '{}'`,
    );
  });

  it('uses the agent token variable for agent calls', () => {
    const line = curlLine({
      method: 'GET',
      url: 'https://a/x',
      headers: { authorization: 'Bearer <redacted>' },
      auth: 'agent',
    });
    expect(line).toBe(`curl -sS -X GET 'https://a/x' -H "Authorization: Bearer $CONFORMANCE_AGENT_TOKEN"`);
  });

  it('keeps an explicit (redacted) Authorization header as it was recorded', () => {
    const line = curlLine({
      method: 'GET',
      url: 'https://a/x',
      headers: { authorization: 'Digest <redacted>' },
      auth: 'other',
    });
    expect(line).toContain(`-H 'authorization: Digest <redacted>'`);
  });

  it('writes multipart fields with -F and lets curl choose the boundary', () => {
    const line = curlLine({
      method: 'POST',
      url: 'https://a/documents',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      formFields: ['documentType=PASSPORT', 'file=@scan.png;type=image/png'],
      auth: 'other',
    });
    expect(line).toBe(
      `curl -sS -X POST 'https://a/documents' -F 'documentType=PASSPORT' -F 'file=@scan.png;type=image/png'`,
    );
  });
});
