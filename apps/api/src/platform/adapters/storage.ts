import { createReadStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Keeps uploaded bytes. Keys are relative paths chosen by the server, never by the client. */
export interface FileStorage {
  /** Where uploads are written while they stream in, before they are accepted. */
  temporaryPath(name: string): Promise<string>;
  /** Moves a fully received temporary file to its key. */
  adopt(temporaryFile: string, key: string): Promise<void>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}

export function localStorage(root: string): FileStorage {
  const inside = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key escapes the storage root: ${key}`);
    return full;
  };
  return {
    async temporaryPath(name) {
      const directory = inside('tmp/x');
      await mkdir(path.dirname(directory), { recursive: true });
      return inside(`tmp/${name}`);
    },
    async adopt(temporaryFile, key) {
      const target = inside(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temporaryFile, target);
    },
    read: (key) => createReadStream(inside(key)),
    remove: (key) => rm(inside(key), { force: true }),
  };
}

