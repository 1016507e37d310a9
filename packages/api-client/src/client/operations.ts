import type { paths } from '../generated/schema.ts';
import { unwrap } from './errors.ts';
import type { ApiLanguage, HadafClient } from './create-client.ts';
import type { UploadProgressOptions } from './upload.ts';

/** Type helpers over the generated `paths`: one operation = one path + one method. */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Paths that have `method` (the generator writes `method?: never` for the others). */
export type PathsWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, infer O> ? ([O] extends [never] ? never : O extends undefined ? never : P) : never;
}[keyof paths];

export type OperationOf<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M & keyof paths[P]]>;

type ParametersOf<O> = O extends { parameters: infer X } ? X : Record<string, never>;
type Defined<T> = [T] extends [never] ? never : T extends undefined ? never : T;

/** Header parameters a caller sets itself: every operation's X-Locale is the client's middleware's. */
type OwnHeaders<O> = Exclude<keyof Defined<ParametersOf<O> extends { header?: infer H } ? H : never>, 'X-Locale'>;

/** The path and query parameters of an operation (and its own headers, such as an Idempotency-Key), as openapi-fetch's `params`. */
export type ParamsOf<P extends keyof paths, M extends HttpMethod> = {
  [K in keyof ParametersOf<OperationOf<P, M>> as K extends 'path' | 'query'
    ? [Defined<ParametersOf<OperationOf<P, M>>[K]>] extends [never]
      ? never
      : K
    : K extends 'header'
      ? [OwnHeaders<OperationOf<P, M>>] extends [never]
        ? never
        : K
      : never]: ParametersOf<OperationOf<P, M>>[K];
};

export type PathParamsOf<P extends keyof paths, M extends HttpMethod> = ParamsOf<P, M> extends { path: infer X } ? X : never;
export type QueryParamsOf<P extends keyof paths, M extends HttpMethod> = ParamsOf<P, M> extends { query?: infer X } ? NonNullable<X> : never;

type RequestContent<O> = O extends { requestBody?: infer B } ? NonNullable<B> extends { content: infer C } ? C : never : never;

/** The request body (JSON or multipart form fields). */
export type BodyOf<P extends keyof paths, M extends HttpMethod> =
  RequestContent<OperationOf<P, M>> extends infer C
    ? C extends { 'application/json': infer J }
      ? J
      : C extends { 'multipart/form-data': infer F }
        ? F
        : C extends { 'application/x-www-form-urlencoded': infer U }
          ? U
          : never
    : never;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | '2XX';
type ResponseContent<R> = R extends { content: infer C } ? (C extends { 'application/json': infer J } ? J : undefined) : undefined;

/** The 2xx JSON response body (undefined for empty responses). */
export type DataOf<P extends keyof paths, M extends HttpMethod> =
  OperationOf<P, M> extends { responses: infer R } ? ResponseContent<R[Extract<keyof R, SuccessStatus>]> : never;

/** Everything a call needs: params when the operation has parameters, body when it has one. */
export type VariablesOf<P extends keyof paths, M extends HttpMethod> = ([keyof ParamsOf<P, M>] extends [never]
  ? { params?: undefined }
  : RequiredKeys<ParamsOf<P, M>> extends never
    ? { params?: ParamsOf<P, M> }
    : { params: ParamsOf<P, M> }) &
  ([BodyOf<P, M>] extends [never] ? { body?: undefined } : { body: BodyOf<P, M> });

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/** Mutation variables: may be left out (void) when nothing in them is required. */
export type MutationVariablesOf<P extends keyof paths, M extends HttpMethod> =
  RequiredKeys<VariablesOf<P, M>> extends never ? VariablesOf<P, M> | void : VariablesOf<P, M>;

/** Whether a variables object may be left out entirely. */
export type OptionalArgs<V> = RequiredKeys<V> extends never ? [variables?: V] : [variables: V];

export type BodyEncoding = 'json' | 'multipart';

function appendFormValue(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    form.append(key, value, typeof File !== 'undefined' && value instanceof File ? value.name : 'blob');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => appendFormValue(form, `${key}[${index}]`, item));
  } else if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value as Record<string, unknown>)) appendFormValue(form, `${key}[${child}]`, childValue);
  } else if (typeof value === 'boolean') {
    form.append(key, value ? '1' : '0');
  } else {
    form.append(key, String(value));
  }
}

/** Multipart bodies: nested objects as a[b][c], arrays as a[0], files as they are, booleans as 1/0. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) appendFormValue(form, key, value);
  return form;
}

/**
 * What reaches the wire: path/query/header params and a body (JSON, or multipart with File/Blob values). The
 * hooks type their variables against the contract (VariablesOf); a multipart body differs from the JSON
 * schema (files instead of strings), so the call itself takes this loose shape.
 */
export interface RequestVariables {
  params?: unknown;
  body?: unknown;
}

export interface CallOptions extends UploadProgressOptions {
  encoding?: BodyEncoding;
  signal?: AbortSignal;
  /** The language to ask in (X-Locale); defaults to the client's. A cached answer is asked in its key's language. */
  language?: ApiLanguage;
}

/**
 * Calls one operation and returns its data, or throws the typed ApiError. With `onUploadProgress` (and an
 * XMLHttpRequest to send it with) the request goes through `uploadFetch`: same middleware, same errors.
 */
export function callOperation<P extends keyof paths, M extends HttpMethod>(
  client: HadafClient,
  method: M,
  path: P,
  variables?: RequestVariables | void,
  options: CallOptions = {},
): Promise<DataOf<P, M>> {
  const { params, body } = variables ?? {};
  const init: Record<string, unknown> = {};
  if (params) init['params'] = params;
  if (body !== undefined) {
    init['body'] = body;
    if (options.encoding === 'multipart') init['bodySerializer'] = (value: Record<string, unknown>) => toFormData(value);
  }
  if (options.signal) init['signal'] = options.signal;
  if (options.language) init['headers'] = { 'X-Locale': options.language };
  const { onUploadProgress } = options;
  // Read at call time (tests stub it); without it (Node, server rendering) a plain fetch reports nothing.
  if (onUploadProgress && typeof globalThis.XMLHttpRequest === 'function') {
    // Serialized once here: openapi-fetch builds its Request from it and XMLHttpRequest sends the same object (a
    // FormData keeps its files as they are; a retry after a refresh sends it again).
    const serialized = body === undefined ? null : options.encoding === 'multipart' ? toFormData(body as Record<string, unknown>) : JSON.stringify(body);
    if (body !== undefined) init['bodySerializer'] = () => serialized;
    // The XMLHttpRequest transport loads with the first upload: the first screen never needs it.
    init['fetch'] = (request: Request) => import('./upload.ts').then(({ uploadFetch }) => uploadFetch(serialized, onUploadProgress)(request));
  }
  // openapi-fetch types request() per literal path and method; this one function serves them all, checked at the hooks.
  const request = client.request as unknown as (m: string, p: string, i: unknown) => Promise<{ data: DataOf<P, M>; response: Response }>;
  return unwrap(request(method, path as string, init));
}
