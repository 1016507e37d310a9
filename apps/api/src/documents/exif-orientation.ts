/** Thrown for bytes that do not follow their format's structure; callers refuse the upload. */
export class MalformedImageError extends Error {
  constructor(format: string, detail: string) {
    super(`Malformed ${format}: ${detail}`);
    this.name = 'MalformedImageError';
  }
}

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/**
 * The Orientation (1–8) of a TIFF structure (the body of a JPEG Exif segment or a PNG eXIf chunk), read in
 * either byte order, or undefined when it has none or the structure is broken (a broken Exif block does
 * not make the picture unreadable, so it is only dropped).
 */
export function readOrientation(tiff: Buffer): number | undefined {
  if (tiff.length < 8) return undefined;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let entry = 0; entry < count; entry++) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > tiff.length) return undefined;
    if (u16(at) !== ORIENTATION_TAG) continue;
    if (u16(at + 2) !== SHORT || u32(at + 4) !== 1) return undefined;
    const value = u16(at + 8);
    return value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** A TIFF structure holding the Orientation tag only: all that is written back of a photo's Exif. */
export function orientationOnlyTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(SHORT, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18); // a SHORT sits left-aligned in the 4-byte value field
  tiff.writeUInt32BE(0, 22); // no next IFD (the thumbnail's IFD1 is gone with the rest)
  return tiff;
}
