// `pnpm test:pdf-visual [--update]`: draws the tax invoice PDFs (en and hi, CGST + SGST and IGST)
// from fixed data, rasterises them with pdftoppm and compares them with api/test/baselines/invoice-pdf
// (the same test runs in `pnpm test` with the API suite). --update rewrites the baselines: look at
// the new PNGs before committing them.
import { spawnSync } from 'node:child_process';

const update = process.argv.slice(2).includes('--update');
const r = spawnSync(
  'pnpm',
  ['exec', 'jest', '--selectProjects', 'api', '--runInBand', 'api/test/invoice-pdf.test.ts'],
  { stdio: 'inherit', env: { ...process.env, ...(update ? { PDF_BASELINES: 'update' } : {}) } },
);
process.exit(r.status ?? 1);
