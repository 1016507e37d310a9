import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './load.ts';

function createAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    allowUnionTypes: true,
    useDefaults: true,
    // Query strings, path and header values arrive as text: '2' must pass as the integer 2 and a lone
    // exclude-users=3 as the array [3]. Bodies are JSON and keep their types.
    coerceTypes: coerce ? 'array' : false,
  });
  addFormats(ajv);
  // OpenAPI file fields; the bytes are checked while streaming (uploads.ts), not here.
  ajv.addFormat('binary', true);
  return ajv;
}

const bodyAjv = createAjv(false);
const textAjv = createAjv(true);

/**
 * `oneOf` whose every branch pins the same property with `const` (the token grant, the settings key) becomes
 * "the discriminator must be one of these, and if it is X the X branch applies". Same meaning, but the
 * errors name the fields of the chosen branch instead of every branch's failures.
 */
export function discriminateOneOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(discriminateOneOf);
  if (schema === null || typeof schema !== 'object') return schema;
  const object = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, discriminateOneOf(value)])) as JsonSchema;
  const branches = object.oneOf as JsonSchema[] | undefined;
  if (!Array.isArray(branches) || branches.length < 2) return object;
  const discriminator = Object.keys((branches[0]?.properties as JsonSchema | undefined) ?? {}).find((name) =>
    branches.every((branch) => {
      const property = (branch.properties as Record<string, JsonSchema> | undefined)?.[name];
      return property !== undefined && 'const' in property && ((branch.required as string[] | undefined) ?? []).includes(name);
    }),
  );
  if (!discriminator) return object;
  const values = branches.map((branch) => (branch.properties as Record<string, JsonSchema>)[discriminator]!.const);
  const { oneOf: _oneOf, ...rest } = object;
  return {
    ...rest,
    type: 'object',
    required: [discriminator],
    properties: { [discriminator]: { enum: values } },
    allOf: branches.map((branch, index) => ({
      if: { properties: { [discriminator]: { const: values[index] } }, required: [discriminator] },
      then: branch,
    })),
  };
}

export type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

export function compileSchema(schema: JsonSchema, part: HttpPart): ValidateFunction {
  const ajv = part === 'body' ? bodyAjv : textAjv;
  return ajv.compile(discriminateOneOf(schema) as JsonSchema);
}
