import { Type } from 'typebox';
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
test('probe', async () => {
  expect(Type.String()).toBeTruthy();
  const f = Fastify(); await f.ready(); await f.close();
  const db = new PGlite(); const r = await db.query('select 1 as x'); expect(r.rows.length).toBe(1); await db.close();
});
