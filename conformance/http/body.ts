/**
 * Reading a response body with bounded memory.
 *
 * A hostile or broken server may send far more than any answer of the interface needs. The first `keepBytes` are
 * kept; the rest is read and thrown away (so that the connection stays reusable) up to `drainBytes`, past which the
 * stream is destroyed, which closes the socket instead of reading forever.
 */

export interface CappedBody {
  /** The kept bytes. */
  readonly bytes: Buffer;
  /** Every byte received, kept or not. */
  readonly totalBytes: number;
  /** True when bytes were dropped. */
  readonly truncated: boolean;
}

/** 1 MiB: far above any answer the interface documents. */
export const DEFAULT_KEEP_BYTES = 1024 * 1024;
/** 32 MiB read and discarded at most before the connection is abandoned. */
export const DEFAULT_DRAIN_BYTES = 32 * 1024 * 1024;

export async function readCappedBody(
  stream: AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown },
  keepBytes = DEFAULT_KEEP_BYTES,
  drainBytes = DEFAULT_DRAIN_BYTES,
): Promise<CappedBody> {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let totalBytes = 0;
  for await (const chunk of stream) {
    totalBytes += chunk.byteLength;
    if (keptBytes < keepBytes) {
      const room = keepBytes - keptBytes;
      const part = chunk.byteLength <= room ? chunk : chunk.subarray(0, room);
      kept.push(Buffer.from(part));
      keptBytes += part.byteLength;
    }
    if (totalBytes > drainBytes) {
      stream.destroy();
      break;
    }
  }
  return { bytes: Buffer.concat(kept, keptBytes), totalBytes, truncated: totalBytes > keptBytes };
}

/**
 * Reads a body whose length the server declared at or under `keepBytes` in one piece (its length bounds it: the
 * parser reads no further), and any other through `readCappedBody`: the common answer costs no stream iteration.
 */
export async function readBody(
  stream: AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown; arrayBuffer(): Promise<ArrayBuffer> },
  contentLength: string | undefined,
  keepBytes = DEFAULT_KEEP_BYTES,
  drainBytes = DEFAULT_DRAIN_BYTES,
): Promise<CappedBody> {
  if (contentLength !== undefined && /^\d{1,15}$/.test(contentLength) && Number(contentLength) <= keepBytes) {
    const bytes = Buffer.from(await stream.arrayBuffer());
    return { bytes, totalBytes: bytes.byteLength, truncated: false };
  }
  return readCappedBody(stream, keepBytes, drainBytes);
}
