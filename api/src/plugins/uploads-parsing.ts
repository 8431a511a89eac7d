/** multipart/form-data for the upload routes, within the contracts' limits on files and fields. */
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { LIMITS } from '@ai-women/contracts';
import { watchUpload } from '../lib/upload-deadline';

export default fp(async (scope) => {
  const { config } = scope.deps;
  // Every multipart body is read under a deadline (lib/upload-deadline.ts); the routes read it lazily.
  scope.addHook('preHandler', async (req, reply) => {
    if (req.isMultipart()) watchUpload(req, reply, config.uploadDeadline);
  });
  await scope.register(multipart, {
    limits: {
      fileSize: LIMITS.uploadMaxBytes,
      files: LIMITS.uploadMaxFiles,
      fields: 4,
      parts: 6,
      // bytes: room for LIMITS.skillsMax characters in any script (up to 4 bytes each in UTF-8)
      fieldSize: LIMITS.skillsMax * 4,
      headerPairs: 50,
    },
  });
}, { name: 'aarohi-uploads-parsing' });
