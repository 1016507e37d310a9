import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file opened for reading: its bytes as a stream and their count. */
export interface StoredFile {
  stream: Readable;
  /** Bytes, when the storage says (it always does for a file it stored whole). */
  size: number | undefined;
}

/**
 * Keeps uploaded bytes: on the local disk (one server, the embedded default) or in an S3-compatible bucket shared by
 * every API process (s3-storage.ts). Keys are relative paths chosen by the server, never by the client.
 */
export interface FileStorage {
  kind: 'local' | 's3';
  /** Where uploads are written while they stream in, before they are accepted: always this machine's disk. */
  temporaryPath(name: string): Promise<string>;
  /** Moves a fully received temporary file to its key (the temporary file is gone afterwards). */
  adopt(temporaryFile: string, key: string): Promise<void>;
  /** The file at `key`, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the file at `key`; a missing one is no error. */
  remove(key: string): Promise<void>;
}

/** A directory of this process's disk, for uploads still being received (both storages use one). */
export function scratchDirectory(root: string) {
  return async (name: string) => {
    await mkdir(root, { recursive: true });
    const full = path.resolve(root, name);
    if (path.dirname(full) !== path.resolve(root)) throw new Error(`Temporary file names are plain names: ${name}`);
    return full;
  };
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export function localStorage(root: string): FileStorage {
  const inside = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key escapes the storage root: ${key}`);
    return full;
  };
  return {
    kind: 'local',
    temporaryPath: scratchDirectory(path.join(root, 'tmp')),
    async adopt(temporaryFile, key) {
      const target = inside(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temporaryFile, target);
    },
    async open(key) {
      const file = inside(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: (key) => rm(inside(key), { force: true }),
  };
}
