/**
 * Per-route request budgets (routes opt in with `config.rateLimit`), counted in the database:
 * every API process on one PostgreSQL spends the same budget.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config';
import { SharedCounters, sharedRateLimitStore } from '../auth/counters';
import { HttpError } from '../lib/errors';

export default fp<{ config: Config }>(async (app, { config }) => {
  if (!config.rateLimit.enabled) return;
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(new SharedCounters(app.deps.database.db)),
    errorResponseBuilder: (_req, context) =>
      new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
  });
}, { name: 'aarohi-rate-limits' });
