import type { Db } from './client';

/** Runs `fn` in one transaction, handing it the transaction as a plain database handle. */
export const inTransaction = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => fn(tx as unknown as Db));
