// The drawing code is shared with the API's receipt mail (DESIGN §10): it lives in contracts and
// still imports pdf-lib dynamically, so the browser fetches it only when she presses Download.
export { buildConfirmationPdf } from '@ai-women/contracts/confirmation-pdf';
