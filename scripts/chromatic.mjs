// `npm run chromatic`: publishes the built Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set.
// The test suite never needs it: visual baselines are committed and compared locally.
import { pnpm } from './pnpm.mjs';
import { run } from './lib/steps.mjs';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.error('CHROMATIC_PROJECT_TOKEN is not set: nothing to publish. Local visual tests run with `npm test`.');
  process.exit(1);
}
let status = pnpm(['exec', 'storybook', 'build', '--output-dir', 'storybook-static']);
status ||= run('npx', ['-y', 'chromatic@13', '--project-token', token, '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes']);
process.exit(status);
