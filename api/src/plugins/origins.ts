/**
 * Which browser origins may call the API: CORS for reads (with credentials), and a refusal of
 * writes from any other origin, because CORS headers alone block nothing (CSRF).
 */
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { Config } from '../config';
import { selfOrigin } from '../lib/urls';
import { WRITE_METHODS } from './read-cache';

export default fp<{ config: Config }>(async (app, { config }) => {
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (
      origin &&
      WRITE_METHODS.has(req.method) &&
      !config.corsOrigins.includes(origin) &&
      origin !== selfOrigin(config)
    ) {
      reply.status(403).send({ success: false, message: 'Requests from this origin are not allowed.' });
      return reply;
    }
  });
}, { name: 'aarohi-origins' });
