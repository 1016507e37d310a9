import { describe, expect, it } from 'vitest';
import { readOrientation } from '../../src/documents/exif-orientation.ts';
import { MalformedImageError, stripImageMetadata } from '../../src/documents/image-metadata.ts';
import { exifSegment, GIF, GIF_FRAME, gif, gifExtension, IDAT, IEND, IHDR, JFIF, JPEG, JPEG_IMAGE_DATA, jpeg, jpegSegment, PNG, png, pngChunk, tiff } from './image-fixtures.ts';

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

/** The orientation of a stripped JPEG's Exif segment, if it has one. */
function jpegOrientation(bytes: Buffer): number | undefined {
  const at = bytes.indexOf(Buffer.from('Exif\0\0', 'latin1'));
  return at < 0 ? undefined : readOrientation(bytes.subarray(at + 6));
}

describe('stripImageMetadata: JPEG', () => {
  it('leaves a picture without metadata byte for byte', () => {
    expect(stripImageMetadata(JPEG, 'image/jpeg').equals(JPEG)).toBe(true);
  });

  it('drops Exif, XMP, IPTC, comments and other APPn, keeps JFIF, ICC and Adobe', () => {
    const icc = jpegSegment(0xe2, 'ICC_PROFILE\0\x01\x01colour data');
    const adobe = jpegSegment(0xee, 'Adobe\0\x64\0\0\0\0\x01');
    const source = jpeg(
      JFIF,
      exifSegment(1),
      jpegSegment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>Author Secret</x:xmpmeta>'),
      jpegSegment(0xed, 'Photoshop 3.0\x008BIM IPTC byline Secret'),
      jpegSegment(0xfe, 'Comment: shot at home'),
      jpegSegment(0xe2, 'MPF\0multi-picture index'),
      jpegSegment(0xe9, 'vendor notes'),
      icc,
      adobe,
    );
    const stripped = stripImageMetadata(source, 'image/jpeg');
    expect(stripped.equals(Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF, icc, adobe, JPEG_IMAGE_DATA]))).toBe(true);
    for (const secret of ['Exif', 'SecretPhoneCorp', 'xmpmeta', '8BIM', 'shot at home', 'MPF', 'vendor notes']) expect(has(stripped, secret), secret).toBe(false);
  });

  it.each([
    ['little-endian', 'II'],
    ['big-endian', 'MM'],
  ] as const)('keeps an orientation other than 1 as a lone Exif tag (%s TIFF)', (_name, order) => {
    const stripped = stripImageMetadata(jpeg(JFIF, exifSegment(6, order)), 'image/jpeg');
    expect(jpegOrientation(stripped)).toBe(6);
    expect(has(stripped, 'SecretPhoneCorp')).toBe(false);
    // Right after the JFIF segment, and only the header and one IFD entry.
    expect(stripped.subarray(2, 2 + JFIF.length).equals(JFIF)).toBe(true);
    const app1 = 2 + JFIF.length;
    expect([stripped[app1], stripped[app1 + 1], stripped.readUInt16BE(app1 + 2)]).toEqual([0xff, 0xe1, 34]);
    expect(stripped.subarray(app1 + 36).equals(JPEG_IMAGE_DATA)).toBe(true);
  });

  it('writes no Exif back for orientation 1, and puts it first when there is no JFIF', () => {
    expect(jpegOrientation(stripImageMetadata(jpeg(JFIF, exifSegment(1)), 'image/jpeg'))).toBeUndefined();
    const noJfif = stripImageMetadata(jpeg(exifSegment(8, 'MM')), 'image/jpeg');
    expect([noJfif[2], noJfif[3]]).toEqual([0xff, 0xe1]);
    expect(jpegOrientation(noJfif)).toBe(8);
  });

  it('drops a broken Exif block without failing the picture', () => {
    const broken = jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0MM\0\x2a\xff\xff\xff\xff', 'latin1')]));
    expect(stripImageMetadata(jpeg(JFIF, broken), 'image/jpeg').equals(JPEG)).toBe(true);
  });

  it("copies the scans untouched up to EOI and drops what follows (a motion photo's video)", () => {
    const trailer = Buffer.from('....ftypmp42 secret video', 'latin1');
    const stripped = stripImageMetadata(Buffer.concat([JPEG, trailer]), 'image/jpeg');
    expect(stripped.equals(JPEG)).toBe(true);
    // 0xFF inside a segment between scans is not taken for EOI.
    const progressive = Buffer.concat([JPEG.subarray(0, -2), jpegSegment(0xc4, Buffer.from([0x10, 0xff, 0xd9])), Buffer.from([0x3f, 0xff, 0x00, 0xff, 0xd0, 0xff, 0xd9])]);
    expect(stripImageMetadata(Buffer.concat([progressive, trailer]), 'image/jpeg').equals(progressive)).toBe(true);
  });

  it('skips stray bytes between segments, as decoders do', () => {
    const source = Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF, Buffer.from('stray'), JPEG_IMAGE_DATA]);
    expect(stripImageMetadata(source, 'image/jpeg').equals(JPEG)).toBe(true);
  });

  it.each([
    ['not a JPEG', Buffer.from('GIF89a')],
    ['a segment longer than the file', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x02, 0x02]), Buffer.alloc(64, 2)])],
    ['no marker after the start', Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.alloc(8, 0x41)])],
    ['no image data', Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF])],
    ['an end before any scan', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
  ])('refuses %s with MalformedImageError', (_name, bytes) => {
    expect(() => stripImageMetadata(bytes, 'image/jpeg')).toThrow(MalformedImageError);
  });
});

describe('stripImageMetadata: PNG', () => {
  it('leaves a picture without metadata byte for byte', () => {
    expect(stripImageMetadata(PNG, 'image/png').equals(PNG)).toBe(true);
  });

  it('drops text, Exif and time chunks, keeps the others with their CRCs, drops what follows IEND', () => {
    const gamma = pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f]));
    const source = Buffer.concat([
      png(
        [pngChunk('tEXt', 'Author\0Secret'), pngChunk('iTXt', 'XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>'), pngChunk('zTXt', 'Comment\0\0x'), gamma, pngChunk('eXIf', tiff(1))],
        [pngChunk('tIME', Buffer.from([7, 233, 3, 15, 10, 0, 0]))],
      ),
      Buffer.from('trailing secret'),
    ]);
    expect(stripImageMetadata(source, 'image/png').equals(png([gamma]))).toBe(true);
  });

  it('keeps an orientation other than 1 as a lone eXIf after IHDR', () => {
    const stripped = stripImageMetadata(png([pngChunk('eXIf', tiff(3, 'MM'))]), 'image/png');
    const start = 8 + IHDR.length;
    expect(stripped.toString('latin1', start + 4, start + 8)).toBe('eXIf');
    expect(readOrientation(stripped.subarray(start + 8, start + 8 + stripped.readUInt32BE(start)))).toBe(3);
    expect(has(stripped, 'SecretPhoneCorp')).toBe(false);
    expect(stripped.subarray(start + 12 + 26).equals(Buffer.concat([IDAT, IEND]))).toBe(true);
  });

  it.each([
    ['a chunk longer than the file', Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)])],
    ['a first chunk that is not IHDR', Buffer.concat([PNG.subarray(0, 8), IDAT, IEND])],
    ['a cut chunk', PNG.subarray(0, PNG.length - 5)],
    ['only a signature', PNG.subarray(0, 8)],
  ])('refuses %s', (_name, bytes) => {
    expect(() => stripImageMetadata(bytes, 'image/png')).toThrow(MalformedImageError);
  });
});

describe('stripImageMetadata: GIF', () => {
  const netscape = gifExtension(0xff, Buffer.from('NETSCAPE2.0'), Buffer.from([1, 0, 0]));

  it('leaves a picture without metadata byte for byte', () => {
    expect(stripImageMetadata(GIF, 'image/gif').equals(GIF)).toBe(true);
  });

  it('drops comments and application extensions other than looping, keeps frames', () => {
    const xmp = gifExtension(0xff, Buffer.from('XMP DataXMP'), Buffer.from('<x:xmpmeta>Secret</x:xmpmeta>'));
    const comment = gifExtension(0xfe, Buffer.from('made by Secret'));
    const source = gif(netscape, xmp, comment, GIF_FRAME, comment, GIF_FRAME);
    expect(stripImageMetadata(source, 'image/gif').equals(gif(netscape, GIF_FRAME, GIF_FRAME))).toBe(true);
  });

  it('drops what follows the trailer and adds a missing one', () => {
    expect(stripImageMetadata(Buffer.concat([GIF, Buffer.from('secret')]), 'image/gif').equals(GIF)).toBe(true);
    expect(stripImageMetadata(GIF.subarray(0, -1), 'image/gif').equals(GIF)).toBe(true);
  });

  it.each([
    ['an unknown block', Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64, 3)])],
    ['a cut frame', GIF.subarray(0, GIF.length - 4)],
    ['no frame', gif(netscape)],
    ['a short header', Buffer.from('GIF89a\x01\x00', 'latin1')],
  ])('refuses %s', (_name, bytes) => {
    expect(() => stripImageMetadata(bytes, 'image/gif')).toThrow(MalformedImageError);
  });
});
