import { stripGif } from './gif-metadata.ts';
import { stripJpeg } from './jpeg-metadata.ts';
import { stripPng } from './png-metadata.ts';

export { MalformedImageError } from './exif-orientation.ts';

/**
 * The picture without what a camera or an editor wrote about it (place, device, time, names, comments):
 * only what is needed to show it stays, plus a photo's orientation. Throws MalformedImageError when the
 * bytes do not follow their format, so the caller can refuse the upload.
 */
export function stripImageMetadata(bytes: Buffer, mime: 'image/jpeg' | 'image/png' | 'image/gif'): Buffer {
  switch (mime) {
    case 'image/jpeg':
      return stripJpeg(bytes);
    case 'image/png':
      return stripPng(bytes);
    case 'image/gif':
      return stripGif(bytes);
  }
}
