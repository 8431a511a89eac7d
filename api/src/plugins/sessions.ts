/**
 * Sessions for the scope that reads them: the cookie and session plugins, and the guard of routes
 * that declare `config.auth`. Public content and /health stay outside that scope, so an anonymous
 * request builds no session object (a random id, an HMAC and a hash each).
 *
 * Routes that declare `config.auth` are closed to other callers before their body is parsed or
 * validated (401 before 400). The check runs after the session plugin's own onRequest hook (a
 * route's hooks follow its scope's), and the OpenAPI document marks these routes as needing a
 * session.
 */
import fp from 'fastify-plugin';
import type { FastifyError, onRequestHookHandler } from 'fastify';
import cookie from '@fastify/cookie';
import session from '@fastify/session';
import { SESSION_COOKIE } from '../auth/session-store';
import { requireSignedIn } from '../auth/guards';

export default fp<{ secret: string }>(async (scope, { secret }) => {
  scope.addHook('onRoute', (route) => {
    const role = route.config?.auth;
    if (!role) return;
    const guard: onRequestHookHandler = (req, _reply, done) => {
      try {
        requireSignedIn(req, role);
        done();
      } catch (err) {
        done(err as FastifyError);
      }
    };
    route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
    route.schema = { ...route.schema, security: [{ session: [] }] };
  });
  await scope.register(cookie);
  await scope.register(session, {
    secret,
    cookieName: SESSION_COOKIE,
    store: scope.deps.sessions,
    saveUninitialized: false,
    // No store write on every authenticated read: the cookie lives 7 days from login.
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: 7 * 24 * 60 * 60 * 1000 },
  });
}, { name: 'aarohi-sessions' });
