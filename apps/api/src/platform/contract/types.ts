// Types generated from openapi/openapi.yaml by the api-client package (types only: nothing of it is bundled).
import type { components, MatchesPageData, operations, paths } from '@hadaf/api-client/schema';

export type { components, MatchesPageData, operations, paths };

export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type Operation<K extends OperationId> = operations[K];

export type PathParams<K extends OperationId> = Operation<K> extends { parameters: { path?: infer P } } ? ([P] extends [never] ? unknown : NonNullable<P>) : unknown;
export type QueryParams<K extends OperationId> = Operation<K> extends { parameters: { query?: infer Q } } ? ([Q] extends [never] ? unknown : NonNullable<Q>) : unknown;

/** The JSON request body; multipart-only operations read their parts themselves. */
export type JsonBody<K extends OperationId> = Operation<K> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : unknown;

type Responses<K extends OperationId> = Operation<K>['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** Bodies of the 2xx answers (void for 204). */
export type SuccessBody<K extends OperationId> =
  | JsonOf<Responses<K>[200 & keyof Responses<K>]>
  | JsonOf<Responses<K>[201 & keyof Responses<K>]>
  | (204 extends keyof Responses<K> ? void : never);
