/**
 * Staff sign-in, sign-out and who-am-I, and the guard every back-office route passes: it runs
 * before validation, so a request without the right staff role learns nothing about the shape of
 * the body (401/403 before 400), and every staff handler finds `req.staff` set.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as S from '@ai-women/contracts/staff';
import { MessageResponse } from '@ai-women/contracts/schemas';
import { assertValid } from '../lib/errors';
import { validateStaffLogin } from '@ai-women/contracts';
import { endSession } from './guards';
import { signIn } from './login';
import { ANY_STAFF, STAFF_SECURITY, STAFF_TAGS, requireStaff, staffByEmail, staffView } from './staff';

const INVALID_LOGIN = 'Invalid email or password.';

/** Adds the staff guard to the routes of the scope it is registered in (and its children). */
export function addStaffGuard(app: Parameters<FastifyPluginAsyncTypebox>[0]): void {
  const { db } = app.deps.database;
  app.addHook('preValidation', async (req) => {
    const roles = req.routeOptions.config.staffRoles;
    if (roles) req.staff = await requireStaff(req, db, roles);
  });
}

const staffAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { loginThrottle } = app.deps;
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;

  app.post(
    '/api/staff/login',
    {
      schema: { tags, body: S.StaffLoginBody, response: { 200: S.StaffMeResponse } },
      config: { keepsReadCache: true },
    },
    async (req) => {
      assertValid(validateStaffLogin(req.body));
      const email = req.body.email.trim().toLowerCase();
      const member = await signIn(req, loginThrottle, {
        kind: 'staff',
        typed: email,
        password: req.body.password,
        account: await staffByEmail(db, email),
        usable: (m) => !m.disabled,
        invalidMessage: INVALID_LOGIN,
      });
      return { success: true, staff: staffView(member) };
    },
  );
  app.post(
    '/api/staff/logout',
    { schema: { tags, response: { 200: MessageResponse } }, config: { keepsReadCache: true } },
    async (req: FastifyRequest, reply: FastifyReply) => {
      await endSession(req, reply);
      return { success: true, message: 'Signed out.' };
    },
  );
  app.get(
    '/api/staff/me',
    { config: { staffRoles: ANY_STAFF }, schema: { tags, security, response: { 200: S.StaffMeResponse } } },
    async (req) => ({ success: true, staff: staffView(req.staff!) }),
  );
};

export default staffAuthRoutes;
