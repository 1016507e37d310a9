import bidiFactory from 'bidi-js';

/** One shaping unit of a line in visual (left to right) order: a word, a space or a number. */
export interface VisualPiece {
  text: string;
  /** Drawn right to left: the font engine reverses it while shaping (Arabic), or we did (neutrals). */
  rtl: boolean;
}

const bidi = bidiFactory();

// Marks (LRM, RLM, ALM, embeddings, isolates) steer the algorithm but have no glyph in the font: drawn, they
// would show as boxes. Intl's Arabic dates contain them.
const controls = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
// Letters of right-to-left scripts (Hebrew, Arabic and their presentation forms): what makes fontkit shape a
// word as right to left and reverse its glyphs itself.
const strongRtl = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

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
      // A right-to-left piece without a right-to-left letter ("):" or "#") is not reversed by the font engine.
      return { text: rtl && !strongRtl.test(text) ? [...text].reverse().join('') : text, rtl };
    })
    .filter((piece) => piece.text !== '');
}
