// The part of fontkit (no types of its own) the receipt PDF and its tests use.
declare module 'fontkit' {
  export interface FontkitSubset {
    encode(): Uint8Array;
  }
  export interface FontkitFont {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    createSubset(): FontkitSubset;
  }
  export function create(buffer: Buffer, postscriptName?: string): FontkitFont;
}
