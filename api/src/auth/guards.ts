/** Ownership guards: no session → 401, someone else's data or the wrong role → 403. */
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface Session {
    studentId?: number;
    tutorId?: number;
  }
}

export function requireStudent(req: FastifyRequest, userId: number | string): number {
  const { studentId, tutorId } = req.session;
  if (studentId === undefined) {
    if (tutorId !== undefined) throw forbidden('This area is for students only.');
    throw unauthorized();
  }
  if (studentId !== Number(userId)) throw forbidden('You can only access your own account.');
  return studentId;
}

export function requireTutor(req: FastifyRequest, tutorId?: number | string): number {
  const session = req.session;
  if (session.tutorId === undefined) {
    if (session.studentId !== undefined) throw forbidden('This area is for tutors only.');
    throw unauthorized();
  }
  if (tutorId !== undefined && session.tutorId !== Number(tutorId)) {
    throw forbidden('You can only access your own account.');
  }
  return session.tutorId;
}
