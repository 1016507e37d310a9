import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * The stand-in for a network call the caller has not provided yet. Machines stay free of
 * fetch: the app passes the real call with `machine.provide({ actors })`, and forgetting one
 * fails loudly instead of hanging.
 */
export function notProvided<TOutput, TInput>(actorName: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`The "${actorName}" actor was not provided.`)));
}
