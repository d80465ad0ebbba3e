import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { planReplay, replay, substituted, type RecordedExchange } from './replay.ts';

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

/**
 * A tiny server of customers and tokens, as the recording and the replay see it: it mints a fresh id for each create
 * and knows only the ids it minted itself.
 */
function fakeServer() {
  const customers = new Set<string>();
  const tokens = new Set<string>();
  return async (r: { method: string; path: string; headers: Record<string, string>; body?: Buffer }) => {
    await new Promise((done) => setTimeout(done, Math.random() * 3));
    if (r.method === 'POST' && r.path === '/customers') {
      const id = `Customer:${randomUUID()}`;
      customers.add(id);
      return { status: 201, body: json({ id, status: 'PENDING', echo: JSON.parse(r.body!.toString()) }) };
    }
    if (r.method === 'POST' && r.path === '/tokens') {
      const token = randomUUID();
      tokens.add(token);
      return { status: 200, body: json({ data: [{ token }] }) };
    }
    if (r.method === 'GET' && r.path.startsWith('/customers/')) {
      const id = decodeURIComponent(r.path.slice('/customers/'.length).split('?')[0]!);
      if (!customers.has(id)) return { status: 404, body: json({ status: 404 }) };
      if (!tokens.has((r.headers['authorization'] ?? '').replace(/^Bearer /, '')))
        return { status: 401, body: json({ status: 401 }) };
      return { status: 200, body: json({ id }) };
    }
    if (r.method === 'POST' && r.path === '/links') {
      const { customerId } = JSON.parse(r.body!.toString()) as { customerId: string };
      return customers.has(customerId) ? { status: 201, body: json({}) } : { status: 404, body: json({}) };
    }
    return { status: 400, body: json({ status: 400 }) };
  };
}

/** Records `count` flows (create, token, read, link) through `send`, one after another, as a recording proxy would. */
async function record(
  send: ReturnType<typeof fakeServer>,
  count: number,
  extra: (i: number) => RecordedExchange[] = () => [],
) {
  const recorded: RecordedExchange[] = [];
  const exchange = async (method: string, path: string, headers: Record<string, string>, body?: Buffer) => {
    const answer = await send({ method, path, headers, ...(body === undefined ? {} : { body }) });
    recorded.push({
      method,
      path,
      headers,
      ...(body === undefined ? {} : { body }),
      status: answer.status,
      answer: answer.body,
    });
    return JSON.parse(answer.body.toString()) as Record<string, unknown>;
  };
  for (let i = 0; i < count; i += 1) {
    const created = await exchange(
      'POST',
      '/customers',
      {},
      json({ platformCustomerId: `platform-${i}-0001`, status: 'PENDING' }),
    );
    const id = created['id'] as string;
    const token = ((await exchange('POST', '/tokens', {}, json({}))) as { data: { token: string }[] }).data[0]!.token;
    await exchange('GET', `/customers/${encodeURIComponent(id)}?expand=all`, { authorization: `Bearer ${token}` });
    await exchange('POST', '/links', {}, json({ customerId: id }));
    recorded.push(...extra(i));
  }
  return recorded;
}

describe('planReplay', () => {
  it('finds the ids the server minted and the later requests that carry them, not values the client sent first', async () => {
    const recorded = await record(fakeServer(), 1);
    const plan = planReplay(recorded);
    const [create, token, read, link] = plan.steps;
    const id = JSON.parse(recorded[0]!.answer!.toString()).id as string;
    // The echoed platform id and the status were sent by the client, or are no id: not minted.
    expect(create!.mints.map((m) => m.value)).toEqual([id]);
    expect(token!.mints.map((m) => m.path.join('.'))).toEqual(['data.0.token']);
    expect(read!.uses.map((u) => u.mintedBy).sort()).toEqual([0, 1]);
    expect(link!.uses).toEqual([{ value: id, mintedBy: 0 }]);
  });

  it("finds and substitutes an id in a multipart field, leaving the file's bytes as they were", () => {
    const id = 'Customer:5b0c1f1e-2a4d-4c55-9d7e-1f2a3b4c5d6e';
    const file = Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x41]);
    const form = Buffer.concat([
      Buffer.from(
        `--b\r\ncontent-disposition: form-data; name="customerId"\r\n\r\n${id}\r\n--b\r\ncontent-disposition: form-data; name="file"\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const plan = planReplay([
      { method: 'POST', path: '/customers', headers: {}, body: json({}), status: 201, answer: json({ id }) },
      {
        method: 'POST',
        path: '/documents',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        body: form,
        status: 201,
      },
    ]);
    expect(plan.steps[1]!.uses).toEqual([{ value: id, mintedBy: 0 }]);
    const body = substituted(plan.steps[1]!, new Map([[id, 'Customer:fresh']])).body!;
    expect(body.includes(Buffer.from('\r\n\r\nCustomer:fresh\r\n'))).toBe(true);
    expect(body.includes(id)).toBe(false);
    expect(body.includes(Buffer.concat([Buffer.from('\r\n\r\n'), file, Buffer.from('\r\n--b--')]))).toBe(true);
  });

  it('substitutes a fresh id into the path (URL-encoded), a header word and the JSON body', async () => {
    const recorded = await record(fakeServer(), 1);
    const plan = planReplay(recorded);
    const id = JSON.parse(recorded[0]!.answer!.toString()).id as string;
    const token = JSON.parse(recorded[1]!.answer!.toString()).data[0].token as string;
    const fresh = new Map([
      [id, 'Customer:fresh-1'],
      [token, 'fresh-token-2'],
    ]);
    const read = substituted(plan.steps[2]!, fresh);
    expect(read.path).toBe(`/customers/${encodeURIComponent('Customer:fresh-1')}?expand=all`);
    expect(read.headers['authorization']).toBe('Bearer fresh-token-2');
    expect(JSON.parse(substituted(plan.steps[3]!, fresh).body!.toString())).toEqual({ customerId: 'Customer:fresh-1' });
  });
});

describe('replay', () => {
  it('replays every flow faithfully against a fresh server, many in flight (a bare resend would get 404 and 401)', async () => {
    const recorded = await record(fakeServer(), 40);
    const outcome = await replay(planReplay(recorded), fakeServer(), 8);
    expect(outcome).toMatchObject({ sent: 160, faithful: 160, unreplayable: 0, orphaned: 0, mismatches: [] });
    expect(outcome.substituted).toBe(80);

    const bare = fakeServer();
    let same = 0;
    for (const r of recorded) if ((await bare({ ...r, headers: { ...r.headers } })).status === r.status) same += 1;
    expect(same).toBe(80);
  });

  it('counts apart the requests the caller names unreplayable, and those carrying an id their refused request never got', async () => {
    const recorded = await record(fakeServer(), 3);
    // The first create is "signed": a fresh server refuses it, so its customer id never comes.
    const signed = recorded.map((r, i) => (i === 0 ? { ...r, path: '/customers-signed' } : r));
    const outcome = await replay(
      planReplay(signed, (e) => (e.path === '/customers-signed' ? 'made over a challenge' : undefined)),
      fakeServer(),
      4,
    );
    expect(outcome).toMatchObject({
      sent: 12,
      unreplayable: 1,
      orphaned: 2,
      faithful: 9,
      unreplayableFaithful: 0,
      mismatches: [],
    });
  });

  it('names the requests answered otherwise, by shape and statuses', async () => {
    const recorded = await record(fakeServer(), 2);
    const wrong = recorded.map((r) => (r.path === '/links' ? { ...r, status: 409 } : r));
    const outcome = await replay(planReplay(wrong), fakeServer(), 2);
    expect(outcome.faithful).toBe(6);
    expect(outcome.mismatches).toEqual([{ key: 'POST /links (409 -> 201)', count: 2 }]);
  });
});
