// Runs named steps in order, printing each one's wall time; stops at the first failure.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runSteps(steps) {
  const started = Date.now();
  const timings = [];
  for (const step of steps) {
    const stepStarted = Date.now();
    console.log(`\n▶ ${step.name}`);
    const status = step.run();
    const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
    timings.push(`${step.name.padEnd(40)} ${seconds.padStart(7)} s`);
    if (status !== 0) {
      console.error(`\n✖ ${step.name} failed (exit ${status}) after ${seconds} s`);
      printTimings(timings, started);
      return status;
    }
  }
  printTimings(timings, started);
  return 0;
}

function printTimings(timings, started) {
  console.log('\nStep timings:');
  for (const line of timings) console.log(`  ${line}`);
  console.log(`  ${'total'.padEnd(40)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
}
