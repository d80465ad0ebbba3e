import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { documentMediaTypes } from '../../spec/enums.ts';
import { chainKeeping, everyOf, withFixedExamples } from '../properties/fixed-examples.ts';

/**
 * Real document files generated in code, for `POST /documents` (2.6: "file (JPEG, PNG or PDF)"): small but complete
 * and decodable images and PDFs with generated content, and files of other types disguised with an accepted name
 * and declared media type, so that a server trusting names or declared types is caught.
 */

type MediaType = (typeof documentMediaTypes)[number];

/** A file to upload: its bytes, the name and the media type the form part declares. */
export interface UploadFile {
  readonly bytes: Uint8Array;
  readonly fileName: string;
  readonly declaredType: string;
  /** What the bytes really are (for counterexamples). */
  readonly kind: string;
}

// ---------------------------------------------------------------------------------------------------------------------
// PNG

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (ISO 3309), as PNG chunks use it. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A truecolour 8-bit PNG of `width` x `height` whose pixels are `rgb` (3 bytes each, row by row). */
export function pngBytes(width: number, height: number, rgb: Uint8Array): Uint8Array {
  if (rgb.length !== width * height * 3) throw new Error('pngBytes: rgb must hold 3 bytes per pixel');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    // Each scanline starts with its filter type: 0 (none).
    rows.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (1 + width * 3) + 1);
  }
  const signature = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------------
// JPEG

function segment(marker: number, payload: Uint8Array): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/**
 * A baseline greyscale JPEG (JFIF) of `width` x `height`, uniformly mid-grey, with `comment` in a COM segment and
 * `quantisation` (64 values, 1..255) as its table. Each 8x8 block codes a zero DC difference and an end-of-block,
 * with one-symbol Huffman tables (code `0` for each), so the scan is 2 zero bits per block, padded with 1 bits.
 */
export function jpegBytes(width: number, height: number, comment: string, quantisation: Uint8Array): Uint8Array {
  if (quantisation.length !== 64 || quantisation.includes(0)) throw new Error('jpegBytes: 64 values in 1..255');
  const frame = Buffer.alloc(9);
  frame.writeUInt8(8, 0); // sample precision
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame.set([1, 1, 0x11, 0], 5); // one component: id 1, sampling 1x1, quantisation table 0
  const oneSymbolTable = (tableClass: number) => {
    const counts = new Uint8Array(16);
    counts[0] = 1; // one code of length 1
    return Uint8Array.from([tableClass << 4, ...counts, 0x00]); // the symbol: DC category 0, or AC end-of-block
  };
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = Buffer.alloc(Math.ceil((blocks * 2) / 8));
  const usedBits = (blocks * 2) % 8;
  if (usedBits !== 0) scan[scan.length - 1] = 0xff >> usedBits;
  return Buffer.concat([
    Uint8Array.from([0xff, 0xd8]), // SOI
    segment(0xe0, Uint8Array.from([0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0])), // APP0 JFIF 1.01
    segment(0xfe, Buffer.from(comment, 'latin1')), // COM
    segment(0xdb, Uint8Array.from([0x00, ...quantisation])), // DQT, 8-bit, table 0
    segment(0xc0, frame), // SOF0 baseline
    segment(0xc4, oneSymbolTable(0)), // DHT DC 0
    segment(0xc4, oneSymbolTable(1)), // DHT AC 0
    segment(0xda, Uint8Array.from([1, 1, 0x00, 0, 63, 0])), // SOS: component 1, tables 0/0, full spectrum
    scan,
    Uint8Array.from([0xff, 0xd9]), // EOI
  ]);
}

// ---------------------------------------------------------------------------------------------------------------------
// PDF

/** A one-page PDF 1.4 showing `text` (letters, digits and spaces), with a correct cross-reference table. */
export function pdfBytes(text: string): Uint8Array {
  if (!/^[A-Za-z0-9 ]*$/.test(text)) throw new Error('pdfBytes: letters, digits and spaces only');
  const content = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ---------------------------------------------------------------------------------------------------------------------
// Arbitraries

const words = fc
  .array(fc.stringMatching(/^[A-Za-z0-9]{1,10}$/), { minLength: 1, maxLength: 8 })
  .map((w) => w.join(' '));
const baseName = fc.stringMatching(/^[a-z][a-z0-9_-]{0,15}$/);

/** How each accepted media type is generated, with its usual extension. */
const generatorsByType: Readonly<Record<MediaType, { extension: string; bytes: fc.Arbitrary<Uint8Array> }>> = {
  'image/jpeg': {
    extension: 'jpg',
    bytes: fc
      .tuple(
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 48 }),
        words,
        fc.uint8Array({ minLength: 64, maxLength: 64, min: 1, max: 255 }),
      )
      .map(([w, h, comment, table]) => jpegBytes(w, h, comment, table)),
  },
  'image/png': {
    extension: 'png',
    bytes: fc
      .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }))
      .chain(([w, h]) =>
        fc.uint8Array({ minLength: w * h * 3, maxLength: w * h * 3 }).map((rgb) => pngBytes(w, h, rgb)),
      ),
  },
  'application/pdf': { extension: 'pdf', bytes: words.map(pdfBytes) },
};

/** A real JPEG, PNG or PDF, named and declared as what it is: one of each type first on every run. */
export const acceptedFileArb: fc.Arbitrary<UploadFile> = chainKeeping(everyOf(documentMediaTypes), (type) =>
  fc.tuple(generatorsByType[type].bytes, baseName).map(([bytes, name]) => {
    const fileName = `${name}.${generatorsByType[type].extension}`;
    const file: UploadFile = { bytes, fileName, declaredType: type, kind: type };
    return Object.assign(file, { [fc.toStringMethod]: () => `${type}, ${bytes.length} bytes (${file.fileName})` });
  }),
);

const text = (s: string) => Buffer.from(s, 'latin1');
const withHead = (head: string, rest: Uint8Array) => Buffer.concat([text(head), rest]);

/** Leading bytes of the accepted types: random content starting with one of them is not "another type". */
const acceptedStarts = [[0xff], [0x89], [0x25]];

/** Contents of other types: formats with their own signatures, text, markup, random bytes. */
const otherContentArb: fc.Arbitrary<{ kind: string; bytes: Uint8Array }> = fc.oneof(
  fc.uint8Array({ minLength: 16, maxLength: 64 }).map((b) => ({ kind: 'GIF', bytes: withHead('GIF89a', b) })),
  words.map((w) => ({ kind: 'plain text', bytes: text(`${w}\n`) })),
  words.map((w) => ({ kind: 'HTML', bytes: text(`<!DOCTYPE html><html><body><p>${w}</p></body></html>`) })),
  fc.uint8Array({ minLength: 26, maxLength: 64 }).map((b) => ({ kind: 'ZIP', bytes: withHead('PK\u0003\u0004', b) })),
  fc.uint8Array({ minLength: 8, maxLength: 64 }).map((b) => ({
    kind: 'WebP',
    bytes: Buffer.concat([text('RIFF'), Uint8Array.from([b.length + 4, 0, 0, 0]), text('WEBP'), b]),
  })),
  fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .filter((b) => !acceptedStarts.some((start) => start.every((byte, i) => b[i] === byte)))
    .map((bytes) => ({ kind: 'random bytes', bytes })),
);

/** `file` described for counterexamples by its kind, size and name. */
function shown(file: UploadFile): UploadFile {
  return Object.assign(file, {
    [fc.toStringMethod]: () => `${file.kind}, ${file.bytes.length} bytes (${file.fileName})`,
  });
}

/**
 * Real files of each accepted type one step from being one: a signature byte changed (first, last), the file cut
 * short inside its signature, a byte before it; each named and declared as the type it nearly is.
 */
function signatureNearMisses(): UploadFile[] {
  return documentMediaTypes.flatMap((type) => {
    const { extension, bytes } = generatorsByType[type];
    const real = fc.sample(bytes, { seed: 1, numRuns: 1 })[0]!;
    const signatureLength = type === 'application/pdf' ? 5 : type === 'image/png' ? 8 : 3;
    const changed = (at: number) => Uint8Array.from(real, (b, i) => (i === at ? (b + 1) & 0xff : b));
    const variants: [string, Uint8Array][] = [
      ['first signature byte changed', changed(0)],
      ['last signature byte changed', changed(signatureLength - 1)],
      ['cut inside its signature', real.slice(0, signatureLength - 1)],
      ['a byte before its signature', Buffer.concat([Uint8Array.from([0x20]), real])],
    ];
    return variants.map(([what, content]) =>
      shown({ bytes: content, fileName: `near-miss.${extension}`, declaredType: type, kind: `${type} with ${what}` }),
    );
  });
}

/**
 * A file of another type, disguised as an accepted one by its name and declared media type; the near-misses of each
 * accepted type's signature first on every run.
 */
export const otherFileArb: fc.Arbitrary<UploadFile> = withFixedExamples(
  fc
    .tuple(otherContentArb, fc.constantFrom(...documentMediaTypes), baseName)
    .map(([content, disguise, name]) => ({
      bytes: content.bytes,
      fileName: `${name}.${generatorsByType[disguise].extension}`,
      declaredType: disguise,
      kind: `${content.kind} disguised as ${disguise}`,
    }))
    .map(shown),
  signatureNearMisses(),
);
