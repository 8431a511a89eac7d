/**
 * Every write request drops the read cache when it arrives and again just before its response
 * (its transaction has committed by then): the next read after a write's answer is never stale.
 * Attached to write routes only, so reads pay nothing for it; a write that changes no cached read
 * (sign-in, sign-out) says so with `config.keepsReadCache`, and a GET that writes (a join click, a
 * recording opened) with `config.changesData`.
 */
import fp from 'fastify-plugin';
import type { onRequestHookHandler, onSendHookHandler } from 'fastify';

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default fp(
  async (app) => {
    const { readCache } = app.deps;
    if (!readCache.enabled) return;
    const drop: onRequestHookHandler = (_req, _reply, done) => {
      readCache.invalidate();
      done();
    };
    const dropBeforeSend: onSendHookHandler = (_req, _reply, payload, done) => {
      readCache.invalidate();
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
