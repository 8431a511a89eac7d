/**
 * Every multipart upload gets an answer in bounded time. The upload routes read their body lazily
 * (`req.parts()`), and without this a client that sends part of a body and then goes silent is
 * waited for forever, its partial file held in memory or in the store.
 *
 * While a multipart request is being read, a watch compares the bytes the connection has read:
 * - no new byte for `idleMs` (the client stopped sending), or the whole upload taking longer than
 *   `totalMs` (a trickle that never ends) → the request is marked stalled and its body is failed
 *   (@fastify/multipart stops parsing and destroys the open file stream), so the route answers 408
 *   and closes the connection;
 * - a multipart body that ends before its last boundary (cut off) → 400.
 * The connection's byte count is watched, not the request stream: listening to that stream would
 * take bytes away from the parser.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './errors';
import { INPUT_MESSAGES } from './input-guards';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the upload watch gave up on this request's body. */
    uploadStalled?: boolean;
  }
}

export interface UploadDeadline {
  /** No byte for this long: the client has stopped sending. */
  idleMs: number;
  /** The whole body, however slowly it trickles. */
  totalMs: number;
}

export function watchUpload(req: FastifyRequest, reply: FastifyReply, limits: UploadDeadline): void {
  const socket = req.raw.socket;
  if (!socket || req.raw.complete) return;
  const started = Date.now();
  let lastBytes = socket.bytesRead;
  let lastAt = started;
  const timer = setInterval(
    () => {
      if (req.raw.complete || req.raw.destroyed) return stop();
      const now = Date.now();
      if (socket.bytesRead !== lastBytes) {
        lastBytes = socket.bytesRead;
        lastAt = now;
      }
      if (now - lastAt < limits.idleMs && now - started < limits.totalMs) return;
      stop();
      req.uploadStalled = true;
      // The rest of the body will not be read: the connection cannot carry another request.
      reply.header('connection', 'close');
      // @fastify/multipart listens for this: it unpipes the body, destroys the open file stream and
      // fails the parts iterator, so the route's handler stops waiting.
      req.raw.emit('error', Object.assign(new Error('upload stalled'), { code: 'UPLOAD_STALLED' }));
    },
    Math.max(20, Math.min(1000, Math.floor(limits.idleMs / 4))),
  );
  timer.unref();
  const stop = () => clearInterval(timer);
  req.raw.once('end', stop);
  req.raw.once('close', stop);
  reply.raw.once('close', stop);
}

/**
 * The answer for a failure while reading a multipart body that is the client's doing (stalled, cut
 * off, malformed), or undefined for anything else (which stays a server error).
 */
export function uploadFailure(req: FastifyRequest, err: unknown): HttpError | undefined {
  if (req.uploadStalled) return new HttpError(408, INPUT_MESSAGES.stalled);
  const code = (err as { code?: string }).code;
  // A cut-off body: busboy reports the missing end, and @fastify/multipart then destroys the file
  // stream being read, which its reader sees as a premature close.
  if (code === 'ERR_STREAM_PREMATURE_CLOSE') return badRequest(INPUT_MESSAGES.truncated);
  if (!code && err instanceof Error) {
    if (/^Unexpected end of (form|file)|terminated early/.test(err.message))
      return badRequest(INPUT_MESSAGES.truncated);
    if (/^(Multipart: Boundary not found|Malformed part header)/.test(err.message))
      return badRequest(INPUT_MESSAGES.multipart);
  }
  return undefined;
}

/** What an upload route tells the client when the multipart reader stops at one of its limits. */
export interface UploadLimitMessages {
  /** The file is larger than the route allows (413). */
  fileTooLarge: string;
  /** More files than the route takes. */
  tooManyFiles: { status: 400 | 413; message: string };
}

/**
 * The answer to an error thrown while reading a multipart body: the route's own message for its
 * size and file-count limits, the shared ones for too many fields or a body that is not multipart,
 * and otherwise a stalled, cut-off or malformed body (`uploadFailure`); the error itself when it is
 * none of these.
 */
export function uploadReadError(req: FastifyRequest, err: unknown, messages: UploadLimitMessages): unknown {
  if (req.uploadStalled) return uploadFailure(req, err);
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, messages.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(messages.tooManyFiles.status, messages.tooManyFiles.message);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'Too many fields in the upload.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(406, 'The upload must be a multipart form.');
  return uploadFailure(req, err) ?? err;
}
