import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { visualPieces } from './bidi-line.ts';

type Document = InstanceType<typeof PDFDocument>;
export type Direction = 'ltr' | 'rtl';

/** Cairo (SIL OFL) covers Latin and Arabic with the same design, so one font serves both languages. */
const cairo = path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/cairo/package.json'));
export const fonts = {
  regular: path.join(cairo, '400Regular/Cairo_400Regular.ttf'),
  bold: path.join(cairo, '700Bold/Cairo_700Bold.ttf'),
} as const;
export type FontName = keyof typeof fonts;

export function registerFonts(doc: Document) {
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
}

export interface TextStyle {
  font: FontName;
  size: number;
  color?: string;
}

const widthOf = (doc: Document, text: string) => doc.widthOfString(text);
/** A line's width as drawn: the sum of its pieces, each shaped on its own. */
const lineWidth = (doc: Document, line: string, direction: Direction) => visualPieces(line, direction).reduce((sum, piece) => sum + widthOf(doc, piece.text), 0);

/** Greedy word wrap on the logical text (UAX #9 breaks lines before reordering them). */
function wrap(doc: Document, text: string, width: number, direction: Direction): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && lineWidth(doc, candidate, direction) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Draws one line at y: its pieces in visual order at explicit x positions, flush with the start edge of
 * the box (the right edge in Arabic) unless `align` says otherwise.
 */
export function drawLine(doc: Document, line: string, box: { x: number; y: number; width: number }, direction: Direction, align: 'start' | 'end' | 'center' = 'start') {
  const pieces = visualPieces(line, direction).map((piece) => ({ ...piece, width: widthOf(doc, piece.text) }));
  const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
  const right = (direction === 'rtl') === (align === 'start');
  let x = align === 'center' ? box.x + (box.width - total) / 2 : right ? box.x + box.width - total : box.x;
  for (const piece of pieces) {
    if (piece.text.trim() !== '') doc.text(piece.text, x, box.y, { lineBreak: false });
    x += piece.width;
  }
}

/** A wrapped paragraph from doc.y; leaves doc.y below it. */
export function drawParagraph(doc: Document, text: string, style: TextStyle, box: { x: number; width: number }, direction: Direction, align: 'start' | 'end' | 'center' = 'start') {
  doc.font(style.font).fontSize(style.size).fillColor(style.color ?? '#111111');
  const lineHeight = doc.currentLineHeight(true) * 1.1;
  let y = doc.y;
  for (const line of wrap(doc, text, box.width, direction)) {
    drawLine(doc, line, { x: box.x, y, width: box.width }, direction, align);
    y += lineHeight;
  }
  doc.x = box.x;
  doc.y = y;
}
