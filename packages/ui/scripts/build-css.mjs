// The published CSS: dist/styles.css (every utility the components use, compiled, over --hd-* tokens only),
// dist/theme.css and its parts (Hadaf's theme for an app's own Tailwind v4), dist/fonts.css and dist/themes/ (brands
// are opt-in files: none is compiled into styles.css).
import { cpSync, mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

mkdirSync('dist/themes', { recursive: true });
const result = spawnSync('tailwindcss', ['-i', 'src/styles/build.css', '-o', 'dist/styles.css', '--minify'], { stdio: 'inherit', shell: true });
if (result.status !== 0) process.exit(result.status ?? 1);
for (const file of ['fonts.css', 'theme.css', 'tokens.css', 'theme-map.css', 'react-aria-variants.css', 'base.css']) cpSync(`src/styles/${file}`, `dist/${file}`);
cpSync('src/styles/themes', 'dist/themes', { recursive: true });
