import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { COMMENT_HEADER, astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const spec = new URL('../../../openapi/openapi.yaml', import.meta.url);
const generated = new URL('./generated/schema.ts', import.meta.url);

describe('generated types', () => {
  it('src/generated/schema.ts is what openapi-typescript makes of openapi/openapi.yaml (run `pnpm --filter @hadaf/api-client generate`)', async () => {
    // The CLI's output: header comment + printed AST, same default options.
    const fresh = `${COMMENT_HEADER}${astToString(await openapiTS(spec, { silent: true }))}`;
    const current = readFileSync(fileURLToPath(generated), 'utf8');
    expect(current === fresh, 'schema.ts is stale against openapi.yaml').toBe(true);
  }, 60_000);
});
