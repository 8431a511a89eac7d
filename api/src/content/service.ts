/** The public marketing content (courses, team, blogs, workshops…), read as the routes answer it. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { openBatches } from '../payments/service';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { iso } from '../lib/shape';

/** The courses, as /api/courses answers them. */
export async function listCourses(db: Db) {
  const rows = await db.select().from(t.courses).orderBy(asc(t.courses.id));
  return rows.map((r) => ({
    course_id: r.id,
    title: r.title,
    description: r.description,
    image_url: r.imageUrl,
    sessions: r.sessions,
    curriculum: r.curriculum,
  }));
}

/**
 * One course as its public page shows it: the course, its batches still taking students with the
 * seats left now, and the tutors of its running and coming batches. A tutor's bio is the skills text
 * she gave with her documents, shown only once the back office approved them.
 */
export async function courseOffer(db: Db, courseId: number, now: Date) {
  const [course] = (await listCourses(db)).filter((c) => c.course_id === courseId);
  if (!course) return undefined;
  const batches = await openBatches(db, courseId, 0, now);
  const tutorRows = await db
    .selectDistinct({ id: t.tutors.id, name: t.tutors.name, skills: t.tutorUploads.skills, review: t.tutorUploads.reviewStatus })
    .from(t.batches)
    .innerJoin(t.tutors, eq(t.tutors.id, t.batches.tutorId))
    .leftJoin(t.tutorUploads, eq(t.tutorUploads.tutorId, t.tutors.id))
    .where(and(eq(t.batches.courseId, courseId), inArray(t.batches.status, ['Active', 'Inactive'])))
    .orderBy(asc(t.tutors.id));
  const tutors = tutorRows.map((r) => ({
    name: r.name,
    bio: r.review === 'approved' && r.skills?.trim() ? r.skills.trim() : null,
  }));
  return { success: true, course, batches, tutors };
}

/** Testimonials in the order they were added. */
export async function listTestimonials(db: Db) {
  const rows = await db.select().from(t.testimonials).orderBy(asc(t.testimonials.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    profession: r.profession,
    description: r.description,
    image_url: r.imageUrl,
  }));
}

/** The team, by position. */
export async function listTeam(db: Db) {
  const rows = await db
    .select()
    .from(t.teamMembers)
    .orderBy(asc(t.teamMembers.position), asc(t.teamMembers.id));
  return rows.map((r) => ({ id: r.id, name: r.name, designation: r.designation, image_url: r.imageUrl }));
}

/**
 * The coupons shown to every visitor: active and marked advertised by staff. Other active coupons
 * work only when she types the code (POST /api/coupons/check, the order's couponCode).
 */
export async function listOfferedCoupons(db: Db) {
  const rows = await db
    .select()
    .from(t.coupons)
    .where(and(eq(t.coupons.active, true), eq(t.coupons.advertised, true)))
    .orderBy(asc(t.coupons.id));
  return {
    success: true,
    coupons: rows.map((r) => ({
      coupon_id: r.id,
      coupon_name: r.name,
      discount_percent: r.discountPercent,
    })),
  };
}

/** Blog posts in the order they were added. */
export async function listBlogs(db: Db) {
  const rows = await db.select().from(t.blogs).orderBy(asc(t.blogs.id));
  return rows.map((r) => ({
    blog_id: r.id,
    title: r.title,
    description: r.description,
    image_url: r.imageUrl,
    created_by: r.createdBy,
    date_of_creation: r.dateOfCreation,
  }));
}

/** Workshops with up to six pictures each. */
export async function listWorkshops(db: Db) {
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
}

/** Our students' achievements (/wonderwomen). */
export async function listAchievements(db: Db) {
  const rows = await db.select().from(t.achievements).orderBy(asc(t.achievements.id));
  return rows.map((r) => ({
    achievement_id: r.id,
    name: r.name,
    description: r.description,
    designation: r.designation,
    achievement: r.achievement,
    image_url: r.imageUrl,
  }));
}
