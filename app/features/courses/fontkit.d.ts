// The part of @foliojs-fork/fontkit this app calls itself (pdf-lib drives the rest).
declare module "@foliojs-fork/fontkit" {
  export function create(buffer: Uint8Array): { hasGlyphForCodePoint(codePoint: number): boolean };
}
