import path from 'node:path';
import { build, type Rollup } from 'vite';

/**
 * The modules the first screen (/matches for a signed-in fan) runs: the app (src/main.tsx), the /matches page, the
 * English strings, and every chunk they import statically. Learnt from a first, unwritten build whose shared code
 * is left to the bundler's own split (HADAF_FIRST_SCREEN_PASS), so the real build can give the first screen a
 * "shared" chunk of exactly what it runs and leave the rest of the shared code (Select, Checkbox, auth forms,
 * overlays…) to a "shared-later" chunk that arrives with the first lazy part. A static import walk cannot tell
 * them apart: the @hadaf/ui barrel makes almost every module reachable.
 * Also the modules src/app/startup.ts runs: boot.ts starts it after the first paint so the strings and the page's
 * chunk download with the app's code; inside the "shared" chunk it could only run once all of that had arrived.
 */
export async function firstScreenModules(configFile: string): Promise<{ firstScreen: ReadonlySet<string>; startup: ReadonlySet<string> }> {
  process.env.HADAF_FIRST_SCREEN_PASS = '1';
  try {
    const result = await build({ configFile, root: path.dirname(configFile), logLevel: 'silent', build: { write: false, sourcemap: false, manifest: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const starts = chunks.filter((chunk) => /(src[\\/]main\.tsx|src[\\/]pages[\\/]MatchesPage\.tsx|locales[\\/]en[\\/]index\.ts|i18n[\\/]en\.json)$/.test(chunk.facadeModuleId ?? ''));
    if (starts.length < 3) throw new Error(`first-screen pass: expected the app, /matches and the English strings, found ${starts.map((chunk) => chunk.facadeModuleId).join(', ')}`);
    /** The modules of some chunks and of every chunk they import statically. */
    const closureOf = (roots: Rollup.OutputChunk[]) => {
      const modules = new Set<string>();
      const seen = new Set<string>();
      const visit = (chunk: Rollup.OutputChunk | undefined) => {
        if (!chunk || seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        for (const [id, rendered] of Object.entries(chunk.modules)) if (rendered.renderedLength > 0) modules.add(path.normalize(id));
        for (const imported of chunk.imports) visit(byFile.get(imported));
      };
      roots.forEach(visit);
      return modules;
    };
    const startup = chunks.filter((chunk) => /src[\\/]app[\\/]startup\.ts$/.test(chunk.facadeModuleId ?? ''));
    if (startup.length !== 1) throw new Error('first-screen pass: expected the start-up chunk (src/app/startup.ts)');
    return { firstScreen: closureOf(starts), startup: closureOf(startup) };
  } finally {
    delete process.env.HADAF_FIRST_SCREEN_PASS;
  }
}
