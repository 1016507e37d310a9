import { MalformedImageError } from './exif-orientation.ts';

const IMAGE = 0x2c;
const EXTENSION = 0x21;
const TRAILER = 0x3b;
const COMMENT = 0xfe;
const APPLICATION = 0xff;
/** Application extensions that only say how often an animation loops. */
const LOOPING = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

const fail = (detail: string) => new MalformedImageError('GIF', detail);

/** The end of a chain of data sub-blocks (size byte, bytes…, ending with a 0 size) starting at `at`. */
function endOfSubBlocks(bytes: Buffer, at: number): number {
  for (;;) {
    const size = bytes[at];
    if (size === undefined) throw fail('data sub-blocks cut short');
    at += 1 + size;
    if (size === 0) return at;
  }
}

/** The size of a colour table announced by a packed fields byte (none when its top bit is clear). */
const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** Comments and application extensions (XMP and others) go; images, frames' controls and looping stay. */
export function stripGif(bytes: Buffer): Buffer {
  const header = bytes.toString('latin1', 0, 6);
  if (bytes.length < 13 || (header !== 'GIF87a' && header !== 'GIF89a')) throw fail('no header');
  let at = 13 + colourTable(bytes[10]!);
  if (at > bytes.length) throw fail('global colour table cut short');
  const kept: Buffer[] = [bytes.subarray(0, at)];
  let images = 0;
  let trailer = false;
  while (at < bytes.length) {
    const introducer = bytes[at]!;
    const start = at;
    if (introducer === TRAILER) {
      kept.push(bytes.subarray(at, at + 1));
      trailer = true;
      break;
    }
    if (introducer === IMAGE) {
      if (at + 10 > bytes.length) throw fail('image descriptor cut short');
      at += 10 + colourTable(bytes[at + 9]!) + 1; // descriptor, local colour table, LZW code size
      at = endOfSubBlocks(bytes, at);
      images++;
      kept.push(bytes.subarray(start, at));
    } else if (introducer === EXTENSION) {
      const label = bytes[at + 1];
      if (label === undefined) throw fail('extension cut short');
      at = endOfSubBlocks(bytes, at + 2);
      const identifier = bytes[start + 2] === 11 ? bytes.toString('latin1', start + 3, start + 14) : '';
      const dropped = label === COMMENT || (label === APPLICATION && !LOOPING.has(identifier));
      if (!dropped) kept.push(bytes.subarray(start, at));
    } else throw fail(`unknown block 0x${introducer.toString(16)} at byte ${at}`);
    if (at > bytes.length) throw fail('block cut short');
  }
  if (images === 0) throw fail('no image');
  // A file that stops after a complete block, without its trailer, is shown by browsers: it gets one.
  if (!trailer) kept.push(Buffer.from([TRAILER]));
  return Buffer.concat(kept);
}
