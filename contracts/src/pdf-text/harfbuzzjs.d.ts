// The parts of harfbuzzjs 0.10 (CommonJS, no bundled types) that the PDF text layer uses.
declare module 'harfbuzzjs/hb.js' {
  interface EmscriptenModule {
    wasmExports: Record<string, unknown>;
  }
  const createHarfBuzz: (options: { wasmBinary: Uint8Array }) => Promise<EmscriptenModule>;
  export default createHarfBuzz;
}

declare module 'harfbuzzjs/hbjs.js' {
  export interface HbBlob {
    ptr: number;
    destroy(): void;
  }
  export interface HbFace {
    ptr: number;
    upem: number;
    reference_table(tag: string): Uint8Array | undefined;
    collectUnicodes(): Uint32Array;
    destroy(): void;
  }
  export interface HbFont {
    ptr: number;
    glyphHAdvance(glyph: number): number;
    destroy(): void;
  }
  export interface HbBuffer {
    addText(text: string): void;
    guessSegmentProperties(): void;
    setDirection(dir: 'ltr' | 'rtl' | 'ttb' | 'btt'): void;
    setClusterLevel(level: number): void;
    getGlyphInfos(): Array<{ codepoint: number; cluster: number }>;
    getGlyphPositions(): Array<{ x_advance: number; y_advance: number; x_offset: number; y_offset: number }>;
    destroy(): void;
  }
  export interface HarfBuzz {
    createBlob(data: ArrayBuffer | Uint8Array): HbBlob;
    createFace(blob: HbBlob, index: number): HbFace;
    createFont(face: HbFace): HbFont;
    createBuffer(): HbBuffer;
    shape(font: HbFont, buffer: HbBuffer, features?: string): void;
  }
  const hbjs: (module: unknown) => HarfBuzz;
  export default hbjs;
}
