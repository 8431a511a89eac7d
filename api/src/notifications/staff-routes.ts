/** Notices from the school to a batch (support and admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/staff';
import { validateNotice } from '@ai-women/contracts';
import { assertValid } from '../lib/errors';
import { ANY_STAFF, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import { sendBatchNotice } from './service';

const staffNoticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const writeRateLimit = { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs };
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;

  app.post(
    '/api/staff/notices',
    {
      schema: { tags, security, body: S.NoticeBody, response: { 200: S.NoticeResponse } },
      config: { staffRoles: ANY_STAFF, rules: validateNotice, rateLimit: writeRateLimit },
    },
    async (req) => {
      assertValid(validateNotice(req.body));
      const recipients = await sendBatchNotice(db, req.staff!, {
        batchId: req.body.batch_id,
        audience: req.body.audience,
        title: req.body.title.trim(),
        message: req.body.message.trim(),
      });
      return {
        success: true,
        message: `Notice sent to ${recipients} ${recipients === 1 ? 'person' : 'people'}.`,
        recipients,
      };
    },
  );
};

export default staffNoticeRoutes;
