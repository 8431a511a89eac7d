// Fetches the template from the learner app's own origin, draws on it and downloads the result.
// No backend call, so the download works from what she already holds: the fonts and HarfBuzz that
// draw her name come from the same origin, fetched only now, and each font only when her name needs
// its script.
import type { StudentLanguage } from '@ai-women/contracts';
import type { PdfTextAssets } from '@ai-women/contracts/pdf-text';
import type { StoredUser } from '@ai-women/web-core';
import { buildConfirmationPdf } from './buildConfirmationPdf';
import { CONFIRMATION_FILE_NAME, TEMPLATE_PATH, confirmationContent } from './confirmationContent';

declare const __webpack_public_path__: string | undefined;

/** Where the build put the text layer's fonts and wasm (learner-app/webpack.config.js). */
export const PDF_TEXT_DIR = 'pdf-text';

/** A file shipped with the learner remote: inside the shell the page origin is :3000, not the remote's. */
export function assetUrl(relative: string): string {
  let base = '/';
  try {
    if (typeof __webpack_public_path__ === 'string' && __webpack_public_path__)
      base = __webpack_public_path__;
  } catch {
    // not under webpack (tests)
  }
  if (base === 'auto') base = '/';
  return `${base.replace(/\/+$/, '')}/${relative}`;
}

export const templateUrl = (): string => assetUrl(TEMPLATE_PATH);

async function fetchBytes(relative: string): Promise<ArrayBuffer> {
  const response = await fetch(assetUrl(relative));
  if (!response.ok) throw new Error(`${relative} not available (${response.status})`);
  return response.arrayBuffer();
}

export const browserPdfTextAssets: PdfTextAssets = {
  font: (file) => fetchBytes(`${PDF_TEXT_DIR}/${file.fileName}`),
  wasm: (name) => fetchBytes(`${PDF_TEXT_DIR}/${name}`),
};

export async function downloadConfirmation(user: StoredUser | null, language: StudentLanguage = 'en') {
  const template = await fetchBytes(TEMPLATE_PATH);
  const bytes = await buildConfirmationPdf(
    template,
    confirmationContent(user, new Date(), language),
    browserPdfTextAssets,
  );
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
