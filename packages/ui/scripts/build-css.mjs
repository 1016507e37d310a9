// Compiles the published CSS: dist/styles.css (all component utilities + tokens), dist/fonts.css and dist/themes/.
import { cpSync, mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

mkdirSync('dist/themes', { recursive: true });
const result = spawnSync('tailwindcss', ['-i', 'src/styles/build.css', '-o', 'dist/styles.css', '--minify'], { stdio: 'inherit', shell: true });
if (result.status !== 0) process.exit(result.status ?? 1);
cpSync('src/styles/fonts.css', 'dist/fonts.css');
cpSync('src/styles/themes', 'dist/themes', { recursive: true });
