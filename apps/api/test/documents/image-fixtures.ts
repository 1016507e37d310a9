import { crc32, deflateSync } from 'node:zlib';

/**
 * Small, real, decodable pictures built byte by byte, and the pieces to add metadata to them. They are what
 * the metadata stripper must accept (the upload refuses files that do not follow their format).
 */

// ---- JPEG ----------------------------------------------------------------------------------------------

export function jpegSegment(marker: number, payload: Buffer | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload;
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

export const JFIF = jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
const DQT = jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
/** 8×8, one grey component, baseline. */
const SOF0 = jpegSegment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0]));
/** One Huffman code ("0", length 1) per table: DC difference category 0, AC end of block. */
const DHT = Buffer.concat([
  jpegSegment(0xc4, Buffer.from([0x00, 1, ...Array(15).fill(0), 0x00])),
  jpegSegment(0xc4, Buffer.from([0x10, 1, ...Array(15).fill(0), 0x00])),
]);
const SOS = jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0]));
/** One block: DC "0", EOB "0", padded with ones; then a stuffed 0xFF00 a decoder skips as padding data. */
const SCAN = Buffer.from([0x3f]);
const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);

/** The tables, frame and scan of a plain grey 8×8 JPEG: what every stripped JPEG must still contain. */
export const JPEG_IMAGE_DATA = Buffer.concat([DQT, SOF0, DHT, SOS, SCAN, EOI]);
export const jpeg = (...segments: Buffer[]) => Buffer.concat([SOI, ...segments, JPEG_IMAGE_DATA]);
export const JPEG = jpeg(JFIF);

/** A TIFF structure with Make (ASCII, out of line), Orientation and a GPS IFD pointer, in either byte order. */
export function tiff(orientation: number, order: 'II' | 'MM' = 'II'): Buffer {
  const little = order === 'II';
  const out = Buffer.alloc(8 + 2 + 3 * 12 + 4 + 16);
  const u16 = (value: number, at: number) => (little ? out.writeUInt16LE(value, at) : out.writeUInt16BE(value, at));
  const u32 = (value: number, at: number) => (little ? out.writeUInt32LE(value, at) : out.writeUInt32BE(value, at));
  out.write(order, 0, 'latin1');
  u16(42, 2);
  u32(8, 4);
  u16(3, 8);
  const make = 8 + 2 + 3 * 12 + 4;
  [
    [0x010f, 2, 16, make], // Make: "SecretPhoneCorp" out of line
    [0x0112, 3, 1, -1], // Orientation
    [0x8825, 4, 1, 0], // GPS IFD pointer (its IFD is not there: the block is dropped anyway)
  ].forEach(([tag, type, count, value], index) => {
    const at = 10 + index * 12;
    u16(tag!, at);
    u16(type!, at + 2);
    u32(count!, at + 4);
    if (value === -1) u16(orientation, at + 8);
    else u32(value!, at + 8);
  });
  out.write('SecretPhoneCorp\0', make, 'latin1');
  return out;
}
export const exifSegment = (orientation: number, order: 'II' | 'MM' = 'II') => jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff(orientation, order)]));

// ---- PNG -----------------------------------------------------------------------------------------------

export function pngChunk(type: string, data: Buffer | string): Buffer {
  const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** 1×1, 8-bit RGB. */
export const IHDR = pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]));
export const IDAT = pngChunk('IDAT', deflateSync(Buffer.from([0, 0x1f, 0x8a, 0x3c])));
export const IEND = pngChunk('IEND', Buffer.alloc(0));
export const png = (afterHeader: Buffer[] = [], afterData: Buffer[] = []) => Buffer.concat([PNG_SIGNATURE, IHDR, ...afterHeader, IDAT, ...afterData, IEND]);
export const PNG = png();

// ---- GIF -----------------------------------------------------------------------------------------------

/** Header and logical screen (1×1) with a 2-colour global table. */
const GIF_HEAD = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00', 'latin1');
/** Graphic control (transparency), then the image: descriptor, LZW code size 2, one sub-block, terminator. */
export const GIF_FRAME = Buffer.from('\x21\xf9\x04\x01\x00\x00\x00\x00\x2c\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02\x44\x01\x00', 'latin1');
export const gifExtension = (label: number, ...blocks: Buffer[]) =>
  Buffer.concat([Buffer.from([0x21, label]), ...blocks.map((block) => Buffer.concat([Buffer.from([block.length]), block])), Buffer.from([0])]);
export const gif = (...blocks: Buffer[]) => Buffer.concat([GIF_HEAD, ...blocks, Buffer.from([0x3b])]);
export const GIF = gif(GIF_FRAME);
