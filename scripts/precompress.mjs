// Build step: writes a brotli (.br) and a gzip (.gz) sibling beside every compressible file of a
// built frontend, so the production server (scripts/serve.mjs, through sirv) sends the smaller
// copy without compressing anything per request. Run by scripts/build.mjs after webpack and by
// each app's `pnpm build`; by hand: node scripts/precompress.mjs <dist> [<dist> …]
//
// Brotli at quality 11 (the slowest, smallest): the work is paid once per build instead of once per
// server start, and the hashed chunks are fetched by every visitor. A sibling is written only when
// it is smaller than the file; siblings left from an earlier build whose file is gone are removed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// TrueType fonts and wasm (the PDF text layer's Noto fonts and HarfBuzz) shrink by half and more;
// woff2, images and PDFs are compressed already.
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.json',
  '.map',
  '.css',
  '.svg',
  '.txt',
  '.ttf',
  '.wasm',
]);
// Below this a compressed answer saves less than its headers cost.
export const MIN_BYTES = 512;
// Source maps are two thirds of a build's bytes and only fetched with developer tools open: a fast
// quality (a third of q11's time on them) instead of the smallest copy.
const MAP_QUALITY = 5;
// The PDF text layer's fonts and HarfBuzz (4.8 MB) are fetched only to make a PDF: quality 9 takes a
// fraction of 11's time on them for a few per cent more bytes.
const RARE_QUALITY = 9;
const RARE = new Set(['.ttf', '.wasm']);
const qualityFor = (file, brotliQuality) =>
  file.endsWith('.map')
    ? MAP_QUALITY
    : RARE.has(path.extname(file).toLowerCase())
      ? Math.min(RARE_QUALITY, brotliQuality)
      : brotliQuality;
// Answered by the server from its environment, never from the file (so a sibling would be stale).
const DYNAMIC = new Set(['runtime-config.json']);

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` for every compressible file under `dir` (kept only when smaller).
 * Returns what it did: files compressed, bytes before, bytes of the brotli copies, milliseconds.
 */
export async function precompress(dir, { brotliQuality = 11 } = {}) {
  const started = performance.now();
  const all = [...filesUnder(path.resolve(dir))];
  const present = new Set(all);
  for (const file of all) {
    // A sibling of a file that no longer exists (or that is no longer compressible) would be served.
    const source = file.slice(0, -3);
    if (
      /\.(br|gz)$/.test(file) &&
      COMPRESSIBLE.has(path.extname(source).toLowerCase()) &&
      !present.has(source)
    )
      fs.rmSync(file);
  }
  const targets = all.filter(
    (file) =>
      COMPRESSIBLE.has(path.extname(file).toLowerCase()) &&
      !DYNAMIC.has(path.basename(file)) &&
      fs.statSync(file).size >= MIN_BYTES,
  );
  const result = { files: 0, bytes: 0, brotliBytes: 0, ms: 0 };
  // The compressions run on libuv's thread pool; a few at a time keeps the memory small.
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const file = targets[next++];
      const source = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: qualityFor(file, brotliQuality),
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: 9 }),
      ]);
      for (const [suffix, body] of [
        ['.br', br],
        ['.gz', gz],
      ]) {
        if (body.length < source.length) fs.writeFileSync(file + suffix, body);
        else fs.rmSync(file + suffix, { force: true });
      }
      result.files += 1;
      result.bytes += source.length;
      result.brotliBytes += Math.min(br.length, source.length);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  result.ms = Math.round(performance.now() - started);
  return result;
}

// CLI: node scripts/precompress.mjs <dist> [<dist> …]
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of process.argv.slice(2)) {
    const r = await precompress(dir);
    console.log(
      `precompressed ${dir}: ${r.files} files, ${(r.bytes / 1024).toFixed(0)} KB → ${(r.brotliBytes / 1024).toFixed(0)} KB brotli, ${(r.ms / 1000).toFixed(1)} s`,
    );
  }
}
