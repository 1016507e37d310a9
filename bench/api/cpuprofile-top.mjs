// Summarises a V8 .cpuprofile (node --cpu-prof) by self time: the top frames, and the time per package.
//   node bench/api/cpuprofile-top.mjs <file.cpuprofile> [frames=25]
// Percentages are of the busy time (everything but "(idle)"), which is what a server under load spends.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where a script lives: its package (or node core, or its path in the repository) and the file within it. */
function owner(url) {
  if (url.startsWith('node:')) return { group: 'node core', file: url };
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inModules = file.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const parts = file.slice(inModules + '/node_modules/'.length).split('/');
    const size = parts[0].startsWith('@') ? 2 : 1;
    return { group: parts.slice(0, size).join('/'), file: parts.join('/') };
  }
  const relative = path.relative(root, file);
  return { group: relative, file: relative };
}

/**
 * { frames, packages, busyMs, idleMs, totalMs } of a parsed profile; with fromUs/toUs only the samples taken in that
 * window (V8's profile clock is CLOCK_MONOTONIC in µs, as `process.hrtime.bigint() / 1000n` in another process).
 */
export function summariseProfile(profile, { limit = 25, fromUs = -Infinity, toUs = Infinity } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < fromUs || time > toUs) continue;
    const id = profile.samples[index];
    selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
  }
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  /** The nearest caller outside node core and native code: who asked for a system call. */
  const askedBy = (node) => {
    for (let caller = parentOf.get(node.id); caller; caller = parentOf.get(caller.id)) {
      const { url, functionName, lineNumber } = caller.callFrame;
      if (url && !url.startsWith('node:')) return `${functionName || '(anonymous)'}  ${owner(url).file}:${lineNumber + 1}`;
    }
    return '(no script caller)';
  };
  const frames = new Map();
  const packages = new Map();
  /** Native frames (writev, writeString...) → their script callers → self time. */
  const nativeCallers = new Map();
  let idleMs = 0;
  let totalMs = 0;
  for (const [id, ms] of selfMs) {
    const { callFrame } = byId.get(id);
    totalMs += ms;
    if (callFrame.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    const name = callFrame.functionName || '(anonymous)';
    // Native code (a system call's binding, the garbage collector) has no script: it is its own group.
    const where = callFrame.url ? owner(callFrame.url) : { group: `(native) ${name}`, file: '(native)' };
    const key = `${name}  ${where.file}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
    frames.set(key, (frames.get(key) ?? 0) + ms);
    packages.set(where.group, (packages.get(where.group) ?? 0) + ms);
    if (!callFrame.url && !name.startsWith('(')) {
      const callers = nativeCallers.get(name) ?? new Map();
      const caller = askedBy(byId.get(id));
      callers.set(caller, (callers.get(caller) ?? 0) + ms);
      nativeCallers.set(name, callers);
    }
  }
  const busyMs = totalMs - idleMs;
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => ({ name, ms, share: ms / busyMs }));
  const natives = top(new Map([...nativeCallers].map(([name, callers]) => [name, [...callers.values()].reduce((a, b) => a + b, 0)])), 3).map(
    (native) => ({ ...native, callers: top(nativeCallers.get(native.name), 3) }),
  );
  return { frames: top(frames, limit), packages: top(packages, 12), natives, busyMs, idleMs, totalMs };
}

/** The summary as text, one frame a line. */
export function formatSummary({ frames, packages, natives = [], busyMs, idleMs, totalMs }) {
  const line = ({ name, ms, share }) => `${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`;
  return [
    `profiled ${(totalMs / 1000).toFixed(1)} s, busy ${(busyMs / 1000).toFixed(1)} s, idle ${(idleMs / 1000).toFixed(1)} s; shares are of busy time`,
    'top frames by self time:',
    ...frames.map(line),
    'self time by package/script:',
    ...packages.map(line),
    'the top native frames, by their nearest script caller:',
    ...natives.flatMap((native) => [line(native), ...native.callers.map((caller) => `    ${line(caller)}`)]),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, limit] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node bench/api/cpuprofile-top.mjs <file.cpuprofile> [frames]');
    process.exit(2);
  }
  console.log(formatSummary(summariseProfile(JSON.parse(readFileSync(file, 'utf8')), { limit: Number(limit ?? 25) })));
}
