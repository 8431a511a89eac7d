/** The OpenAPI document of every route (and the browser's generated types), and its UI at /docs. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SESSION_COOKIE } from '../auth/session-store';

export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Aarohi — AI for Women API',
        version: '1.0.0',
        description: 'Every call of the learner site, the tutor portal and the staff back office.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Plain-http development must not be upgraded to https.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}, { name: 'aarohi-openapi' });
