import { inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedFileArb, crc32, jpegBytes, otherFileArb, pdfBytes, pngBytes } from './customers-files.ts';

const starts = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
const jpegStart = [0xff, 0xd8, 0xff];
const pngStart = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pdfStart = [...Buffer.from('%PDF-')];

describe('generated PNG files', () => {
  it('uses the CRC-32 of ISO 3309', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('are chunks with valid CRCs whose image data inflates to the filtered scanlines', () => {
    const rgb = Uint8Array.from({ length: 3 * 2 * 3 }, (_, i) => i * 7);
    const png = Buffer.from(pngBytes(3, 2, rgb));
    expect(starts(png, pngStart)).toBe(true);
    const chunks: { type: string; data: Buffer }[] = [];
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      const type = png.subarray(at + 4, at + 8).toString('latin1');
      const data = png.subarray(at + 8, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length), type).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
      chunks.push({ type, data });
      at += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([chunks[0]!.data.readUInt32BE(0), chunks[0]!.data.readUInt32BE(4)]).toEqual([3, 2]);
    const rows = inflateSync(chunks[1]!.data);
    expect(rows).toEqual(Buffer.concat([Buffer.from([0]), rgb.subarray(0, 9), Buffer.from([0]), rgb.subarray(9)]));
  });
});

describe('generated JPEG files', () => {
  it('are well-formed segments ending in a scan of 2 zero bits per block, padded with 1 bits, then EOI', () => {
    const jpeg = Buffer.from(jpegBytes(17, 9, 'hello', new Uint8Array(64).fill(3)));
    expect(starts(jpeg, [0xff, 0xd8])).toBe(true);
    const markers: number[] = [];
    let at = 2;
    while (true) {
      expect(jpeg[at], `marker at ${at}`).toBe(0xff);
      const marker = jpeg[at + 1]!;
      markers.push(marker);
      const length = jpeg.readUInt16BE(at + 2);
      at += 2 + length;
      if (marker === 0xda) break;
    }
    expect(markers).toEqual([0xe0, 0xfe, 0xdb, 0xc0, 0xc4, 0xc4, 0xda]);
    const scan = jpeg.subarray(at, jpeg.length - 2);
    const blocks = 3 * 2;
    const bits = [...scan].map((b) => b.toString(2).padStart(8, '0')).join('');
    expect(bits).toBe('0'.repeat(blocks * 2) + '1'.repeat(bits.length - blocks * 2));
    expect(bits.length - blocks * 2).toBeLessThan(8);
    expect([...jpeg.subarray(jpeg.length - 2)]).toEqual([0xff, 0xd9]);
  });
});

describe('generated PDF files', () => {
  it('have a cross-reference table whose offsets point at their objects', () => {
    const pdf = Buffer.from(pdfBytes('Hello 42')).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    const length = Number(/\/Length (\d+)/.exec(pdf)?.[1]);
    expect(/stream\n(.*)\nendstream/.exec(pdf)?.[1]).toHaveLength(length);
  });
});

describe('file arbitraries', () => {
  it('accepted files start with the signature of the type they declare', () => {
    const signatures: Record<string, number[]> = {
      'image/jpeg': jpegStart,
      'image/png': pngStart,
      'application/pdf': pdfStart,
    };
    for (const file of fc.sample(acceptedFileArb, { seed: 7, numRuns: 60 })) {
      expect(starts(file.bytes, signatures[file.declaredType]!), file.fileName).toBe(true);
    }
  });

  it('other files never start with an accepted signature, yet are named and declared as one', () => {
    for (const file of fc.sample(otherFileArb, { seed: 11, numRuns: 200 })) {
      for (const signature of [jpegStart, pngStart, pdfStart]) {
        expect(starts(file.bytes, signature), file.kind).toBe(false);
      }
      expect(['image/jpeg', 'image/png', 'application/pdf']).toContain(file.declaredType);
      expect(file.fileName).toMatch(/\.(jpg|png|pdf)$/);
    }
  });
});
