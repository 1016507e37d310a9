// The import graph between the children (folders and files) of a source folder, and its cycles: a loop such as
// football ⇄ seed means neither can be understood, tested or moved without the other.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './route-literals.mjs';

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The child of `root` (a folder or a file) that holds `file`: football, platform, app.ts… */
function unitOf(root, file) {
  return path.relative(root, file).split(path.sep)[0];
}

/** child → the other children of root it imports from (type-only imports count: they couple too). */
export function folderGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles([root])) {
    const from = unitOf(root, file);
    const targets = graph.get(from) ?? new Set();
    graph.set(from, targets);
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = unitOf(root, path.resolve(path.dirname(file), match[1] ?? match[2]));
      if (target !== from && !target.startsWith('..')) targets.add(target);
    }
  }
  return graph;
}

/** Strongly connected groups of more than one folder (Tarjan), each sorted, e.g. [['football', 'seed']]. */
export function folderCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** Every folder at or below root (but node_modules, dist and test data). */
export function foldersBelow(root) {
  const folders = [root];
  for (const name of readdirSync(root)) {
    const full = path.join(root, name);
    if (name !== 'node_modules' && name !== 'dist' && statSync(full).isDirectory()) folders.push(...foldersBelow(full));
  }
  return folders;
}

/** The cycles among the children of every folder below root, as "folder: a ⇄ b" lines. */
export function cyclesBelow(root) {
  return foldersBelow(root).flatMap((folder) =>
    folderCycles(folderGraph(folder)).map((cycle) => `${path.relative(root, folder) || '.'}: ${cycle.join(' ⇄ ')}`),
  );
}

/** file → the files below root it imports (static, dynamic and type-only imports alike), paths relative to root. */
export function fileGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles([root])) {
    const targets = new Set();
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = path.relative(root, path.resolve(path.dirname(file), match[1] ?? match[2]));
      if (!target.startsWith('..')) targets.add(target);
    }
    graph.set(path.relative(root, file), targets);
  }
  return graph;
}
