// The drawing code is shared with the API's receipt mail, so both PDFs are the same: it lives in
// contracts and still imports pdf-lib dynamically, so the browser fetches it only when she presses
// Download.
export { buildConfirmationPdf } from '@ai-women/contracts/confirmation-pdf';
