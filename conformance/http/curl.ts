/**
 * A copy-pasteable curl line for one recorded request.
 *
 * It is built from the already-redacted request, so it cannot carry a secret. Where the request used the run's own
 * credentials the line says so with shell variables (`-u "$CONFORMANCE_CLIENT_ID:$CONFORMANCE_CLIENT_SECRET"`), which
 * makes it runnable as it stands by whoever holds those credentials. A bearer token, the run's agent token or one an
 * agent got during the test, is `$CONFORMANCE_AGENT_TOKEN`.
 */

/** How the request authenticated, so that the curl line can use a placeholder instead of the redacted value. */
export type CurlAuth = 'platform' | 'agent' | 'other';

export interface CurlRequest {
  readonly method: string;
  readonly url: string;
  /** Redacted request headers, lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** Redacted body text. */
  readonly body?: string;
  /** Multipart form fields, when the body is a form: `name=value` or `name=@file;type=...`. */
  readonly formFields?: readonly string[];
  readonly auth: CurlAuth;
}

/** Quotes a word for a POSIX shell: single quotes, with embedded single quotes closed, escaped and reopened. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

export function curlLine(request: CurlRequest): string {
  const parts = ['curl', '-sS', '-X', request.method.toUpperCase(), shellQuote(request.url)];
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'authorization' && request.auth === 'platform') {
      parts.push('-u', '"$CONFORMANCE_CLIENT_ID:$CONFORMANCE_CLIENT_SECRET"');
    } else if (name === 'authorization' && request.auth === 'agent') {
      parts.push('-H', '"Authorization: Bearer $CONFORMANCE_AGENT_TOKEN"');
    } else if (name !== 'content-length' && !(request.formFields && name === 'content-type')) {
      // curl computes content-length itself, and sets a multipart content-type with its own boundary.
      parts.push('-H', shellQuote(`${name}: ${value}`));
    }
  }
  if (request.formFields) for (const field of request.formFields) parts.push('-F', shellQuote(field));
  else if (request.body !== undefined) parts.push('--data-raw', shellQuote(request.body));
  return parts.join(' ');
}
