/**
 * Text in any script on a pdf-lib page. pdf-lib lays text out one character after another, which
 * breaks Indic scripts (a vowel sign drawn after its consonant, no conjuncts, marks in the wrong
 * place) and its standard fonts only know WinAnsi. Here each run of one script is shaped by
 * HarfBuzz with a Noto font for that script, the shaped glyphs are drawn at HarfBuzz's positions,
 * and the fonts are embedded as subsets of the glyphs used. The words stay text: every drawn
 * string is wrapped in an ActualText span holding exactly what was typed, and each font carries a
 * ToUnicode map, so copying, searching and pdftotext give the name back as it was written.
 *
 *   const text = await PdfText.create(doc, assets);
 *   await text.drawText(page, 'प्रिया शर्मा', { x: 56, y: 500, size: 18, weight: 'bold' });
 *   await text.embedFonts(); // once, before doc.save()
 */
import {
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFRef,
  PDFString,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import { fontBaseName, splitRuns, type FaceId, type FontWeight } from './faces';
import { loadFace, loadShaper, shapeRun, subsetFont, type LoadedFace, type PdfTextAssets } from './engine';

export {
  allFontFiles,
  fontFile,
  splitRuns,
  faceOfCodePoint,
  type FaceId,
  type FontFile,
  type FontWeight,
} from './faces';
export type { PdfTextAssets } from './engine';
export { setPdfMetadata, xmpPacket, type PdfMetadata } from './metadata';

export interface DrawTextOptions {
  x: number;
  y: number;
  size: number;
  weight?: FontWeight;
  color?: Color;
  /** When the text is wider, it is drawn smaller until it fits (a long name stays on its line). */
  maxWidth?: number;
  /** Extra space after each character (cluster), in points: a spaced-out wordmark. */
  letterSpacing?: number;
}

/** One positioned glyph, in text space units of 1 at size 1. */
interface PlacedGlyph {
  font: LoadedFace;
  gid: number;
  x: number;
  y: number;
  /** How many clusters (characters as drawn) come before this glyph's: where letter spacing adds up. */
  ordinal: number;
}

/** A character no bundled font covers: drawn as a box holding its code point. */
interface PlacedBox {
  codePoint: number;
  x: number;
  width: number;
}

interface Layout {
  glyphs: PlacedGlyph[];
  boxes: PlacedBox[];
  width: number;
  clusters: number;
}

/** What a subset font must keep: glyph id → the text it stands for (first cluster it drew). */
interface UsedFont {
  loaded: LoadedFace;
  ref: PDFRef;
  glyphs: Map<number, string | undefined>;
}

/** The em fraction a missing-character box takes. */
const BOX_WIDTH = 0.92;

const isJoiner = (cp: number) => cp === 0x200c || cp === 0x200d;

export class PdfText {
  private readonly used = new Map<string, UsedFont>();
  private readonly pageKeys = new Map<PDFPage, Map<string, PDFName>>();

  private constructor(
    private readonly doc: PDFDocument,
    private readonly assets: PdfTextAssets,
  ) {}

  static async create(doc: PDFDocument, assets: PdfTextAssets): Promise<PdfText> {
    await loadShaper(assets);
    return new PdfText(doc, assets);
  }

  /** The width of the text at a size, in points. */
  async widthOfText(text: string, size: number, weight: FontWeight = 'regular', letterSpacing = 0): Promise<number> {
    const layout = await this.layout(text.normalize('NFC'), weight);
    return layout.width * size + letterSpacing * Math.max(0, layout.clusters - 1);
  }

  /**
   * Draws the text with its left end of the baseline at (x, y) and returns the width it took.
   * Text is drawn as typed (NFC); characters no bundled font covers become code-point boxes.
   */
  async drawText(page: PDFPage, text: string, options: DrawTextOptions): Promise<number> {
    const typed = text.normalize('NFC');
    const weight = options.weight ?? 'regular';
    const layout = await this.layout(typed, weight);
    let size = options.size;
    if (options.maxWidth && layout.width * size > options.maxWidth) size = options.maxWidth / layout.width;
    const color = options.color ?? rgb(0, 0, 0);
    const { x, y } = options;

    // The boxes' outlines are paths, which cannot be drawn inside a text object: first.
    if (layout.boxes.length) this.drawBoxOutlines(page, layout.boxes, { x, y, size, color });

    const actual = PDFDict.withContext(this.doc.context);
    actual.set(PDFName.of('ActualText'), PDFHexString.fromText(typed));
    // One text object holding one marked-content span whose ActualText is the text as typed: what
    // copy, search and pdftotext return. The span ends inside the text object, while the font and
    // size are still set: an extractor places the ActualText by the text state at the span's end,
    // and after ET/Q that state has no font, so the words got no height and came out of order.
    const ops: PDFOperator[] = [
      pushGraphicsState(),
      beginText(),
      setFillingColor(color),
      PDFOperator.of('BDC' as never, [PDFName.of('Span'), actual as never]),
    ];
    let current: LoadedFace | undefined;
    for (const g of layout.glyphs) {
      if (g.font !== current) {
        ops.push(setFontAndSize(this.fontKey(page, g.font), size));
        current = g.font;
      }
      const spaced = (options.letterSpacing ?? 0) * g.ordinal;
      ops.push(setTextMatrix(1, 0, 0, 1, x + g.x * size + spaced, y + g.y * size));
      ops.push(showText(PDFHexString.of(g.gid.toString(16).padStart(4, '0'))));
    }
    if (layout.boxes.length) ops.push(...(await this.boxDigits(page, layout.boxes, { x, y, size })));
    ops.push(PDFOperator.of('EMC' as never), endText(), popGraphicsState());
    page.pushOperators(...ops);
    return layout.width * size;
  }

  /** Subsets and embeds every font drawn with. Call once, after the last drawText. */
  async embedFonts(): Promise<void> {
    for (const used of this.used.values()) await this.embed(used);
  }

  // ------------------------------------------------------------------ layout

  private async layout(text: string, weight: FontWeight): Promise<Layout> {
    const hb = await loadShaper(this.assets);
    const latin = await loadFace(this.assets, 'latin', weight);
    const runs: Array<{ font: LoadedFace | null; text: string }> = [];
    const push = (font: LoadedFace | null, ch: string) => {
      const last = runs[runs.length - 1];
      if (last && last.font === font) last.text += ch;
      else runs.push({ font, text: ch });
    };
    for (const run of splitRuns(text)) {
      const own = run.face ? await loadFace(this.assets, run.face as FaceId, weight) : null;
      // A character the run's font lacks (a danda in the Tamil font, say) is taken by Noto Sans
      // if it has it; otherwise it is drawn by the fallback rule.
      for (const ch of run.text) {
        const cp = ch.codePointAt(0)!;
        if (own && (own.covers.has(cp) || isJoiner(cp))) push(own, ch);
        else if (latin.covers.has(cp)) push(latin, ch);
        else push(null, ch);
      }
    }

    const glyphs: PlacedGlyph[] = [];
    const boxes: PlacedBox[] = [];
    let pen = 0;
    let clusters = 0;
    for (const run of runs) {
      if (!run.font) {
        for (const ch of run.text) {
          const cp = ch.codePointAt(0)!;
          if (isJoiner(cp)) continue;
          boxes.push({ codePoint: cp, x: pen, width: BOX_WIDTH });
          pen += BOX_WIDTH + 0.04;
          clusters += 1;
        }
        continue;
      }
      const font = run.font;
      const used = this.useFont(font);
      const shaped = shapeRun(hb, font, run.text);
      const clusterStarts = [...new Set(shaped.map((g) => g.cluster))].sort((a, b) => a - b);
      const clusterText = (c: number) => {
        const next = clusterStarts.find((s) => s > c);
        return run.text.slice(c, next ?? run.text.length);
      };
      const seen = new Set<number>();
      const k = 1 / font.upem;
      for (const g of shaped) {
        // The first glyph of a cluster stands for the cluster's text in the ToUnicode map.
        const first = !seen.has(g.cluster);
        seen.add(g.cluster);
        if (first) clusters += 1;
        if (!used.glyphs.has(g.gid) || (first && used.glyphs.get(g.gid) === undefined))
          used.glyphs.set(g.gid, first ? clusterText(g.cluster) : used.glyphs.get(g.gid));
        glyphs.push({ font, gid: g.gid, x: pen + g.xOffset * k, y: g.yOffset * k, ordinal: clusters - 1 });
        pen += g.xAdvance * k;
      }
    }
    return { glyphs, boxes, width: pen, clusters };
  }

  /** The fallback rule: a box with the character's code point in hex, as browsers draw them. */
  private drawBoxOutlines(
    page: PDFPage,
    boxes: PlacedBox[],
    { x, y, size, color }: { x: number; y: number; size: number; color: Color },
  ) {
    for (const box of boxes)
      page.drawRectangle({
        x: x + box.x * size + size * 0.04,
        y: y - size * 0.12,
        width: box.width * size - size * 0.08,
        height: size * 0.9,
        borderColor: color,
        borderWidth: Math.max(0.5, size / 30),
      });
  }

  /** The hex digits inside each box, as text operators for the caller's text object. */
  private async boxDigits(
    page: PDFPage,
    boxes: PlacedBox[],
    { x, y, size }: { x: number; y: number; size: number },
  ): Promise<PDFOperator[]> {
    const ops: PDFOperator[] = [];
    for (const box of boxes) {
      const left = x + box.x * size;
      const height = size * 0.9;
      const hex = box.codePoint.toString(16).toUpperCase().padStart(4, '0');
      const rows =
        hex.length > 4 ? [hex.slice(0, hex.length - 3), hex.slice(-3)] : [hex.slice(0, 2), hex.slice(2)];
      const digitSize = size * 0.3;
      for (const [i, row] of rows.entries()) {
        const layout = await this.layout(row, 'regular');
        const rowY = y - size * 0.12 + height * (i === 0 ? 0.58 : 0.16);
        const rowX = left + (box.width * size - layout.width * digitSize) / 2;
        for (const g of layout.glyphs) {
          ops.push(setFontAndSize(this.fontKey(page, g.font), digitSize));
          ops.push(setTextMatrix(1, 0, 0, 1, rowX + g.x * digitSize, rowY + g.y * digitSize));
          ops.push(showText(PDFHexString.of(g.gid.toString(16).padStart(4, '0'))));
        }
      }
    }
    return ops;
  }

  // ------------------------------------------------------------------ fonts

  private useFont(loaded: LoadedFace): UsedFont {
    const key = `${loaded.face}/${loaded.weight}`;
    let used = this.used.get(key);
    if (!used) {
      used = { loaded, ref: this.doc.context.nextRef(), glyphs: new Map([[0, undefined]]) };
      this.used.set(key, used);
    }
    return used;
  }

  /** The font's resource name on a page (added to the page's resources on first use). */
  private fontKey(page: PDFPage, loaded: LoadedFace): PDFName {
    const used = this.useFont(loaded);
    let keys = this.pageKeys.get(page);
    if (!keys) this.pageKeys.set(page, (keys = new Map()));
    const id = `${loaded.face}/${loaded.weight}`;
    let name = keys.get(id);
    if (!name) {
      name = page.node.newFontDictionary(fontBaseName(loaded.face, loaded.weight), used.ref);
      keys.set(id, name);
    }
    return name;
  }

  private async embed({ loaded, ref, glyphs }: UsedFont): Promise<void> {
    const { context } = this.doc;
    const gids = [...glyphs.keys()].sort((a, b) => a - b);
    const subset = await subsetFont(this.assets, loaded.bytes, gids);
    // A subset font's name carries a six-letter tag that differs from one glyph set to another.
    let hash = 7;
    for (const g of gids) hash = (hash * 31 + g) >>> 0;
    let prefix = '';
    for (let i = 0; i < 6; i++, hash = Math.floor(hash / 26)) prefix += String.fromCharCode(65 + (hash % 26));
    const baseName = `${prefix}+${fontBaseName(loaded.face, loaded.weight)}`;
    const k = 1000 / loaded.upem;
    const m = loaded.metrics;

    const fontFile = context.flateStream(subset, { Length1: subset.byteLength });
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: baseName,
      Flags: 4, // symbolic: the glyphs are reached by id, not by a standard encoding
      FontBBox: m.bbox.map((v) => Math.round(v)),
      ItalicAngle: 0,
      Ascent: Math.round(m.ascent),
      Descent: Math.round(m.descent),
      CapHeight: Math.round(m.capHeight),
      StemV: loaded.weight === 'bold' ? 120 : 80,
      FontFile2: context.register(fontFile),
    });
    const widths: Array<PDFNumber | ReturnType<typeof context.obj>> = [];
    for (const gid of gids) {
      widths.push(PDFNumber.of(gid), context.obj([Math.round(loaded.hbFont.glyphHAdvance(gid) * k)]));
    }
    const cidFont = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: baseName,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      W: context.obj(widths),
      CIDToGIDMap: 'Identity',
    });
    const toUnicode = context.flateStream(toUnicodeCMap(glyphs));
    context.assign(
      ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: baseName,
        Encoding: 'Identity-H',
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: context.register(toUnicode),
      }),
    );
  }
}

const utf16Hex = (s: string) =>
  Array.from({ length: s.length }, (_, i) => s.charCodeAt(i).toString(16).padStart(4, '0'))
    .join('')
    .toUpperCase();

/** Glyph id → the characters it stands for, for viewers that copy text glyph by glyph. */
export function toUnicodeCMap(glyphs: Map<number, string | undefined>): string {
  const entries = [...glyphs.entries()]
    .filter((e): e is [number, string] => !!e[1])
    .sort((a, b) => a[0] - b[0]);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk
        .map(([gid, text]) => `<${gid.toString(16).padStart(4, '0').toUpperCase()}> <${utf16Hex(text)}>`)
        .join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
