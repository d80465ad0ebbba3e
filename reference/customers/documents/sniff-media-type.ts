import type { documentMediaTypes } from '../../../spec/enums.ts';

export type DocumentMediaType = (typeof documentMediaTypes)[number];

/**
 * The leading bytes ("magic numbers") that identify each file type a document upload accepts (2.6: JPEG, PNG or
 * PDF). The type is read from the content, never from the file name or the declared media type, which the client
 * controls.
 */
const signatures: Readonly<Record<DocumentMediaType, readonly number[]>> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  // "%PDF-"
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
};

/** The media type among `accepted` whose signature `content` starts with; `undefined` for anything else. */
export function sniffMediaType(content: Uint8Array, accepted: readonly string[]): DocumentMediaType | undefined {
  for (const [type, signature] of Object.entries(signatures) as [DocumentMediaType, readonly number[]][]) {
    if (!accepted.includes(type)) continue;
    if (content.length >= signature.length && signature.every((byte, i) => content[i] === byte)) return type;
  }
  return undefined;
}

/** The usual file extension of a media type, for naming a stored file whose client name is unusable. */
export const extensionOf: Readonly<Record<DocumentMediaType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};
