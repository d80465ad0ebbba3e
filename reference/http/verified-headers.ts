import { hash, timingSafeEqual } from 'node:crypto';

/** How many distinct valid headers are remembered: a client sends one; a few spellings (scheme case) fit. */
const defaultCapacity = 8;

/**
 * `Authorization` headers already found valid, remembered by their SHA-256 digest, so that a client repeating its
 * header is recognised with one hash instead of decoding the header and hashing its parts again. Every remembered
 * digest is compared, each with `timingSafeEqual`, so the timing shows neither which one matched nor how much of it.
 * The oldest is forgotten when `capacity` is reached; `clear()` forgets all (the credentials changed).
 */
export class VerifiedHeaders {
  readonly #digests: Buffer[] = [];
  readonly #capacity: number;

  constructor(capacity = defaultCapacity) {
    if (!Number.isSafeInteger(capacity) || capacity <= 0) throw new Error('capacity must be a positive integer');
    this.#capacity = capacity;
  }

  /** Whether `header` was remembered as valid. */
  has(header: string): boolean {
    const digest = hash('sha256', header, 'buffer');
    let found = false;
    for (const known of this.#digests) found = timingSafeEqual(digest, known) || found;
    return found;
  }

  /** Remembers `header` as valid (only call this once it has been checked whole). */
  add(header: string): void {
    if (this.has(header)) return;
    if (this.#digests.length === this.#capacity) this.#digests.shift();
    this.#digests.push(hash('sha256', header, 'buffer'));
  }

  /** How many headers are remembered. */
  get size(): number {
    return this.#digests.length;
  }

  clear(): void {
    this.#digests.length = 0;
  }
}
