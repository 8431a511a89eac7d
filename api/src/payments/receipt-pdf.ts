/** The receipt mail's attachment: the same payment confirmation the learner app downloads. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CONFIRMATION_FILE_NAME,
  batchLine,
  buildConfirmationPdf,
  paymentConfirmationContent,
} from '@ai-women/contracts/confirmation-pdf';
import { nodePdfTextAssets } from '@ai-women/contracts/pdf-text/node';
import type { MailPayloads } from '../mail/outbox';

let template: Buffer | undefined;
let pdfTextAssets: ReturnType<typeof nodePdfTextAssets> | undefined;

/** The letterhead shipped by @ai-women/contracts (the learner app copies the same file). */
export function confirmationTemplate(apiRoot: string): Buffer {
  template ??= fs.readFileSync(
    createRequire(path.join(apiRoot, 'package.json')).resolve(
      '@ai-women/contracts/assets/payment-confirmation-template.pdf',
    ),
  );
  return template;
}

export async function receiptAttachment(
  apiRoot: string,
  p: MailPayloads['payment-receipt'],
  contactEmail: string,
  now = new Date(),
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const content = paymentConfirmationContent(
    p.name,
    { transactionId: p.transactionId, amount: p.amount, paidAt: p.paidAt },
    {
      now,
      contactEmail,
      courseTitle: p.courseTitle,
      batch: p.batchName
        ? batchLine({ name: p.batchName, timing: p.batchTiming, firstClassDate: p.firstClassDate }, p.language)
        : null,
      // The attachment speaks the same language as the mail it comes with.
      language: p.language === 'hi' ? 'hi' : 'en',
      coupon: p.coupon ?? null,
    },
  );
  // The name is drawn in her script: the Noto fonts and HarfBuzz come from contracts' dependencies.
  pdfTextAssets ??= nodePdfTextAssets(path.join(apiRoot, 'package.json'));
  const bytes = await buildConfirmationPdf(confirmationTemplate(apiRoot), content, pdfTextAssets);
  return { filename: CONFIRMATION_FILE_NAME, content: Buffer.from(bytes), contentType: 'application/pdf' };
}
