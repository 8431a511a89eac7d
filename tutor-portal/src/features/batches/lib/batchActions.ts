// Batch status actions: Inactive → Active "Start", Active → Completed "Complete",
// Active → Inactive "Pause"; Completed has none. Statuses are normalised to
// the capitalised form the API stores and its status change accepts.
import { batchActions, type BatchStatus, type BatchTransition } from '@ai-women/contracts';

/** 'active' / 'ACTIVE' → 'Active'; unknown values pass through unchanged. */
export function normaliseBatchStatus(status: string): string {
  const s = status.trim().toLowerCase();
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : status;
}

export function allowedBatchActions(status: string): BatchTransition[] {
  return batchActions(normaliseBatchStatus(status) as BatchStatus);
}

/** Completing a batch cannot be undone, so it is confirmed first. */
export function needsConfirmation(action: BatchTransition): boolean {
  return action.to === 'Completed';
}
