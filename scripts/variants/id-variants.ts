/**
 * A wire variant whose identifiers are other values of the documented form: `<Type>:<uuid>` with version-7 uuids
 * (time-ordered) where the reference makes version-4 ones. Every uuid the server answers with is translated to one of
 * its own, one to one, and back wherever the client sends it (path, query, headers, bodies, multipart forms included),
 * and so are the webhook events, so that the server is consistent: every resource has one id, in answers and events.
 */
import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';
import { isJsonObject, rewriteJsonAnswers, type Json } from './json-answers.ts';
import { rewriteRequestBody } from './request-body.ts';
import type { Variant, WireRun } from './variant.ts';
import { webhookRelay } from './webhook-relay.ts';

/**
 * The uuid of an identifier, `<Type>:<uuid>` (the colon written or percent-encoded, as in a path): a uuid elsewhere in
 * a text (an e-mail address, a token the client made) is no identifier of the server's and is left as it is.
 */
const identifierUuid = /(?<=\b[A-Z][A-Za-z]*(?::|%3A))[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A version-7 uuid (RFC 9562): 48 bits of Unix milliseconds, the version, the variant, random bits. */
export function uuidV7(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A one-to-one translation between the server's uuids and the client's. */
export function uuidTranslation(make: () => string) {
  const toClient = new Map<string, string>();
  const toServer = new Map<string, string>();
  const pair = (server: string, client: string) => {
    toClient.set(server, client);
    toServer.set(client, server);
  };
  return {
    /** The server's uuids in `text` as the client knows them (new ones get a new value). */
    outward: (text: string): string =>
      text.replace(identifierUuid, (found) => {
        const uuid = found.toLowerCase();
        let mine = toClient.get(uuid);
        if (mine === undefined) {
          mine = make();
          pair(uuid, mine);
        }
        return mine;
      }),
    /**
     * The client's uuids in `text` as the server knows them. One the client made itself (an unknown id it tries, a
     * value it stores) is its own on both sides, so that the server echoes it unchanged.
     */
    inward: (text: string): string =>
      text.replace(identifierUuid, (found) => {
        const uuid = found.toLowerCase();
        const server = toServer.get(uuid);
        if (server !== undefined) return server;
        if (!toClient.has(uuid)) pair(uuid, uuid);
        return found;
      }),
  };
}

/**
 * What the client signs byte for byte, checked by the server against its own text: the signed-retry `payloadToSign`
 * and the ownership challenge's message (the production interface's `messageToSign`). Left as the server wrote them:
 * their content is not shown, and a client reads no identifier out of them.
 */
const keptAsSent: ReadonlySet<string> = new Set(['payloadToSign', 'messageToSign']);

function otherIds(run: WireRun, make: () => string): Middleware[] {
  const ids = uuidTranslation(make);
  const inward: Middleware = async (ctx, next) => {
    ctx.url = ids.inward(ctx.url);
    for (const [name, value] of Object.entries(ctx.request.headers)) {
      if (name === 'authorization' || value === undefined) continue;
      const translated = Array.isArray(value) ? value.map(ids.inward) : ids.inward(value);
      if (JSON.stringify(translated) !== JSON.stringify(value)) {
        ctx.request.headers[name] = translated;
        ctx.req.headersDistinct[name] = Array.isArray(translated) ? translated : [translated];
      }
    }
    const hasBody = ctx.get('Content-Length') !== '' || ctx.get('Transfer-Encoding') !== '';
    // A uuid is ASCII and keeps its length: multipart and JSON bodies alike are translated in their bytes.
    if (hasBody) await rewriteRequestBody(ctx, (bytes) => Buffer.from(ids.inward(bytes.toString('latin1')), 'latin1'));
    await next();
    const location = ctx.response.get('Location');
    if (typeof location === 'string') ctx.set('Location', ids.outward(location));
  };
  const translate = (value: Json, member?: string): Json => {
    if (member !== undefined && keptAsSent.has(member)) return value;
    if (typeof value === 'string') return ids.outward(value);
    if (Array.isArray(value)) return value.map((item) => translate(item));
    if (isJsonObject(value))
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, translate(item, name)]));
    return value;
  };
  const outward = rewriteJsonAnswers((body) => translate(body));
  const events = webhookRelay(
    run,
    (forward) => forward(),
    (bytes) => Buffer.from(ids.outward(bytes.toString('utf8')), 'utf8'),
  );
  return [...events, inward, outward];
}

export const idVariants: readonly Variant[] = [
  {
    id: 'identifiers-uuid-version-7',
    freedom: 'identifiers are `<Type>:<uuid>` with version-7 (time-ordered) uuids, in answers and events alike',
    leftOpenBy: {
      part: '2.6',
      wording:
        'Identifier forms seen: `Customer:<uuid>`, `InternalAccount:<uuid>`, `ExternalAccount:<uuid>`, `AuthMethod:<uuid>`, `Session:<uuid>`, `Quote:<uuid>`, `Request:<uuid>`.',
    },
    seam: 'wire',
    wire: (run) => otherIds(run, () => uuidV7()),
  },
];
