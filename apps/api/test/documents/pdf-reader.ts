import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF reader for pdfkit's output: objects, inflated streams, the info dictionary, and the text
 * drawn on the pages, decoded through each font's ToUnicode map. Each drawn string is a piece (pdfkit draws one
 * per text call: here one word), with its glyphs in visual order.
 */
export interface DrawnText {
  x: number;
  y: number;
  font: string;
  /** One entry per glyph: the characters it stands for. */
  glyphs: string[];
}

function objects(pdf: Buffer): Map<number, { dict: string; stream?: Buffer }> {
  const text = pdf.toString('latin1');
  const found = new Map<number, { dict: string; stream?: Buffer }>();
  for (const match of text.matchAll(/(\d+) 0 obj\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream\n');
    if (streamAt < 0) found.set(Number(match[1]), { dict: body });
    else {
      const dict = body.slice(0, streamAt);
      const raw = pdf.subarray(start + streamAt + 7, start + body.lastIndexOf('\nendstream'));
      found.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
    }
  }
  return found;
}

/** glyph id → characters, from a ToUnicode CMap as pdfkit writes it (bfrange with arrays). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hex = (value: string) => String.fromCharCode(...(value.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, from, , list] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    // A ligature's entry lists its characters: <0644 0627>.
    [...list!.matchAll(/<([0-9a-f ]*)>/gi)].forEach(([, value], index) => map.set(parseInt(from!, 16) + index, hex(value!.replace(/ /g, ''))));
  }
  for (const [, id, value] of cmap.matchAll(/^<([0-9a-f]+)> <([0-9a-f]+)>$/gim)) map.set(parseInt(id!, 16), hex(value!));
  return map;
}

/** A literal string object, "(…)": escapes undone, UTF-16BE (with its byte order mark) decoded. */
function literal(object: string): string {
  const bytes = object
    .slice(1, -1)
    .replace(/\\([0-7]{1,3}|.)/gs, (_all, escaped: string) => (/^[0-7]/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : ({ n: '\n', r: '\r', t: '\t' } as Record<string, string>)[escaped] ?? escaped));
  const raw = Buffer.from(bytes, 'latin1');
  return raw[0] === 0xfe && raw[1] === 0xff ? raw.subarray(2).swap16().toString('utf16le') : bytes;
}

export function readPdf(pdf: Buffer) {
  const all = objects(pdf);
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const pages = [...all.values()].filter((object) => /\/Type \/Page\b/.test(object.dict));
  // Font resource name → its ToUnicode map and base font name.
  const fonts = new Map<string, { map: Map<number, string>; baseFont: string }>();
  for (const page of pages) {
    const resources = all.get(ref(page.dict, 'Resources'))?.dict ?? page.dict;
    for (const [, name, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = all.get(Number(id))!.dict;
      fonts.set(name!, { map: toUnicode(all.get(ref(font, 'ToUnicode'))!.stream!.toString('latin1')), baseFont: /\/BaseFont \/(\S+)/.exec(font)![1]! });
    }
  }
  const drawn: DrawnText[] = [];
  for (const page of pages) {
    const content = all.get(ref(page.dict, 'Contents'))!.stream!.toString('latin1');
    for (const [, block] of content.matchAll(/BT\n([\s\S]*?)\nET/g)) {
      const [, x, y] = /1 0 0 1 (\S+) (\S+) Tm/.exec(block!)!;
      const [, font] = /\/(F\d+) \S+ Tf/.exec(block!)!;
      const { map } = fonts.get(font!)!;
      const glyphs = [...block!.matchAll(/<([0-9a-f]+)>/gi)].flatMap(([, hex]) => (hex!.match(/.{4}/g) ?? []).map((id) => map.get(parseInt(id, 16)) ?? '\ufffd'));
      drawn.push({ x: Number(x), y: Number(y), font: fonts.get(font!)!.baseFont, glyphs });
    }
  }
  const infoDict = all.get(ref(pdf.toString('latin1').slice(pdf.lastIndexOf('trailer')), 'Info'))!.dict;
  const info = Object.fromEntries([...infoDict.matchAll(/\/(\w+) (\d+) 0 R/g)].map(([, key, id]) => [key!, literal(all.get(Number(id))!.dict.trim())]));
  return { pages: pages.length, drawn, info, fonts: [...fonts.values()].map((font) => font.baseFont) };
}

/**
 * The lines of text, top to bottom, each read in its direction: pieces sorted by x (left to right), or for a
 * right-to-left line the glyphs taken from the right. Pieces are joined by one space.
 */
export function linesOf(drawn: DrawnText[], direction: 'ltr' | 'rtl'): string[] {
  const rows = new Map<number, DrawnText[]>();
  for (const piece of drawn) rows.set(piece.y, [...(rows.get(piece.y) ?? []), piece]);
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, pieces]) => {
      const sorted = pieces.sort((a, b) => a.x - b.x).map((piece) => piece.glyphs);
      return direction === 'ltr'
        ? sorted.map((glyphs) => glyphs.join('')).join(' ')
        : sorted
            .reverse()
            .map((glyphs) => [...glyphs].reverse().join(''))
            .join(' ');
    });
}
