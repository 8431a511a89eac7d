/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('public content (the public site lists)', () => {
  it('GET /api/courses returns the seeded courses as an array', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/courses' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(3);
    expect(Object.keys(body[0]).sort()).toEqual([
      'course_id',
      'curriculum',
      'description',
      'image_url',
      'sessions',
      'title',
    ]);
    // Each course teaches its own curriculum.
    expect(body.map((c: { curriculum: string }) => c.curriculum)).toEqual(['everyday', 'career', 'business']);
    expect(body[0].image_url).toMatch(/^\/assets\/courses\/.+\.svg$/);
  });

  it('GET /api/courses/:courseId/offer: the course, its open batches with seats left, and its tutors', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/courses/1/offer' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.course).toMatchObject({ course_id: 1, curriculum: 'everyday' });
    for (const batch of body.batches) {
      expect(batch.seats_left).toBeGreaterThanOrEqual(0);
      expect(batch.seats_left).toBeLessThanOrEqual(batch.capacity);
      expect(batch.start_date >= new Date().toISOString().slice(0, 10)).toBe(true);
    }
    // The demo tutor teaches the first course; her documents are not approved, so no bio is published.
    expect(body.tutors).toEqual([{ name: 'Kavya Menon', bio: null }]);
    const other = (await ctx.inject({ method: 'GET', url: '/api/courses/2/offer' })).json();
    expect(other.batches.length).toBeGreaterThan(0);
    expect(other.batches.every((b: { seats_left: number }) => b.seats_left > 0)).toBe(true);
  });

  it('GET /api/courses/:courseId/offer: an unknown course is a 404, a malformed id a 400', async () => {
    const missing = await ctx.inject({ method: 'GET', url: '/api/courses/999/offer' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'This course does not exist.' });
    const bad = await ctx.inject({ method: 'GET', url: '/api/courses/abc/offer' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('GET /api/testimonials, /api/team, /api/blogs, /api/achievements return arrays of six', async () => {
    for (const [url, keys] of [
      ['/api/testimonials', ['description', 'id', 'image_url', 'name', 'profession']],
      ['/api/team', ['designation', 'id', 'image_url', 'name']],
      ['/api/blogs', ['blog_id', 'created_by', 'date_of_creation', 'description', 'image_url', 'title']],
      [
        '/api/achievements',
        ['achievement', 'achievement_id', 'description', 'designation', 'image_url', 'name'],
      ],
    ] as const) {
      const res = await ctx.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toHaveLength(6);
      expect(Object.keys(body[0]).sort()).toEqual([...keys]);
    }
    const team = (await ctx.inject({ method: 'GET', url: '/api/team' })).json() as {
      image_url: string | null;
    }[];
    expect(team.filter((m) => m.image_url === null)).toHaveLength(1);
  });

  it('GET /api/workshops has 3–6 images each', async () => {
    const body = (await ctx.inject({ method: 'GET', url: '/api/workshops' })).json() as Record<
      string,
      unknown
    >[];
    expect(body).toHaveLength(4);
    for (const w of body) {
      const images = [1, 2, 3, 4, 5, 6].map((i) => w[`image_url_${i}`]).filter(Boolean);
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images.length).toBeLessThanOrEqual(6);
      expect(w).toHaveProperty('uploaded_by');
      expect(w).toHaveProperty('uploaded_at');
    }
  });

  it('GET /api/coupons returns { success, coupons }: the advertised 20 % coupon only (others work when typed)', async () => {
    const body = (await ctx.inject({ method: 'GET', url: '/api/coupons' })).json();
    expect(body.success).toBe(true);
    expect(body.coupons).toEqual(
      expect.arrayContaining([expect.objectContaining({ coupon_name: 'WOMENINAI20', discount_percent: 20 })]),
    );
    expect(body.coupons.map((c: { coupon_name: string }) => c.coupon_name)).toEqual(['WOMENINAI20']);
  });
});

describe('protocol behaviour', () => {
  it('unknown routes answer 404 JSON', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: expect.stringContaining('not found') });
  });

  it('oversized bodies answer 413 JSON', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A', email: 'a@b.co', subject: 'x', message: 'm'.repeat(200_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request is too large.' });
  });

  it('malformed JSON answers 400 JSON without internals', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('sets the security headers on answers, refusals and unknown routes alike', async () => {
    for (const [method, url] of [
      ['GET', '/api/courses'],
      ['POST', '/login'],
      ['GET', '/api/nothing-here'],
    ] as const) {
      const res = await ctx.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('answers a cached list with the same JSON as its first answer', async () => {
    const first = await ctx.inject({ method: 'GET', url: '/api/blogs' });
    const again = await ctx.inject({ method: 'GET', url: '/api/blogs' });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect(again.json().length).toBeGreaterThan(0);
  });

  it('allows listed origins with credentials, and not others', async () => {
    const ok = await ctx.inject({
      method: 'OPTIONS',
      url: '/login',
      headers: { origin: 'http://127.0.0.1:3001', 'access-control-request-method': 'POST' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3001');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const evil = await ctx.inject({
      method: 'GET',
      url: '/api/courses',
      headers: { origin: 'http://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses writes from a foreign Origin (CSRF), including multipart', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'http://evil.example' },
      payload: { name: 'Asha', email: 'a@b.co', subject: 'Hello', message: 'A long enough message' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'Requests from this origin are not allowed.' });
    const upload = await ctx.inject({
      method: 'POST',
      url: '/tutor/uploads',
      headers: { origin: 'http://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(upload.statusCode).toBe(403);
    const allowed = await ctx.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'http://localhost:3000' },
      payload: { name: 'Asha', email: 'a@b.co', subject: 'Hello', message: 'A long enough message' },
    });
    expect(allowed.statusCode).toBe(201);
  });

  it('serves the OpenAPI document and the docs UI', async () => {
    const json = await ctx.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    for (const p of [
      '/api/courses',
      '/register',
      '/login',
      '/payment',
      '/tutor/register',
      '/tutor/uploads',
      '/tutor/uploads/{id}',
      '/api/payments/order',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    const ui = await ctx.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
