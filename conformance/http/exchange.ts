/**
 * One HTTP exchange as the suite records it. Everything in it has already been redacted: it may be written to a
 * report as it is.
 */
export interface Exchange {
  /** The operation of the interface the request called (named by the request or matched by its path), when known. */
  readonly operationId?: string;
  readonly method: string;
  /** Absolute URL, query included. */
  readonly url: string;
  readonly requestHeaders: Readonly<Record<string, string>>;
  /** Request body as text (multipart bodies summarised), absent for body-less requests. */
  readonly requestBody?: string;
  /** Absent when no response arrived (timeout, reset, refused). */
  readonly status?: number;
  readonly responseHeaders?: Readonly<Record<string, string>>;
  /** Response body as text, truncated for reports when very long. */
  readonly responseBody?: string;
  readonly durationMs: number;
  /** Transport failure, when there was one (e.g. `timeout after 10000 ms`, `ECONNRESET`). */
  readonly transportError?: string;
  /** A copy-pasteable curl line reproducing the request, secrets replaced by placeholders. */
  readonly curl: string;
  /** What the client did on its own before this exchange (the retry after a 429), so that reports can say so. */
  readonly note?: string;
}
