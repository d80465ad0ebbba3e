/**
 * Redaction of secrets from everything the suite records (exchanges, curl lines, counterexamples).
 *
 * Two complementary nets: known secret values (the client secret, the agent token, keys a test registers) are
 * replaced wherever they appear, in their raw, URL-encoded, JSON-escaped and base64 forms; and values that are secret
 * by their place (an `Authorization` header, the wallet signature header, a JSON member named like a token or a
 * password, a PEM private key) are replaced whatever they hold, so that a secret nobody registered still cannot leak.
 */

/** What replaces a redacted value. Stable, so that reports and tests can recognise it. */
export const REDACTED = '<redacted>';

/** Secrets shorter than this are not searched for in free text (a one-letter secret would blank every word). */
export const MIN_SECRET_LENGTH = 4;

const alwaysSecretHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);

/**
 * JSON member (and query parameter) names whose value is a secret, compared lower-case with `_` and `-` removed:
 * `accessToken`, `access_token`, `oidcToken`, `otp_code`, `clientSecret`, `privateKey`, `password`...
 */
export function isSecretMemberName(name: string): boolean {
  const n = name.toLowerCase().replace(/[-_]/g, '');
  return (
    n.endsWith('token') ||
    n.includes('secret') ||
    n.includes('password') ||
    n.includes('passphrase') ||
    n.includes('privatekey') ||
    n === 'otp' ||
    n === 'otpcode' ||
    n === 'apikey'
  );
}

const pemPrivateKey = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY-----/g;

export interface RedactorOptions {
  /** Values to hide wherever they appear. */
  readonly secrets?: readonly (string | undefined)[];
  /** Header whose value is a wallet signature (stamp); redacted whole. */
  readonly walletSignatureHeader?: string;
}

export class Redactor {
  readonly #needles = new Set<string>();
  #sorted: string[] = [];
  readonly #secretHeaders: Set<string>;

  constructor(options: RedactorOptions = {}) {
    this.#secretHeaders = new Set(alwaysSecretHeaders);
    if (options.walletSignatureHeader) this.#secretHeaders.add(options.walletSignatureHeader.toLowerCase());
    for (const s of options.secrets ?? []) if (s !== undefined) this.addSecret(s);
  }

  /** Hides `value` (and its encoded forms) from now on. Values shorter than MIN_SECRET_LENGTH are ignored here. */
  addSecret(value: string): void {
    if (value.length < MIN_SECRET_LENGTH) return;
    const forms = [
      value,
      encodeURIComponent(value),
      JSON.stringify(value).slice(1, -1),
      Buffer.from(value, 'utf8').toString('base64'),
      Buffer.from(value, 'utf8').toString('base64url'),
    ];
    for (const form of forms) if (form.length >= MIN_SECRET_LENGTH) this.#needles.add(form);
    // Longest first, so that a secret containing another is replaced whole.
    this.#sorted = [...this.#needles].sort((a, b) => b.length - a.length);
  }

  /** Free text: known secrets and PEM private keys replaced. */
  text(input: string): string {
    let out = input.replace(pemPrivateKey, REDACTED);
    for (const needle of this.#sorted) if (out.includes(needle)) out = out.split(needle).join(REDACTED);
    return out;
  }

  /** A body: JSON members with secret names replaced (when the body is JSON), then as free text. */
  body(input: string): string {
    let parsed: unknown;
    try {
      parsed = JSON.parse(input);
    } catch {
      return this.text(input);
    }
    if (typeof parsed !== 'object' || parsed === null) return this.text(input);
    const [changed, value] = redactJson(parsed);
    // Keep the body byte-for-byte when nothing was secret by name: the exact bytes matter when debugging.
    return this.text(changed ? JSON.stringify(value) : input);
  }

  /** One header value, knowing its name. `Authorization: Basic xyz` keeps its scheme: `Basic <redacted>`. */
  header(name: string, value: string): string {
    const lower = name.toLowerCase();
    if (lower === 'authorization' || lower === 'proxy-authorization') {
      const scheme = /^\s*([A-Za-z][A-Za-z0-9._~+/-]*)\s+\S/.exec(value);
      return scheme ? `${scheme[1]} ${REDACTED}` : REDACTED;
    }
    if (this.#secretHeaders.has(lower)) return REDACTED;
    return this.text(value);
  }

  headers(headers: Readonly<Record<string, string>>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) out[name] = this.header(name, value);
    return out;
  }

  /** A URL: user info, query parameters with secret names and known secrets replaced. */
  url(input: string): string {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      return this.text(input);
    }
    if (url.username) url.username = REDACTED;
    if (url.password) url.password = REDACTED;
    for (const key of [...new Set(url.searchParams.keys())]) {
      if (isSecretMemberName(key)) {
        const count = url.searchParams.getAll(key).length;
        url.searchParams.delete(key);
        for (let i = 0; i < count; i += 1) url.searchParams.append(key, REDACTED);
      }
    }
    return this.text(url.toString());
  }
}

/** Replaces the values of secret-named members, at any depth. Returns whether anything changed. */
function redactJson(value: unknown): [boolean, unknown] {
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item) => {
      const [c, v] = redactJson(item);
      changed ||= c;
      return v;
    });
    return [changed, out];
  }
  if (typeof value === 'object' && value !== null) {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      if (isSecretMemberName(key) && member !== null && member !== '') {
        out[key] = REDACTED;
        changed = true;
      } else {
        const [c, v] = redactJson(member);
        changed ||= c;
        out[key] = v;
      }
    }
    return [changed, out];
  }
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    // A JSON document carried as a string member (signed payloads, bundles, echoed bodies).
    let inner: unknown;
    try {
      inner = JSON.parse(value);
    } catch {
      return [false, value];
    }
    const [changed, redacted] = redactJson(inner);
    return changed ? [true, JSON.stringify(redacted)] : [false, value];
  }
  return [false, value];
}
