/**
 * Answers to malformed HTTP (headers too large, conflicting lengths, a bad chunk): outside the document, which shows
 * none of it; no conformance request is malformed HTTP, and reference/server.test.ts holds these answers (raw sockets).
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { invalidInput, type ApiError } from './api-error.ts';
import { toEnvelope } from './error-envelope.ts';
import type { ReferenceRules } from '../rules.ts';

/** Why Node's HTTP parser refused a request, in words a client can act on (no parser internals). */
function refusal(error: NodeJS.ErrnoException): ApiError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return invalidInput('The request headers are too large.');
    case 'HPE_INVALID_CHUNK_SIZE':
    case 'HPE_STRICT':
      return invalidInput('The chunked request body is malformed.');
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return invalidInput('The request has more than one Content-Length, or a Content-Length with chunked encoding.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return invalidInput('The request was not received in time.');
    default:
      return invalidInput('The request is not valid HTTP/1.1.');
  }
}

/**
 * The server's `clientError` listener: a request Node's HTTP parser refuses (headers too large, conflicting
 * lengths, a malformed chunk...) is answered with the error envelope of part 7, like any other bad input, and the
 * connection is closed (the rest of the stream cannot be trusted). The envelope codes are those of `spec/errors.ts`;
 * the document has no code of its own for these, so they answer 400 `INVALID_INPUT`. When the socket is gone, or an
 * answer was already started on it, nothing more can be written: the socket is destroyed, as Node does by default.
 */
export function answerClientError(rules: ReferenceRules): (error: NodeJS.ErrnoException, socket: Duplex) => void {
  return (error, socket) => {
    const bytesWritten = (socket as Duplex & { bytesWritten?: number }).bytesWritten ?? 0;
    if (error.code === 'ECONNRESET' || !socket.writable || bytesWritten > 0) {
      socket.destroy();
      return;
    }
    const apiError = refusal(error);
    const body = JSON.stringify(toEnvelope(apiError, rules));
    socket.end(
      `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n' +
        '\r\n' +
        body,
    );
  };
}
