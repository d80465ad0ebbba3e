import { describe, expect, it } from 'vitest';
import { CappedBodyReader } from './body.ts';

const bytes = (text: string) => Buffer.from(text, 'utf8');
function readAll(chunks: readonly string[], keepBytes: number, drainBytes = 1_000) {
  const reader = new CappedBodyReader(keepBytes, drainBytes);
  const accepted = chunks.map((c) => reader.push(bytes(c)));
  const body = reader.body;
  return { accepted, text: body.bytes.toString('utf8'), totalBytes: body.totalBytes, truncated: body.truncated };
}

describe('CappedBodyReader', () => {
  it('keeps a body that fits whole, across chunks', () => {
    expect(readAll(['0123', '456', '789'], 10)).toEqual({
      accepted: [true, true, true],
      text: '0123456789',
      totalBytes: 10,
      truncated: false,
    });
  });

  it('keeps only keepBytes, cutting inside a chunk, and counts every byte', () => {
    expect(readAll(['012', '3456', '789'], 5)).toEqual({
      accepted: [true, true, true],
      text: '01234',
      totalBytes: 10,
      truncated: true,
    });
  });

  it('says to stop once more than drainBytes arrived, not at drainBytes exactly', () => {
    expect(readAll(['0123', '4567', '89'], 2, 8).accepted).toEqual([true, true, false]);
  });

  it('copies what it keeps out of the chunks', () => {
    const chunk = bytes('abcd');
    const reader = new CappedBodyReader(4, 100);
    reader.push(chunk);
    const body = reader.body;
    chunk.fill(0x7a);
    expect(body.bytes.toString('utf8')).toBe('abcd');
  });

  it('gives an empty body when nothing came', () => {
    expect(readAll([], 4)).toEqual({ accepted: [], text: '', totalBytes: 0, truncated: false });
  });
});
