import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileGraph, folderCycles } from '../lib/folder-cycles.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');

describe('apps/web module graph', () => {
  // The route table (app/pages.ts) imports every page lazily; a page that imports the route table back (or a hook that
  // does) makes one circle of them all, which no bundler can split cleanly and no reader can follow.
  it('has no import cycle between files, lazy imports included', () => {
    expect(folderCycles(fileGraph(web))).toEqual([]);
  });
});
