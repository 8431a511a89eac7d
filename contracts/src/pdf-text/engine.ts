/**
 * HarfBuzz, loaded once per process (or page): shaping (hb.wasm) and subsetting (hb-subset.wasm).
 * The WebAssembly bytes come from the caller, so the same code runs in Node (read from
 * node_modules) and in the browser (fetched from the app's own origin when the PDF is built).
 */
// The declarations travel with this file so every package that type-checks it (api, learner-app) sees them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./harfbuzzjs.d.ts" />
import createHarfBuzz from 'harfbuzzjs/hb.js';
import hbjs, { type HarfBuzz, type HbFace, type HbFont } from 'harfbuzzjs/hbjs.js';
import { fontFile, type FaceId, type FontFile, type FontWeight } from './faces';

export type Bytes = ArrayBuffer | Uint8Array;

/** Where the text layer gets its binary files. */
export interface PdfTextAssets {
  /** One of the bundled font files ({@link fontFile}). */
  font(file: FontFile): Promise<Bytes>;
  /** harfbuzzjs's shaper ('hb.wasm') or subsetter ('hb-subset.wasm'). */
  wasm(name: 'hb.wasm' | 'hb-subset.wasm'): Promise<Bytes>;
}

const toU8 = (b: Bytes) => (b instanceof Uint8Array ? b : new Uint8Array(b));

let shaper: Promise<HarfBuzz> | undefined;
/** The part of the WebAssembly global used here (typed locally: not every package's lib has it). */
interface Wasm {
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: unknown } }>;
}
const wasmApi = () => (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly;

let subsetter: Promise<{ exports: unknown }> | undefined;

export function loadShaper(assets: PdfTextAssets): Promise<HarfBuzz> {
  shaper ??= (async () => hbjs(await createHarfBuzz({ wasmBinary: toU8(await assets.wasm('hb.wasm')) })))();
  shaper.catch(() => (shaper = undefined));
  return shaper;
}

function loadSubsetter(assets: PdfTextAssets): Promise<{ exports: unknown }> {
  subsetter ??= (async () => {
    const { instance } = await wasmApi().instantiate(toU8(await assets.wasm('hb-subset.wasm')), {});
    return instance;
  })();
  subsetter.catch(() => (subsetter = undefined));
  return subsetter;
}

/** A font ready to shape with, plus what the PDF's font descriptor needs. */
export interface LoadedFace {
  face: FaceId;
  weight: FontWeight;
  bytes: Uint8Array;
  hbFace: HbFace;
  hbFont: HbFont;
  upem: number;
  covers: Set<number>;
  /** In PDF glyph space (1000 units to the em). */
  metrics: { bbox: [number, number, number, number]; ascent: number; descent: number; capHeight: number };
}

const faces = new Map<string, Promise<LoadedFace>>();

const int16 = (t: Uint8Array, at: number) => (((t[at]! << 8) | t[at + 1]!) << 16) >> 16;
const uint16 = (t: Uint8Array, at: number) => (t[at]! << 8) | t[at + 1]!;

export function loadFace(assets: PdfTextAssets, face: FaceId, weight: FontWeight): Promise<LoadedFace> {
  const key = `${face}/${weight}`;
  let loaded = faces.get(key);
  if (!loaded) {
    loaded = (async () => {
      const [hb, raw] = await Promise.all([loadShaper(assets), assets.font(fontFile(face, weight))]);
      const bytes = toU8(raw).slice();
      const hbFace = hb.createFace(hb.createBlob(bytes), 0);
      const hbFont = hb.createFont(hbFace);
      const upem = hbFace.upem;
      // The set is a view into HarfBuzz's memory: copy it before anything else allocates.
      const covers = new Set(Array.from(hbFace.collectUnicodes()));
      const head = hbFace.reference_table('head')!.slice();
      const hhea = hbFace.reference_table('hhea')!.slice();
      const os2 = hbFace.reference_table('OS/2')?.slice();
      const k = 1000 / upem;
      const metrics = {
        bbox: [int16(head, 36) * k, int16(head, 38) * k, int16(head, 40) * k, int16(head, 42) * k] as [
          number,
          number,
          number,
          number,
        ],
        ascent: int16(hhea, 4) * k,
        descent: int16(hhea, 6) * k,
        capHeight: (os2 && uint16(os2, 0) >= 2 ? int16(os2, 88) : int16(hhea, 4) * 0.7) * k,
      };
      return { face, weight, bytes, hbFace, hbFont, upem, covers, metrics };
    })();
    loaded.catch(() => faces.delete(key));
    faces.set(key, loaded);
  }
  return loaded;
}

export interface ShapedGlyph {
  gid: number;
  /** Index (UTF-16) of the glyph's cluster in the shaped text. */
  cluster: number;
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** Shapes one run of one script with one font: Indic reordering, conjuncts, mark positioning. */
export function shapeRun(hb: HarfBuzz, loaded: LoadedFace, text: string): ShapedGlyph[] {
  const buffer = hb.createBuffer();
  try {
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(loaded.hbFont, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    return infos.map((info, i) => ({
      gid: info.codepoint,
      cluster: info.cluster,
      xAdvance: positions[i]!.x_advance,
      yAdvance: positions[i]!.y_advance,
      xOffset: positions[i]!.x_offset,
      yOffset: positions[i]!.y_offset,
    }));
  } finally {
    buffer.destroy();
  }
}

const tag = (s: string) =>
  ((s.charCodeAt(0) << 24) | (s.charCodeAt(1) << 16) | (s.charCodeAt(2) << 8) | s.charCodeAt(3)) >>> 0;

type Fn = (...args: number[]) => number;
/** The hb-subset.wasm exports used here (HarfBuzz's C API; pointers are numbers). */
type SubsetExports = { memory: { buffer: ArrayBuffer } } & Record<
  | 'malloc'
  | 'free'
  | 'hb_blob_create'
  | 'hb_blob_destroy'
  | 'hb_blob_get_data'
  | 'hb_blob_get_length'
  | 'hb_face_create'
  | 'hb_face_destroy'
  | 'hb_face_reference_blob'
  | 'hb_set_add'
  | 'hb_set_clear'
  | 'hb_subset_input_create_or_fail'
  | 'hb_subset_input_destroy'
  | 'hb_subset_input_glyph_set'
  | 'hb_subset_input_unicode_set'
  | 'hb_subset_input_set'
  | 'hb_subset_input_set_flags'
  | 'hb_subset_or_fail',
  Fn
>;

const RETAIN_GIDS = 0x2;
const NO_HINTING = 0x1;
const DROP_TABLE_TAG_SET = 3;

/**
 * Keeps only the given glyphs (and the components they are built from). Glyph ids stay as they
 * were, so the ids HarfBuzz shaped with are the ids the PDF draws; the shaping tables are dropped
 * because the PDF holds glyphs already shaped.
 */
export async function subsetFont(
  assets: PdfTextAssets,
  font: Uint8Array,
  glyphs: Iterable<number>,
): Promise<Uint8Array> {
  const ex = (await loadSubsetter(assets)).exports as unknown as SubsetExports;
  const fontPtr = ex.malloc(font.byteLength);
  new Uint8Array(ex.memory.buffer).set(font, fontPtr);
  const blob = ex.hb_blob_create(fontPtr, font.byteLength, 2 /* writable */, 0, 0);
  const face = ex.hb_face_create(blob, 0);
  ex.hb_blob_destroy(blob);
  const input = ex.hb_subset_input_create_or_fail();
  let subset = 0;
  try {
    if (!input) throw new Error('HarfBuzz could not start a font subset');
    const glyphSet = ex.hb_subset_input_glyph_set(input);
    for (const gid of glyphs) ex.hb_set_add(glyphSet, gid);
    // Nothing is looked up by character: the PDF refers to glyphs by id.
    ex.hb_set_clear(ex.hb_subset_input_unicode_set(input));
    const drop = ex.hb_subset_input_set(input, DROP_TABLE_TAG_SET);
    for (const t of ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'DSIG', 'meta', 'STAT'])
      ex.hb_set_add(drop, tag(t));
    ex.hb_subset_input_set_flags(input, RETAIN_GIDS | NO_HINTING);
    subset = ex.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('HarfBuzz could not subset the font');
    const out = ex.hb_face_reference_blob(subset);
    const ptr = ex.hb_blob_get_data(out, 0);
    const length = ex.hb_blob_get_length(out);
    const bytes = new Uint8Array(ex.memory.buffer, ptr, length).slice();
    ex.hb_blob_destroy(out);
    return bytes;
  } finally {
    if (subset) ex.hb_face_destroy(subset);
    if (input) ex.hb_subset_input_destroy(input);
    ex.hb_face_destroy(face);
    ex.free(fontPtr);
  }
}
