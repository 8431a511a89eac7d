// Fetches the template from the learner app's own origin, draws on it and downloads the result.
// No backend call (spec 02 §7.3).
import type { StoredUser } from '@ai-women/web-core';
import { buildConfirmationPdf } from './buildConfirmationPdf';
import { CONFIRMATION_FILE_NAME, TEMPLATE_PATH, confirmationContent } from './confirmationContent';

declare const __webpack_public_path__: string | undefined;

/** Inside the shell the page origin is :3000; the template lives with the learner remote. */
export function templateUrl(): string {
  let base = '/';
  try {
    if (typeof __webpack_public_path__ === 'string' && __webpack_public_path__)
      base = __webpack_public_path__;
  } catch {
    // not under webpack (tests)
  }
  if (base === 'auto') base = '/';
  return `${base.replace(/\/+$/, '')}/${TEMPLATE_PATH}`;
}

export async function downloadConfirmation(user: StoredUser | null) {
  const response = await fetch(templateUrl());
  if (!response.ok) throw new Error(`Template not available (${response.status})`);
  const bytes = await buildConfirmationPdf(await response.arrayBuffer(), confirmationContent(user));
  const blob = new Blob([bytes as BlobPart], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = CONFIRMATION_FILE_NAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
