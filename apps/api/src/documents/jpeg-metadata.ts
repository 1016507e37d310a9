import { MalformedImageError, orientationOnlyTiff, readOrientation } from './exif-orientation.ts';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
const EXIF_ID = Buffer.from('Exif\0\0', 'latin1');

const fail = (detail: string) => new MalformedImageError('JPEG', detail);
const startsWith = (payload: Buffer, id: string) => payload.toString('latin1', 0, id.length) === id;

/**
 * Segments needed to decode the picture stay: APP0 (JFIF), APP2 ICC_PROFILE and APP14 Adobe (colours), and
 * every non-APP segment (tables, frame header). Exif, XMP, IPTC/Photoshop, comments and any other APPn go.
 */
function keeps(marker: number, payload: Buffer): boolean {
  if (marker === COM) return false;
  if (marker < APP0 || marker > 0xef) return true;
  if (marker === APP0) return true;
  if (marker === APP2) return startsWith(payload, 'ICC_PROFILE\0');
  if (marker === APP14) return startsWith(payload, 'Adobe');
  return false;
}

/**
 * Where the picture's data ends: the scans are copied untouched from SOS to EOI (markers between
 * progressive scans included). Bytes after EOI, such as a phone's "motion photo" video or the extra images
 * of a multi-picture file, are dropped. A file cut before its EOI keeps all it has, as browsers show it.
 */
function endOfScans(bytes: Buffer, from: number): number {
  let at = from;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    if (at < 0 || at + 1 >= bytes.length) return bytes.length;
    const next = bytes[at + 1]!;
    if (next === EOI) return at + 2;
    // Stuffed 0xFF00, restart markers and fill bytes belong to the entropy-coded data.
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) at += next === 0xff ? 1 : 2;
    else {
      // A segment between scans (DHT, SOS, DQT…): skip it whole, its bytes may contain 0xFF.
      if (at + 4 > bytes.length) return bytes.length;
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
}

export function stripJpeg(bytes: Buffer): Buffer {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) throw fail('no start of image');
  const kept: Buffer[] = [];
  let orientation: number | undefined;
  let at = 2;
  for (;;) {
    // Stray bytes before a marker are skipped (and dropped), as libjpeg does with a warning.
    if (bytes[at] !== 0xff) at = bytes.indexOf(0xff, at);
    if (at < 0 || at >= bytes.length) throw fail('no image data');
    // Any number of 0xFF may pad before a marker.
    while (bytes[at + 1] === 0xff) at++;
    const marker = bytes[at + 1];
    if (marker === undefined || marker === 0x00 || marker === EOI || marker === SOI) throw fail(`unexpected marker at byte ${at}`);
    // Standalone markers (TEM, RSTn) have no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) throw fail('segment cut short');
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw fail(`segment length ${length} at byte ${at}`);
    if (marker === SOS) {
      kept.push(bytes.subarray(at, endOfScans(bytes, end)));
      break;
    }
    const payload = bytes.subarray(at + 4, end);
    if (keeps(marker, payload)) kept.push(bytes.subarray(at, end));
    else if (marker === APP1 && orientation === undefined && payload.subarray(0, 6).equals(EXIF_ID)) orientation = readOrientation(payload.subarray(6));
    at = end;
  }
  const head: Buffer[] = [Buffer.from([0xff, SOI])];
  // A photo's sensor orientation survives as the only Exif tag, after the JFIF segment when there is one.
  if (orientation !== undefined && orientation !== 1) {
    const exif = Buffer.concat([EXIF_ID, orientationOnlyTiff(orientation)]);
    const segment = Buffer.concat([Buffer.from([0xff, APP1, 0, 0]), exif]);
    segment.writeUInt16BE(exif.length + 2, 2);
    const jfif = kept[0]?.[1] === APP0 ? kept.shift()! : undefined;
    head.push(...(jfif ? [jfif] : []), segment);
  }
  return Buffer.concat([...head, ...kept]);
}
