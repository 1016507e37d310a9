import bidiFactory from 'bidi-js';

/** One shaping unit of a line in visual (left to right) order: a word, a space or a number. */
export interface VisualPiece {
  text: string;
  /** At an odd bidi level: its characters read right to left. */
  rtl: boolean;
}

const bidi = bidiFactory();

// Marks (LRM, RLM, ALM, embeddings, isolates) steer the algorithm but have no glyph in the font: drawn, they
// would show as boxes. Intl's Arabic dates contain them.
const controls = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
// fontkit shapes a string as right to left, glyphs reversed, when its first character of a specific script
// is of a right-to-left script. Arabic-Indic digits are of the Arabic script (so a number written with them
// is reversed although bidi lays numbers left to right); the Arabic comma is of no specific script.
const rtlScript = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * Splits one line of logical text into pieces in visual order (UAX #9 resolution by bidi-js, then rule L2 on
 * the pieces). pdfkit has no bidi: it shapes each string it is given with fontkit, which reverses the glyphs
 * of a right-to-left script, but it lays a line's words left to right. So each word is its own piece, pieces
 * are reordered here, and the caller draws them at explicit x positions.
 */
export function visualPieces(line: string, direction: 'ltr' | 'rtl'): VisualPiece[] {
  if (line === '') return [];
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  // Logical pieces: a new piece at every change of level and around every space.
  const pieces: Array<{ text: string; level: number }> = [];
  let current: { text: string; level: number } | null = null;
  let index = 0;
  for (const char of line) {
    const level = levels[index]!;
    const shown = mirrored.get(index) ?? char;
    index += char.length;
    const isSpace = /\s/.test(char);
    if (current && current.level === level && !isSpace && !/\s/.test(current.text)) current.text += shown;
    else {
      current = { text: shown, level };
      pieces.push(current);
    }
  }
  // L2: from the highest level down to the lowest odd one, reverse every run of pieces at that level or higher.
  const highest = Math.max(...pieces.map((piece) => piece.level));
  const lowestOdd = Math.min(...pieces.map((piece) => (piece.level % 2 === 1 ? piece.level : piece.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < pieces.length; ) {
      if (pieces[start]!.level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < pieces.length && pieces[end]!.level >= level) end++;
      pieces.splice(start, end - start, ...pieces.slice(start, end).reverse());
      start = end;
    }
  }
  return pieces
    .map((piece) => {
      const text = piece.text.replace(controls, '');
      const rtl = piece.level % 2 === 1;
      // Where fontkit's guess differs from bidi's ("):" at an odd level, "١٢" at an even one), reversing the
      // characters first makes its reversal land them in bidi's order. Such pieces never join, so shaping is safe.
      return { text: rtl !== rtlScript.test(text) ? [...text].reverse().join('') : text, rtl };
    })
    .filter((piece) => piece.text !== '');
}
