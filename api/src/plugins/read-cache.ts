/**
 * Every write request drops the read cache when it arrives and again just before its response
 * (its transaction has committed by then): the next read after a write's answer is never stale.
 * Attached to write routes only, so reads pay nothing for it; a write that changes no cached read
 * (sign-in, sign-out) says so with `config.keepsReadCache`, a GET that writes (a join click, a
 * recording opened) with `config.changesData`, and a write that changes only the signed-in
 * student's reads and the tutors' with `config.readCacheScope: 'viewer'`. A viewer-scoped write
 * that also reaches one other person's reads (a reply notifying the thread's author) names her tag
 * with `alsoChangesReadsOf(req, tag)` while it runs; the drop before the response includes it.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { studentTag, TUTOR_READS, type ReadCache } from '../lib/read-cache';

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const namedByRequest = new WeakMap<FastifyRequest, string[]>();

/**
 * A viewer-scoped write's handler calls this for each other person whose cached reads its write
 * changes, before it answers. Only the drop before the response (after the commit) carries these
 * tags, and that is enough: a read of hers stored before then is dropped, one still in flight saw
 * the tag's old epoch and is not stored, and one that starts later reads the committed rows.
 */
export function alsoChangesReadsOf(req: FastifyRequest, tag: string): void {
  const named = namedByRequest.get(req);
  if (named) named.push(tag);
  else namedByRequest.set(req, [tag]);
}

export default fp(
  async (app) => {
    const { readCache } = app.deps;
    if (!readCache.enabled) return;
    const drop: onRequestHookHandler = (req, _reply, done) => {
      dropFor(readCache, req);
      done();
    };
    const dropBeforeSend: onSendHookHandler = (req, _reply, payload, done) => {
      dropFor(readCache, req);
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      const writes =
        [route.method].flat().some((m) => WRITE_METHODS.has(m)) || route.config?.changesData === true;
      if (!writes || route.config?.keepsReadCache) return;
      route.onRequest = [...[route.onRequest ?? []].flat(), drop];
      route.onSend = [...[route.onSend ?? []].flat(), dropBeforeSend];
    });
  },
  { name: 'aarohi-read-cache' },
);

/**
 * What a write drops: for a viewer-scoped write by a student, her reads, the tutors' and those of
 * anyone her handler named; for every other write (or a viewer-scoped route reached without a
 * student session), everything.
 */
function dropFor(readCache: ReadCache, req: FastifyRequest) {
  const studentId = req.routeOptions.config?.readCacheScope === 'viewer' ? req.session?.studentId : undefined;
  if (typeof studentId === 'number')
    readCache.invalidateTagged([studentTag(studentId), TUTOR_READS, ...(namedByRequest.get(req) ?? [])]);
  else readCache.invalidate();
}
