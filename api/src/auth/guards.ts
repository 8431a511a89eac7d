/** Ownership guards: no session → 401, someone else's data or the wrong role → 403. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors';
import { SESSION_COOKIE } from './session-store';

declare module 'fastify' {
  interface Session {
    studentId?: number;
    tutorId?: number;
    /** A staff member of the back office (their role is read from the database on each request). */
    staffId?: number;
  }
}

/** The signed-in principals a route can be reserved for (staff routes name their roles instead). */
export type AccountRole = 'student' | 'tutor';

/**
 * 401 without a session of `role`, 403 for a session of another role. Ownership (her own id) is
 * the handler's check; this one runs for every route that declares `config.auth`, before the body
 * is parsed or validated, so an anonymous caller learns nothing about a route's input.
 */
export function requireSignedIn(req: FastifyRequest, role: AccountRole): void {
  const { studentId, tutorId, staffId } = req.session;
  if (role === 'student' ? studentId !== undefined : tutorId !== undefined) return;
  if (studentId !== undefined || tutorId !== undefined || staffId !== undefined)
    throw forbidden(role === 'student' ? 'This area is for students only.' : 'This area is for tutors only.');
  throw unauthorized();
}

export function requireStudent(req: FastifyRequest, userId: number | string): number {
  const { studentId, tutorId, staffId } = req.session;
  if (studentId === undefined) {
    if (tutorId !== undefined || staffId !== undefined) throw forbidden('This area is for students only.');
    throw unauthorized();
  }
  if (studentId !== Number(userId)) throw forbidden('You can only access your own account.');
  return studentId;
}

export function requireTutor(req: FastifyRequest, tutorId?: number | string): number {
  const session = req.session;
  if (session.tutorId === undefined) {
    if (session.studentId !== undefined || session.staffId !== undefined)
      throw forbidden('This area is for tutors only.');
    throw unauthorized();
  }
  if (tutorId !== undefined && session.tutorId !== Number(tutorId)) {
    throw forbidden('You can only access your own account.');
  }
  return session.tutorId;
}

/** Login/registration: a fresh session id (the old one is deleted from the store) for one role. */
/** Ends this browser's session (every principal in it) and clears its cookie: each logout route's work. */
export async function endSession(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  await req.session.destroy();
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The student's and the tutor's logout routes: the session ended, the spec's message. */
export async function logout(req: FastifyRequest, reply: FastifyReply) {
  await endSession(req, reply);
  return { success: true, message: 'Logged out successfully' };
}

export async function startSession(
  req: FastifyRequest,
  who: { studentId: number } | { tutorId: number } | { staffId: number },
): Promise<void> {
  const oldId = req.session.sessionId;
  // Without a session cookie the current session was never stored: nothing to delete.
  const stored = Boolean(req.cookies?.[SESSION_COOKIE]);
  await req.session.regenerate();
  if (stored) {
    await new Promise<void>((resolve, reject) =>
      req.sessionStore.destroy(oldId, (err) => (err ? reject(err) : resolve())),
    );
  }
  // One principal per session: the regenerated session holds only this one.
  Object.assign(req.session, who);
}
