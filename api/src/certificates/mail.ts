/** The certificate mail carries her certificate's PDF, drawn from the mail's facts when it is sent. */
import { forKinds } from '../mail/kinds';
import { certificateAttachment } from './pdf';

export const certificatesMail = forKinds(['certificate-ready'], {
  attachments: async (p, ctx) => [await certificateAttachment(ctx.apiRoot, p, ctx.links.site, ctx.now)],
});
