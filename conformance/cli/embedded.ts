/**
 * The composition root of the embedded run: the only module of `conformance/` that knows the reference server. The
 * CLI imports it lazily, only when no `--base-url` is given, so the suite still ships and runs without `reference/`.
 */
import { randomBytes } from 'node:crypto';
import { defaultConfig } from '../../reference/config.ts';
import { startReference } from '../../reference/server.ts';

export interface EmbeddedReference {
  /** Base URL, ending in the version segment. */
  readonly url: string;
  readonly credentials: { readonly clientId: string; readonly clientSecret: string };
  close(): Promise<void>;
}

/**
 * Starts the reference in-process on an ephemeral loopback port, with a fresh random client id and secret (nobody
 * else can use it while it runs). Its operational log is dropped; its errors go to stderr, tagged.
 */
export async function startEmbeddedReference(): Promise<EmbeddedReference> {
  const credentials = {
    clientId: `conformance-${randomBytes(6).toString('hex')}`,
    clientSecret: randomBytes(24).toString('base64url'),
  };
  const running = await startReference({
    config: defaultConfig(credentials),
    port: 0,
    logger: {
      info: () => undefined,
      error: (message) => process.stderr.write(`[reference] ${message}\n`),
    },
  });
  return { url: running.url, credentials, close: () => running.close() };
}
