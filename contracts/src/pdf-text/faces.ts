/**
 * The fonts names are drawn in: Noto Sans for Latin (with Greek and Cyrillic) and one Noto Sans
 * family for each Indian script the name rule accepts. The Noto families are drawn to sit together
 * on one line, so a name that mixes scripts still reads as one name. The TrueType files come from
 * the @expo-google-fonts packages (the Google Fonts builds, static weights, SIL Open Font License).
 */
export type FaceId =
  | 'latin'
  | 'devanagari'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'oriya'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam';

export type FontWeight = 'regular' | 'bold';

export interface FontFile {
  /** The npm package that ships the file. */
  packageName: string;
  /** The file's path inside that package. */
  path: string;
  /** The file's own name: how a browser build ships it next to the app. */
  fileName: string;
}

const FAMILIES: Record<FaceId, string> = {
  latin: 'NotoSans',
  devanagari: 'NotoSansDevanagari',
  bengali: 'NotoSansBengali',
  gurmukhi: 'NotoSansGurmukhi',
  gujarati: 'NotoSansGujarati',
  oriya: 'NotoSansOriya',
  tamil: 'NotoSansTamil',
  telugu: 'NotoSansTelugu',
  kannada: 'NotoSansKannada',
  malayalam: 'NotoSansMalayalam',
};

export const FACE_IDS = Object.keys(FAMILIES) as FaceId[];

/** 'NotoSansDevanagari' → '@expo-google-fonts/noto-sans-devanagari'. */
const packageOf = (family: string) =>
  `@expo-google-fonts/${family.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`;

export function fontFile(face: FaceId, weight: FontWeight): FontFile {
  const family = FAMILIES[face];
  const style = weight === 'bold' ? '700Bold' : '400Regular';
  const fileName = `${family}_${style}.ttf`;
  return { packageName: packageOf(family), path: `${style}/${fileName}`, fileName };
}

/** Every font file the text layer may ask for (a browser build copies these). */
export function allFontFiles(): FontFile[] {
  return FACE_IDS.flatMap((face) => [fontFile(face, 'regular'), fontFile(face, 'bold')]);
}

/** The PostScript-style name the PDF gives a font. */
export function fontBaseName(face: FaceId, weight: FontWeight): string {
  return `${FAMILIES[face]}-${weight === 'bold' ? 'Bold' : 'Regular'}`;
}

// Unicode blocks of the Indian scripts (with Vedic extensions where the script uses them).
const BLOCKS: Array<[number, number, FaceId]> = [
  [0x0900, 0x097f, 'devanagari'],
  [0xa8e0, 0xa8ff, 'devanagari'],
  [0x1cd0, 0x1cff, 'devanagari'],
  [0x0980, 0x09ff, 'bengali'],
  [0x0a00, 0x0a7f, 'gurmukhi'],
  [0x0a80, 0x0aff, 'gujarati'],
  [0x0b00, 0x0b7f, 'oriya'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
];

/**
 * Which face a character asks for: a face id, 'inherit' for characters every script shares
 * (spaces, joiners, combining marks, punctuation, digits, the dandas), or null when no bundled
 * font is meant for it (Arabic, Han, Sinhala, Ol Chiki…).
 */
export function faceOfCodePoint(cp: number): FaceId | 'inherit' | null {
  if (cp === 0x0964 || cp === 0x0965) return 'inherit'; // danda and double danda serve every Indic script
  for (const [from, to, face] of BLOCKS) if (cp >= from && cp <= to) return face;
  if (cp === 0x200c || cp === 0x200d || (cp >= 0x0300 && cp <= 0x036f)) return 'inherit';
  if (
    cp <= 0x40 ||
    (cp >= 0x5b && cp <= 0x60) ||
    (cp >= 0x7b && cp <= 0xbf && cp !== 0xaa && cp !== 0xb5 && cp !== 0xba)
  )
    return 'inherit';
  if (cp >= 0x2000 && cp <= 0x206f) return 'inherit'; // general punctuation (’ – …)
  // Latin, Latin-1, Latin Extended A/B, IPA, spacing modifiers, Greek, Cyrillic, Latin Extended Additional.
  if (
    cp < 0x0530 ||
    (cp >= 0x1d00 && cp <= 0x1eff) ||
    (cp >= 0x2c60 && cp <= 0x2c7f) ||
    (cp >= 0xa720 && cp <= 0xa7ff)
  )
    return 'latin';
  return null;
}

export interface ScriptRun {
  /** The face that draws the run, or null: no bundled font covers it (drawn by the fallback rule). */
  face: FaceId | null;
  text: string;
}

/**
 * Splits text into runs of one face each. Shared characters join the run before them (or the one
 * after, at the start), so "प्रिया शर्मा" stays one Devanagari run and a space between two scripts
 * is drawn by the first.
 */
export function splitRuns(text: string): ScriptRun[] {
  const runs: Array<{ face: FaceId | null | 'inherit'; text: string }> = [];
  for (const ch of text) {
    const face = faceOfCodePoint(ch.codePointAt(0)!);
    const last = runs[runs.length - 1];
    if (last && (face === 'inherit' || face === last.face)) last.text += ch;
    else if (last && last.face === 'inherit') {
      last.face = face;
      last.text += ch;
    } else runs.push({ face, text: ch });
  }
  return runs.map((r) => ({ face: r.face === 'inherit' ? 'latin' : r.face, text: r.text }));
}
