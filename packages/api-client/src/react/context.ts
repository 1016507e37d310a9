import { createContext, createElement, useContext } from 'react';
import type { ReactNode } from 'react';
import type { HadafClient } from '../client/create-client.ts';

const HadafClientContext = createContext<HadafClient | null>(null);

export interface HadafClientProviderProps {
  client: HadafClient;
  children?: ReactNode;
}

/** Makes the API client available to every hook below (inside a TanStack QueryClientProvider). */
export function HadafClientProvider({ client, children }: HadafClientProviderProps) {
  return createElement(HadafClientContext.Provider, { value: client }, children);
}

export function useHadafClient(): HadafClient {
  const client = useContext(HadafClientContext);
  if (!client) throw new Error('useHadafClient: wrap the tree in <HadafClientProvider client={createHadafClient(…)}>');
  return client;
}
