// Writes .br and .gz beside every text asset of a build, so the server sends compressed files without
// compressing on each request (@fastify/static preCompressed).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|map|txt)$/;

export function precompress(directory) {
  let files = 0;
  for (const name of readdirSync(directory)) {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) {
      files += precompress(full);
      continue;
    }
    if (!compressible.test(name) || name.endsWith('.map')) continue;
    const content = readFileSync(full);
    if (content.length < 1024) continue;
    writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${full}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    files += 1;
  }
  return files;
}
