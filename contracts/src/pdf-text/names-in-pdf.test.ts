/**
 * Her name in the payment confirmation, as a reader sees it: the PDF is rendered by poppler
 * (pdftoppm) and the name's pixels are compared with the same name rendered by Chromium in the
 * same font, whose shaping of Indian scripts is the reference a reader's browser gives. pdftotext
 * must give the name back exactly as typed. These need poppler-utils and Chromium (`pnpm test`
 * installs both on Debian).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { buildConfirmationPdf, paymentConfirmationContent } from '../confirmation-pdf';
import { fontFile, splitRuns, type FaceId } from './faces';
import { nodePdfTextAssets } from './node';

const contractsPkg = path.join(__dirname, '../../package.json');
const assets = nodePdfTextAssets(contractsPkg);
const fromContracts = createRequire(contractsPkg);
const template = readFileSync(path.join(__dirname, '../../assets/payment-confirmation-template.pdf'));
const work = mkdtempSync(path.join(tmpdir(), 'aarohi-names-'));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const NAMES = [
  'प्रिया शर्मा',
  'क्षितिज त्रिपाठी',
  'தமிழ்செல்வி சுப்பிரமணியம்',
  'সুস্মিতা বন্দ্যোপাধ্যায়',
  'Zoë Ñúñez',
];

// The confirmation draws the name at 18 pt, 248 pt below the top of the page, from x = 56.
const NAME_SIZE = 18;
const NAME_FROM_TOP = 248;
const NAME_LEFT = 56;
const DPI = 192;
const PX = DPI / 72;
const INK = '#1d1a22';

interface Grey {
  width: number;
  height: number;
  data: Uint8Array;
}

function readPgm(file: string): Grey {
  const buf = readFileSync(file);
  const header = buf.subarray(0, 64).toString('latin1');
  const m = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(header)!;
  return { width: Number(m[1]), height: Number(m[2]), data: buf.subarray(m[0].length) };
}

/** An 8-bit RGB or RGBA, non-interlaced PNG (what Chromium writes) as grey levels. */
function readPng(file: string): Grey {
  const buf = readFileSync(file);
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 3;
  const idat: Buffer[] = [];
  while (at < buf.length) {
    const len = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    const body = buf.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      channels = body[9] === 6 ? 4 : 3;
      if (body[8] !== 8 || body[12] !== 0 || (body[9] !== 2 && body[9] !== 6))
        throw new Error('unexpected PNG format');
    } else if (type === 'IDAT') idat.push(body);
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const px = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= channels ? px[y * stride + x - channels]! : 0;
      const b = y > 0 ? px[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? px[(y - 1) * stride + x - channels]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const pred = [0, a, b, (a + b) >> 1, paeth][filter]!;
      px[y * stride + x] = (v + pred) & 0xff;
    }
  }
  const data = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++)
    data[i] = Math.round((px[i * channels]! + px[i * channels + 1]! + px[i * channels + 2]!) / 3);
  return { width, height, data };
}

/** The dark pixels of a region, cropped to their bounding box, as a 0/1 bitmap. */
function inkOf(img: Grey, x0: number, y0: number, x1: number, y1: number) {
  let top = Infinity;
  let left = Infinity;
  let bottom = -1;
  let right = -1;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      if (img.data[y * img.width + x]! < 128) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  if (bottom < 0) return { width: 0, height: 0, bits: new Uint8Array(0) };
  const width = right - left + 1;
  const height = bottom - top + 1;
  const bits = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      bits[y * width + x] = img.data[(top + y) * img.width + left + x]! < 128 ? 1 : 0;
  return { width, height, bits };
}

type Ink = ReturnType<typeof inkOf>;

/**
 * How far two renderings of a word differ: the inked pixels of either that have no inked pixel of
 * the other within one pixel, over the pixels inked in either, at the best alignment within ±2 px.
 * The one-pixel slack absorbs how two rasterisers round an edge; a missing, moved or different
 * glyph still counts in full.
 */
function mismatch(a: Ink, b: Ink): number {
  if (!a.width || !b.width) return 1;
  const at = (img: Ink, x: number, y: number) =>
    x >= 0 && y >= 0 && x < img.width && y < img.height ? img.bits[y * img.width + x]! : 0;
  const near = (img: Ink, x: number, y: number) => {
    for (let j = -1; j <= 1; j++) for (let i = -1; i <= 1; i++) if (at(img, x + i, y + j)) return true;
    return false;
  };
  let best = 1;
  for (let dy = -2; dy <= 2; dy++)
    for (let dx = -2; dx <= 2; dx++) {
      let off = 0;
      let union = 0;
      const w = Math.max(a.width, b.width + dx) + 2;
      const h = Math.max(a.height, b.height + dy) + 2;
      for (let y = -2; y < h; y++)
        for (let x = -2; x < w; x++) {
          const pa = at(a, x, y);
          const pb = at(b, x - dx, y - dy);
          if (!pa && !pb) continue;
          union++;
          if ((pa && !near(b, x - dx, y - dy)) || (pb && !near(a, x, y))) off++;
        }
      best = Math.min(best, off / union);
    }
  return best;
}

/** The name's pixels in the rendered confirmation. */
async function pdfNameInk(pdf: Uint8Array, name: string): Promise<Ink> {
  const file = path.join(work, `${encodeURIComponent(name).slice(0, 40)}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', [
    '-r',
    String(DPI),
    '-gray',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    file.replace(/\.pdf$/, ''),
  ]);
  const img = readPgm(file.replace(/\.pdf$/, '.pgm'));
  const baseline = Math.round(NAME_FROM_TOP * PX);
  // From above the tallest vowel sign to below the deepest one; "Received with thanks from" above
  // has no descenders and the status band starts 16 pt below the baseline.
  return inkOf(
    img,
    Math.round((NAME_LEFT - 4) * PX),
    baseline - Math.round(20 * PX),
    img.width - Math.round(40 * PX),
    baseline + Math.round(12 * PX),
  );
}

/** Each name rendered by Chromium with the same Noto fonts, at the size the PDF page is rendered at. */
function chromiumNameInks(names: string[]): Ink[] {
  const faces = new Set<FaceId>(['latin']);
  for (const n of names) for (const r of splitRuns(n)) if (r.face) faces.add(r.face);
  const family = (face: FaceId) => `pdf-${face}`;
  const css = [...faces]
    .map((face) => {
      const f = fontFile(face, 'bold');
      const url = `file://${fromContracts.resolve(`${f.packageName}/${f.path}`)}`;
      return `@font-face{font-family:'${family(face)}';src:url('${url}');font-weight:700}`;
    })
    .join('\n');
  const ROW = 140;
  const rows = names
    .map((n, i) => {
      // The name's own script first, as the PDF picks its font per script.
      const own = splitRuns(n)
        .map((r) => r.face)
        .filter((f): f is FaceId => !!f);
      const stack = [...new Set([...own, 'latin' as FaceId])].map((f) => `'${family(f)}'`).join(',');
      return `<div style="position:absolute;left:20px;top:${i * ROW + 30}px;font-family:${stack};font-weight:700;font-size:${NAME_SIZE * PX}px;white-space:nowrap;color:${INK}">${n}</div>`;
    })
    .join('\n');
  const html = path.join(work, 'names.html');
  writeFileSync(
    html,
    `<!doctype html><html><head><meta charset="utf-8"><style>${css}\nbody{margin:0;background:#fff}</style></head><body>${rows}</body></html>`,
  );
  const png = path.join(work, 'names.png');
  execFileSync(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--allow-file-access-from-files',
      '--force-device-scale-factor=1',
      '--font-render-hinting=none',
      `--window-size=1600,${names.length * ROW + 40}`,
      `--screenshot=${png}`,
      `file://${html}`,
    ],
    { stdio: 'ignore', timeout: 60_000 },
  );
  const img = readPng(png);
  return names.map((_, i) => inkOf(img, 0, i * ROW + 5, img.width, (i + 1) * ROW));
}

const paid = { transactionId: 'pay_3f9a1c2b7d', amount: 199920, paidAt: '2026-11-21T20:15:00.000Z' };
const build = (name: string) =>
  buildConfirmationPdf(
    template,
    paymentConfirmationContent(name, paid, { now: new Date('2026-11-22T04:00:00Z') }),
    assets,
  );

describe('names in the payment confirmation', () => {
  const pdfs = new Map<string, Uint8Array>();
  beforeAll(async () => {
    for (const name of NAMES) pdfs.set(name, await build(name));
  }, 120_000);

  it.each(NAMES)('pdftotext gives back %s exactly as typed', (name) => {
    const file = path.join(work, 'text.pdf');
    writeFileSync(file, pdfs.get(name)!);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text.split('\n')).toContain(name);
    expect(text).not.toContain('Learner');
  });

  it('looks like the same name rendered by Chromium in the same font (within a small pixel tolerance)', async () => {
    const reference = chromiumNameInks(NAMES);
    const results = [];
    for (const [i, name] of NAMES.entries()) {
      const drawn = await pdfNameInk(pdfs.get(name)!, name);
      const ref = reference[i]!;
      results.push({ name, drawn, ref, diff: mismatch(drawn, ref) });
    }
    if (process.env.AAROHI_PIXEL_REPORT)
      console.log(
        results
          .map(
            ({ name, drawn, ref, diff }) =>
              `${name}: pdf ${drawn.width}x${drawn.height} px, chromium ${ref.width}x${ref.height} px, mismatch ${(diff * 100).toFixed(1)}%`,
          )
          .join('\n'),
      );
    // Within 4 px (at 48 px text) in size and under 2 % of the inked pixels apart: the same word.
    const off = results.filter(
      ({ drawn, ref, diff }) =>
        Math.abs(drawn.width - ref.width) > 4 || Math.abs(drawn.height - ref.height) > 4 || diff >= 0.02,
    );
    expect(
      off.map(
        ({ name, drawn, ref, diff }) =>
          `${name}: ${drawn.width}x${drawn.height} vs ${ref.width}x${ref.height}, ${(diff * 100).toFixed(1)}%`,
      ),
    ).toEqual([]);
  }, 120_000);

  it('shows a name in a script no bundled font covers as code-point boxes, and keeps it as text', async () => {
    const name = 'ᱥᱟᱱᱛᱟᱲᱤ मुर्मू'; // Ol Chiki, then Devanagari
    const pdf = await build(name);
    const file = path.join(work, 'fallback.pdf');
    writeFileSync(file, pdf);
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split('\n')).toContain(name);
    const ink = await pdfNameInk(pdf, name);
    // Seven boxes of about 0.9 em each, then the Devanagari surname: far wider than the surname alone.
    const surname = await pdfNameInk(await build('मुर्मू'), 'मुर्मू');
    expect(ink.width).toBeGreaterThan(surname.width + 7 * 0.8 * NAME_SIZE * PX);
  }, 120_000);

  it('stays within 150 KB with a name in Devanagari, one in Tamil and one in Bengali', async () => {
    for (const name of NAMES) expect(pdfs.get(name)!.byteLength).toBeLessThanOrEqual(150 * 1024);
    const mixed = await build('प्रिया தமிழ் সুস্মিতা Zoë');
    expect(mixed.byteLength).toBeLessThanOrEqual(150 * 1024);
  }, 60_000);
});
