/**
 * Numbers of the school's tax documents (invoices, credit notes): one counter row per series and
 * financial year, locked by the upsert that takes the next number.
 */
import { sql } from 'drizzle-orm';
import { documentNumber, financialYearLabel, type DocumentSeries } from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';

/**
 * The next number of `series` in financial year `fy`. The upsert takes the counter row's lock and
 * keeps it until the caller's transaction ends: a concurrent payment waits here and gets the next
 * number; a payment that rolls back gives its number back, so numbers have no gaps. Call it last in
 * a transaction that locks other rows, so the counter is held for as short a time as possible.
 */
export async function nextDocumentNumber(
  tx: Db,
  series: DocumentSeries,
  at: Date,
): Promise<{ number: string; fy: string; seq: number }> {
  const fy = financialYearLabel(at);
  const [row] = await tx
    .insert(t.documentCounters)
    .values({ series: series.id, fy, last: 1 })
    .onConflictDoUpdate({
      target: [t.documentCounters.series, t.documentCounters.fy],
      set: { last: sql`"document_counters"."last" + 1` },
    })
    .returning({ last: t.documentCounters.last });
  const seq = row!.last;
  return { number: documentNumber(series, fy, seq), fy, seq };
}
