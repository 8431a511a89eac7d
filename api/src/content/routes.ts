/** Public marketing content (spec 01 §7): plain arrays, coupons as { success, coupons }. */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import * as S from '@ai-women/contracts/schemas';
import * as t from '../db/schema';
import { iso } from '../lib/shape';

/** Marketing content changes rarely (seed or operator): each list is kept for a few seconds per process. */
const CONTENT_TTL_MS = 10_000;

const content: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const tags = ['content'];
  const cache = new Map<string, { until: number; body: Promise<string> }>();
  /**
   * A list route answered from its JSON text: serialised once by the route's own response schema
   * (the same bytes as an uncached answer) and kept for CONTENT_TTL_MS, so a hit costs no query and
   * no serialisation.
   */
  const cached =
    (key: string, load: () => Promise<unknown>) => async (_req: FastifyRequest, reply: FastifyReply) => {
      const hit = cache.get(key);
      let body = hit && hit.until > Date.now() ? hit.body : undefined;
      if (!body) {
        body = load().then((value) => reply.serialize(value) as string);
        cache.set(key, { until: Date.now() + CONTENT_TTL_MS, body });
        body.catch(() => cache.delete(key));
      }
      return reply.type('application/json; charset=utf-8').send(await body);
    };

  app.get(
    '/api/courses',
    { schema: { tags, response: { 200: S.CourseList } } },
    cached('courses', async () => {
      const rows = await db.select().from(t.courses).orderBy(asc(t.courses.id));
      return rows.map((r) => ({
        course_id: r.id,
        title: r.title,
        description: r.description,
        image_url: r.imageUrl,
        sessions: r.sessions,
      }));
    }),
  );

  app.get(
    '/api/testimonials',
    { schema: { tags, response: { 200: S.TestimonialList } } },
    cached('testimonials', async () => {
      const rows = await db.select().from(t.testimonials).orderBy(asc(t.testimonials.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        profession: r.profession,
        description: r.description,
        image_url: r.imageUrl,
      }));
    }),
  );

  app.get(
    '/api/team',
    { schema: { tags, response: { 200: S.TeamList } } },
    cached('team', async () => {
      const rows = await db
        .select()
        .from(t.teamMembers)
        .orderBy(asc(t.teamMembers.position), asc(t.teamMembers.id));
      return rows.map((r) => ({ id: r.id, name: r.name, designation: r.designation, image_url: r.imageUrl }));
    }),
  );

  app.get('/api/coupons', { schema: { tags, response: { 200: S.CouponsResponse } } }, async () => {
    const rows = await db
      .select()
      .from(t.coupons)
      .where(eq(t.coupons.active, true))
      .orderBy(asc(t.coupons.id));
    return {
      success: true,
      coupons: rows.map((r) => ({
        coupon_id: r.id,
        coupon_name: r.name,
        discount_percent: r.discountPercent,
      })),
    };
  });

  app.get(
    '/api/blogs',
    { schema: { tags, response: { 200: S.BlogList } } },
    cached('blogs', async () => {
      const rows = await db.select().from(t.blogs).orderBy(asc(t.blogs.id));
      return rows.map((r) => ({
        blog_id: r.id,
        title: r.title,
        description: r.description,
        image_url: r.imageUrl,
        created_by: r.createdBy,
        date_of_creation: r.dateOfCreation,
      }));
    }),
  );

  app.get(
    '/api/workshops',
    { schema: { tags, response: { 200: S.WorkshopList } } },
    cached('workshops', async () => {
      const rows = await db.select().from(t.workshops).orderBy(asc(t.workshops.id));
      return rows.map((r) => {
        const img = (i: number) => r.images[i] ?? null;
        return {
          workshop_id: r.id,
          title: r.title,
          description: r.description,
          image_url_1: img(0),
          image_url_2: img(1),
          image_url_3: img(2),
          image_url_4: img(3),
          image_url_5: img(4),
          image_url_6: img(5),
          uploaded_by: r.uploadedBy,
          uploaded_at: iso(r.uploadedAt),
        };
      });
    }),
  );

  app.get(
    '/api/achievements',
    { schema: { tags, response: { 200: S.AchievementList } } },
    cached('achievements', async () => {
      const rows = await db.select().from(t.achievements).orderBy(asc(t.achievements.id));
      return rows.map((r) => ({
        achievement_id: r.id,
        name: r.name,
        description: r.description,
        designation: r.designation,
        achievement: r.achievement,
        image_url: r.imageUrl,
      }));
    }),
  );
};

export default content;
