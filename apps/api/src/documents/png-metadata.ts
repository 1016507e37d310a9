import { crc32 } from 'node:zlib';
import { MalformedImageError, orientationOnlyTiff, readOrientation } from './exif-orientation.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Text (which may hold XMP or a camera's notes), Exif and the modification time. */
const DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

const fail = (detail: string) => new MalformedImageError('PNG', detail);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Kept chunks are copied whole, CRC included; everything after IEND is dropped. */
export function stripPng(bytes: Buffer): Buffer {
  if (bytes.length < SIGNATURE.length || !bytes.subarray(0, 8).equals(SIGNATURE)) throw fail('no signature');
  const kept: Buffer[] = [SIGNATURE];
  let orientation: number | undefined;
  let at = 8;
  let sawImageHeader = false;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) throw fail(`chunk cut short at byte ${at}`);
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) throw fail(`chunk ${JSON.stringify(type)} at byte ${at}`);
    if (!sawImageHeader && type !== 'IHDR') throw fail('first chunk is not IHDR');
    sawImageHeader = true;
    if (type === 'eXIf') orientation ??= readOrientation(bytes.subarray(at + 8, at + 8 + length));
    else if (!DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  if (!sawImageHeader) throw fail('no chunks');
  // The orientation goes back as a bare eXIf right after IHDR (it must come before the image data).
  if (orientation !== undefined && orientation !== 1) kept.splice(2, 0, chunk('eXIf', orientationOnlyTiff(orientation)));
  return Buffer.concat(kept);
}
