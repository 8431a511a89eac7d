import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Handlers that answer a list route from its JSON text: serialised once by the route's own
 * response schema (the same bytes as an uncached answer) and kept for `ttlMs` per process, so a
 * hit costs no query and no serialisation. A failed load is forgotten at once.
 */
export function listCache(ttlMs: number) {
  const cache = new Map<string, { until: number; body: Promise<string> }>();
  return (key: string, load: () => Promise<unknown>) => async (_req: FastifyRequest, reply: FastifyReply) => {
    const hit = cache.get(key);
    let body = hit && hit.until > Date.now() ? hit.body : undefined;
    if (!body) {
      body = load().then((value) => reply.serialize(value) as string);
      cache.set(key, { until: Date.now() + ttlMs, body });
      body.catch(() => cache.delete(key));
    }
    return reply.type('application/json; charset=utf-8').send(await body);
  };
}
