// Prints the import graph between apps/api/src's folders as a Mermaid diagram (a picture of the server's layering):
//   node scripts/api-imports.mjs [folder below apps/api/src]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderCycles, folderGraph } from './lib/folder-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps/api/src', process.argv[2] ?? '.');
const graph = folderGraph(root);
const id = (name) => name.replace(/[^a-zA-Z0-9]/g, '_');
const lines = ['flowchart TD'];
for (const [from, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
  lines.push(`  ${id(from)}["${from}"]`);
  for (const target of [...targets].sort()) lines.push(`  ${id(from)} --> ${id(target)}`);
}
console.log(lines.join('\n'));
const cycles = folderCycles(graph);
console.error(cycles.length === 0 ? 'no cycle' : `cycles: ${cycles.map((cycle) => cycle.join(' ⇄ ')).join('; ')}`);
