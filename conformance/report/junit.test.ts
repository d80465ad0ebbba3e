import { describe, expect, it } from 'vitest';
import { hostileText, sampleRegistry, sampleRun } from './fixtures.ts';
import { registrySuiteName, toJUnitXml } from './junit.ts';
import { buildResults } from './matrix.ts';

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const legalXmlChars = /^[\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;
const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes entity and character references, rejecting anything a conforming XML 1.0 parser would reject. */
function decode(raw: string): string {
  if (raw.includes('<')) throw new Error(`raw < in ${JSON.stringify(raw)}`);
  return raw.replace(/&([^;]*);?/g, (match, ref: string) => {
    if (!match.endsWith(';')) throw new Error(`unterminated reference ${match}`);
    const code = /^#x([0-9a-fA-F]+)$/.exec(ref)?.[1] ?? /^#(\d+)$/.exec(ref)?.[1];
    if (code !== undefined) {
      const char = String.fromCodePoint(ref.startsWith('#x') ? parseInt(code, 16) : Number(code));
      if (!legalXmlChars.test(char)) throw new Error(`reference to illegal character ${match}`);
      return char;
    }
    const named = namedEntities[ref];
    if (named === undefined) throw new Error(`unknown entity ${match}`);
    return named;
  });
}

/** A strict little XML 1.0 parser for what the JUnit writer emits (no DTD, comments or CDATA expected). */
function parseXml(xml: string): XmlElement {
  if (!legalXmlChars.test(xml)) throw new Error('document contains characters illegal in XML 1.0');
  const prolog = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/.exec(xml);
  if (prolog === null) throw new Error('missing XML declaration');
  const tag = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let pos = prolog[0].length;
  while (pos < xml.length) {
    const next = xml.indexOf('<', pos);
    const text = decode(xml.slice(pos, next === -1 ? xml.length : next));
    const top = stack.at(-1);
    if (top !== undefined) top.text += text;
    else if (text.trim() !== '') throw new Error('text outside the root element');
    if (next === -1) break;
    tag.lastIndex = next;
    const m = tag.exec(xml);
    if (m === null) throw new Error(`malformed tag at ${next}: ${xml.slice(next, next + 40)}`);
    const [whole, closing, name = '', attrText = '', selfClosing] = m;
    pos = next + whole.length;
    if (closing === '/') {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of attrText.matchAll(/([A-Za-z_][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const attrName = a[1] ?? '';
      if (attrName in attrs) throw new Error(`duplicate attribute ${attrName}`);
      attrs[attrName] = decode(a[2] ?? a[3] ?? '');
    }
    const element: XmlElement = { name, attrs, children: [], text: '' };
    if (top !== undefined) top.children.push(element);
    else if (root === undefined) root = element;
    else throw new Error('second root element');
    if (selfClosing !== '/') stack.push(element);
  }
  if (stack.length > 0 || root === undefined) throw new Error('unbalanced document');
  return root;
}

const all = (e: XmlElement, name: string): XmlElement[] =>
  e.children.flatMap((c) => (c.name === name ? [c, ...all(c, name)] : all(c, name)));

describe('the test XML parser', () => {
  it('rejects what is not well-formed', () => {
    const decl = '<?xml version="1.0" encoding="UTF-8"?>\n';
    expect(() => parseXml(`${decl}<a><b></a></b>`)).toThrow();
    expect(() => parseXml(`${decl}<a>x & y</a>`)).toThrow();
    expect(() => parseXml(`${decl}<a>\u0001</a>`)).toThrow();
    expect(() => parseXml(`${decl}<a>&#1;</a>`)).toThrow();
    expect(() => parseXml(`${decl}<a x="1" x="2"/>`)).toThrow();
    expect(() => parseXml(`${decl}<a/><b/>`)).toThrow();
    expect(parseXml(`${decl}<a x="&lt;&#10;">t&amp;</a>`)).toEqual({
      name: 'a',
      attrs: { x: '<\n' },
      children: [],
      text: 't&',
    });
  });
});

describe('toJUnitXml', () => {
  const results = buildResults(sampleRun, sampleRegistry);
  const xml = toJUnitXml(results);
  const root = parseXml(xml);
  const cases = all(root, 'testcase');
  const caseNamed = (name: string) => cases.find((c) => c.attrs.name === name);

  it('is well-formed, with one suite per file plus the registry suite for unknown clause ids', () => {
    expect(root.name).toBe('testsuites');
    const suites = root.children.map((s) => s.attrs.name);
    expect(suites).toEqual([
      'cards/state.conformance.ts',
      'external-accounts/create.conformance.ts',
      'sandbox/verification.conformance.ts',
      'errors/wallet.conformance.ts',
      registrySuiteName,
    ]);
  });

  it('counts outcomes on every suite and on the whole', () => {
    expect(root.attrs).toMatchObject({ tests: '8', failures: '2', errors: '2', skipped: '1', time: '12.345' });
    const create = root.children[1];
    expect(create?.attrs).toMatchObject({ tests: '3', failures: '1', errors: '1', skipped: '0' });
  });

  it('marks fail, error and skip with the matching element and reason', () => {
    const failed = caseNamed('card state > closing a closed card is rejected');
    const failure = failed?.children.find((c) => c.name === 'failure');
    expect(failure?.attrs.message).toBe('expected status 409, got 200');
    expect(failure?.text).toContain('body: <script>alert("x")</script>');
    expect(caseNamed('create > late field')?.children.map((c) => c.name)).toEqual([
      'properties',
      'error',
      'system-out',
    ]);
    expect(caseNamed('suffix 002')?.children.find((c) => c.name === 'skipped')?.attrs.message).toBe(
      'production profile',
    );
    expect(caseNamed('missing signature')?.children.map((c) => c.name)).toEqual(['properties']);
  });

  it('lists clause ids as properties of each case', () => {
    const props = caseNamed('create > property: generated bodies')?.children.find((c) => c.name === 'properties');
    expect(props?.children.map((p) => p.attrs)).toEqual([
      { name: 'clause', value: '2.1/currency-required' },
      { name: 'clause', value: '2.9/early-field' },
    ]);
  });

  it('puts counterexample, transcript and curl lines in system-out of failed cases', () => {
    const out =
      caseNamed('create > property: generated bodies')?.children.find((c) => c.name === 'system-out')?.text ?? '';
    expect(out).toContain('counterexample: seed 1234, path 2:1:0');
    expect(out).toContain('> POST https://sandbox.example.test/2025-10-13/cards/card_1/close');
    expect(out).toContain("$ curl -X POST 'https://sandbox.example.test/2025-10-13/cards/card_1/close'");
  });

  it('makes hostile control characters visible instead of emitting them', () => {
    expect(xml).not.toContain('\u0000');
    expect(xml).not.toContain('\u001b');
    expect(xml).toContain('\\u0000\\u001b[31m\\u202eevil\\ud800');
    expect(hostileText).toContain('\u0000');
  });

  it('reports unknown clause ids as errors naming the citing tests', () => {
    const unknown = caseNamed('unknown clause id 9.9/not-in-registry');
    expect(unknown?.attrs.classname).toBe(registrySuiteName);
    expect(unknown?.children[0]?.text).toContain('errors/wallet.conformance.ts > missing signature');
  });

  it('escapes quotes and markup in attribute values and keeps only the first line there', () => {
    const reason = `a "b" <c> 'd' &\nsecond line`;
    const run = { ...sampleRun, tests: [{ ...sampleRun.tests[0]!, outcome: 'skip' as const, reason }] };
    const skipped = all(parseXml(toJUnitXml(buildResults(run, sampleRegistry))), 'skipped')[0];
    expect(skipped?.attrs.message).toBe(`a "b" <c> 'd' &`);
  });
});
