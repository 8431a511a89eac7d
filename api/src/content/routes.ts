/** Public marketing content: plain arrays (the public site's lists), coupons as { success, coupons }. */
import type { FastifyPluginAsync } from 'fastify';
import * as S from '@ai-women/contracts/schemas';
import {
  courseOffer,
  listAchievements,
  listBlogs,
  listCourses,
  listOfferedCoupons,
  listTeam,
  listTestimonials,
  listWorkshops,
} from './service';
import { listCache } from './list-cache';
import { notFound } from '../lib/errors';

/** Marketing content changes rarely (seed or operator): each list is kept for a few seconds per process. */
const CONTENT_TTL_MS = 10_000;

const content: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const tags = ['content'];
  const cached = listCache(CONTENT_TTL_MS);

  app.get(
    '/api/courses',
    { schema: { tags, response: { 200: S.CourseList } } },
    cached('courses', () => listCourses(db)),
  );

  // Seats change with every order, so the offer is read fresh each time.
  app.get(
    '/api/courses/:courseId/offer',
    { schema: { tags, params: S.CourseIdParams, response: { 200: S.CourseOfferResponse } } },
    async (req) => {
      const { courseId } = req.params as { courseId: number };
      const offer = await courseOffer(db, courseId, app.deps.clock.now());
      if (!offer) throw notFound('This course does not exist.');
      return offer;
    },
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
