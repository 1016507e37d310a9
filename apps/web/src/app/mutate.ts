import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { HadafClient } from '@hadaf/api-client';

/** Runs one of the api-client's mutation definitions outside React (machine actors), cache effects included. */
export function runMutation<D, V, C>(
  definition: { options: (client: HadafClient, queryClient: QueryClient) => MutationOptions<D, never, V, C> | MutationOptions<D, unknown, V, C> },
  client: HadafClient,
  queryClient: QueryClient,
  variables: V,
): Promise<D> {
  const options = definition.options(client, queryClient) as MutationOptions<D, unknown, V, C>;
  return new MutationObserver<D, unknown, V, C>(queryClient, options).mutate(variables);
}
