/** Public marketing content (spec 01 §7): plain arrays, coupons as { success, coupons }. */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as S from '@ai-women/contracts/schemas';
import {
  listAchievements,
  listBlogs,
  listCourses,
  listOfferedCoupons,
  listTeam,
  listTestimonials,
  listWorkshops,
} from './service';

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
    cached('courses', () => listCourses(db)),
  );

  app.get(
    '/api/testimonials',
    { schema: { tags, response: { 200: S.TestimonialList } } },
    cached('testimonials', () => listTestimonials(db)),
  );

  app.get(
    '/api/team',
    { schema: { tags, response: { 200: S.TeamList } } },
    cached('team', () => listTeam(db)),
  );

  app.get('/api/coupons', { schema: { tags, response: { 200: S.CouponsResponse } } }, () =>
    listOfferedCoupons(db),
  );

  app.get(
    '/api/blogs',
    { schema: { tags, response: { 200: S.BlogList } } },
    cached('blogs', () => listBlogs(db)),
  );

  app.get(
    '/api/workshops',
    { schema: { tags, response: { 200: S.WorkshopList } } },
    cached('workshops', () => listWorkshops(db)),
  );

  app.get(
    '/api/achievements',
    { schema: { tags, response: { 200: S.AchievementList } } },
    cached('achievements', () => listAchievements(db)),
  );
};

export default content;
