/**
 * Reading a response body with bounded memory.
 *
 * A hostile or broken server may send far more than any answer of the interface needs. The first `keepBytes` are
 * kept; the rest is read and thrown away (so that the connection stays reusable) up to `drainBytes`, past which the
 * reader says to stop, and the connection is abandoned instead of read forever.
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

/** Takes a body chunk by chunk as it arrives, keeping its first `keepBytes`. */
export class CappedBodyReader {
  readonly #keepBytes: number;
  readonly #drainBytes: number;
  readonly #kept: Uint8Array[] = [];
  #keptBytes = 0;
  #totalBytes = 0;

  constructor(keepBytes = DEFAULT_KEEP_BYTES, drainBytes = DEFAULT_DRAIN_BYTES) {
    this.#keepBytes = keepBytes;
    this.#drainBytes = drainBytes;
  }

  /** Takes one chunk; false once more than `drainBytes` arrived in all (read no further). */
  push(chunk: Uint8Array): boolean {
    this.#totalBytes += chunk.byteLength;
    if (this.#keptBytes < this.#keepBytes) {
      const room = this.#keepBytes - this.#keptBytes;
      const part = chunk.byteLength <= room ? chunk : chunk.subarray(0, room);
      this.#kept.push(part);
      this.#keptBytes += part.byteLength;
    }
    return this.#totalBytes <= this.#drainBytes;
  }

  /** What was kept so far, copied out of the chunks. */
  get body(): CappedBody {
    return {
      bytes: Buffer.concat(this.#kept, this.#keptBytes),
      totalBytes: this.#totalBytes,
      truncated: this.#totalBytes > this.#keptBytes,
    };
  }
}
