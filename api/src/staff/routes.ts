/**
 * The staff back office's API, /api/staff/…, composed from the areas that own each fact: support
 * answers tickets, reads the contact inbox and sends notices; admins also run batches, people and
 * money, and read the audit log. Each area's file declares its routes and the staff roles allowed
 * to call them; its service holds the queries and transactions, and audits every write.
 *
 * Registration order is the order of the OpenAPI document (api/test/openapi-stable.test.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import staffAuthRoutes, { addStaffGuard } from '../auth/staff-routes';
import staffTicketRoutes from '../tickets/staff-routes';
import staffContactRoutes from '../contact/staff-routes';
import staffNoticeRoutes from '../notifications/staff-routes';
import { staffBatchRoutes, staffPlacementRoutes } from '../batches/staff-routes';
import staffStudentRoutes from '../students/staff-routes';
import staffTutorRoutes from '../tutors/staff-routes';
import staffPaymentRoutes from '../payments/staff-routes';
import auditRoutes from '../audit/staff-routes';
import staffCertificateRoutes from '../certificates/staff-routes';
import staffLearningRoutes from '../quizzes/staff-routes';
import staffSessionRoutes from '../sessions/staff-routes';
import staffWhatsAppRoutes from '../messaging/staff-routes';
import staffDiscussionRoutes from '../discussion/staff-routes';

const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addStaffGuard(app);
  await app.register(staffAuthRoutes);
  await app.register(staffTicketRoutes);
  await app.register(staffContactRoutes);
  await app.register(staffNoticeRoutes);
  await app.register(staffBatchRoutes);
  await app.register(staffStudentRoutes);
  await app.register(staffPlacementRoutes);
  await app.register(staffTutorRoutes);
  await app.register(staffPaymentRoutes);
  await app.register(staffCertificateRoutes);
  await app.register(staffLearningRoutes);
  await app.register(auditRoutes);
  await app.register(staffSessionRoutes);
  await app.register(staffWhatsAppRoutes);
  await app.register(staffDiscussionRoutes);
};

export default staffRoutes;
