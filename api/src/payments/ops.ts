/**
 * Operator commands for payments (`pnpm --filter @ai-women/api ops payments:reconcile`): the same
 * work the API's payments worker does on its timer, run once by hand — after an outage of the
 * provider's webhooks, say. Safe beside running API processes (each order and event is claimed).
 */
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createPaymentProvider } from './provider';
import { sandboxOrderPayments, sandboxRefund } from './sandbox';
import { PaymentsWorker } from './worker';

function worker(db: Db, config: Config): PaymentsWorker {
  const provider = createPaymentProvider(
    config.payment,
    (orderId) => sandboxOrderPayments(db, orderId),
    (input) => sandboxRefund(db, input, new Date()),
  );
  return new PaymentsWorker(db, {
    provider,
    now: () => new Date(),
    links: { api: config.publicUrl, site: config.mail.siteUrl },
    supplier: config.gst,
    tickMs: config.paymentsWorker.tickMs,
    retryBaseMs: config.paymentsWorker.retryBaseMs,
    // By hand: every lapsed order is asked about again, however recently the worker asked.
    recheckMs: 0,
    // The sandbox's webhooks are delivered by the API, to itself.
    sandbox: null,
  });
}

export const PAYMENT_ACTIONS: Record<
  string,
  { help: string; run(db: Db, config: Config, args: Record<string, string | undefined>): Promise<unknown> }
> = {
  'payments:reconcile': {
    help: 'asks the provider about orders still pending after their hold: settles the paid ones (enrolment, receipt mail), expires the rest',
    async run(db, config) {
      // One pass over every lapsed order (the receipts go out from the outbox when the API runs).
      return { settled: await worker(db, config).reconcile(10_000) };
    },
  },
  'payments:process-events': {
    help: 'processes stored webhook events not yet processed (the API does this within seconds when it runs)',
    async run(db, config) {
      const w = worker(db, config);
      let processed = 0;
      for (;;) {
        const n = await w.processEvents(100);
        processed += n;
        if (n === 0) break;
      }
      return { processed };
    },
  },
};
