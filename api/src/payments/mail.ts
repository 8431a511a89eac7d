/**
 * What payments add to their mails: the receipt carries the payment confirmation and the tax
 * invoice issued with the payment; the refund mail carries its credit note. Both PDFs are drawn
 * from the stored rows when the mail is sent, so a retry attaches the same document.
 */
import { certificatePdfAssets } from '../certificates/pdf';
import { forKinds, mergeMailKinds } from '../mail/kinds';
import { creditNoteAttachment, invoiceAttachment } from './invoice-pdf';
import { findCreditNote, findInvoice } from './invoices';
import { receiptAttachment } from './receipt-pdf';

export const paymentsMail = mergeMailKinds(
  forKinds(['payment-receipt'], {
    async attachments(p, ctx) {
      const files = [await receiptAttachment(ctx.apiRoot, p, ctx.links.contactEmail, ctx.now)];
      const invoice = typeof p.invoiceId === 'number' ? await findInvoice(ctx.db, p.invoiceId) : undefined;
      if (invoice)
        files.push(
          await invoiceAttachment(invoice, p.language === 'hi' ? 'hi' : 'en', certificatePdfAssets(ctx.apiRoot), ctx.now),
        );
      return files;
    },
  }),
  forKinds(['refund-issued'], {
    async attachments(p, ctx) {
      const note = typeof p.creditNoteId === 'number' ? await findCreditNote(ctx.db, p.creditNoteId) : undefined;
      if (!note) return [];
      return [
        await creditNoteAttachment(note, p.language === 'hi' ? 'hi' : 'en', certificatePdfAssets(ctx.apiRoot), ctx.now),
      ];
    },
  }),
);
