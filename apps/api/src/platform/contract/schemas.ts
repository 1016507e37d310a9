import Ajv2020 from 'ajv/dist/2020.js';
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

/** One schema error, as Ajv reports it and Fastify passes it on. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled check of one part of a request; `errors` holds why the last call failed. */
export interface Validator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

/** NUL (PostgreSQL text cannot hold it) and unpaired UTF-16 surrogates (not text at all: they cannot be stored or sent as UTF-8). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses.
const forbiddenText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The JSON pointer of every string (and object key) below `value` that holds forbidden text. Iterative: a body
 * nested thousands of levels deep must not overflow the stack.
 */
function forbiddenTextPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, pointer] = next;
    if (typeof item === 'string') {
      if (forbiddenText.test(item)) found.push(pointer);
    } else if (Array.isArray(item)) {
      item.forEach((child, index) => pending.push([child, `${pointer}/${index}`]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const path = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (forbiddenText.test(key)) found.push(path);
        else pending.push([child, path]);
      }
    }
  }
  return found;
}

/**
 * The contract's schema for one part of a request, and for every string in it: no NUL, no lone surrogate
 * (keyword 'text'). Strings are refused here, at the boundary, instead of failing in the database.
 */
export function compileSchema(schema: JsonSchema, part: HttpPart): Validator {
  const ajv = part === 'body' ? bodyAjv : textAjv;
  const validate = ajv.compile(discriminateOneOf(schema) as JsonSchema);
  const validator: Validator = (data) => {
    const valid = validate(data);
    const textErrors = forbiddenTextPaths(data).map((instancePath) => ({ keyword: 'text', instancePath, schemaPath: '#', params: {} }));
    validator.errors = [...(validate.errors ?? []), ...textErrors];
    if (validator.errors.length === 0) validator.errors = null;
    return valid && textErrors.length === 0;
  };
  return validator;
}
