import { describe, expect, it } from 'vitest';
import { documentMediaTypes } from '../../../spec/enums.ts';
import { sniffMediaType } from './sniff-media-type.ts';
import { sampleContents } from './test-upload.ts';

describe('sniffMediaType', () => {
  it('recognises JPEG, PNG and PDF by their leading bytes', () => {
    expect(sniffMediaType(sampleContents.jpeg, documentMediaTypes)).toBe('image/jpeg');
    expect(sniffMediaType(sampleContents.png, documentMediaTypes)).toBe('image/png');
    expect(sniffMediaType(sampleContents.pdf, documentMediaTypes)).toBe('application/pdf');
  });

  it('recognises nothing else: other formats, truncated signatures, signatures not at the start', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    for (const content of [
      text('GIF89a'),
      text('PK\u0003\u0004'),
      text('%PDF'),
      text(' %PDF-1.7'),
      Uint8Array.from([0xff, 0xd8]),
      sampleContents.png.subarray(0, 7),
      new Uint8Array(0),
    ]) {
      expect(sniffMediaType(content, documentMediaTypes)).toBeUndefined();
    }
  });

  it('recognises only the accepted types it is given', () => {
    expect(sniffMediaType(sampleContents.png, ['application/pdf'])).toBeUndefined();
    expect(sniffMediaType(sampleContents.pdf, ['application/pdf'])).toBe('application/pdf');
  });
});
