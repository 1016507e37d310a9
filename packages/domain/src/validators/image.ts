import { invalid, valid, type ValidationResult } from './result.ts';

/** The parts of a browser File the rules need, so this stays free of the DOM. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png'] as const;
/** image/jpg is not a registered type, but some systems label JPEG files with it. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/gif', 'image/png'] as const;

/** National id scans: 50 MB = 52428800 bytes; profile picture: 10 MB = 10485760 bytes (platform.md §5). */
export const MAX_IMAGE_BYTES = { scan: 52_428_800, profilePicture: 10_485_760 } as const;
export type ImageKind = keyof typeof MAX_IMAGE_BYTES;

const BYTES_PER_MEGABYTE = 1_048_576;

/** Only the first chosen file is used; accepts a FileList, an array, or a single file. */
export function firstFile<F extends FileLike>(files: F | ArrayLike<F> | null | undefined): F | undefined {
  if (files === null || files === undefined) return undefined;
  if ('name' in files && 'size' in files) return files;
  return files.length > 0 ? files[0] : undefined;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Format first (both the extension and the MIME type must be an allowed image), then size (the limit itself is allowed). */
export function validateImage<F extends FileLike>(files: F | ArrayLike<F> | null | undefined, kind: ImageKind): ValidationResult<F> {
  const file = firstFile(files);
  if (file === undefined) return invalid('validation.required');
  const extensionOk = (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const mimeOk = (IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!extensionOk || !mimeOk) return invalid('validation.file.invalid-file-format');
  const max = MAX_IMAGE_BYTES[kind];
  if (file.size > max) return invalid('validation.file.invalid-file-size', { maxMegabytes: max / BYTES_PER_MEGABYTE });
  return valid(file);
}

export interface NationalIdScans<F extends FileLike> {
  front: F;
  back: F;
}

/** Both scans are required; then each must be a valid scan image. */
export function validateNationalIdScans<F extends FileLike>(scans: {
  front?: F | ArrayLike<F> | null;
  back?: F | ArrayLike<F> | null;
}): ValidationResult<NationalIdScans<F>> {
  const front = firstFile(scans.front);
  const back = firstFile(scans.back);
  if (front === undefined || back === undefined) return invalid('validation.scans.bothRequired');
  const frontResult = validateImage(front, 'scan');
  if (!frontResult.ok) return frontResult;
  const backResult = validateImage(back, 'scan');
  return backResult.ok ? valid({ front, back }) : backResult;
}
