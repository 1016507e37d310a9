import { loadContract } from '../src/platform/contract/load.ts';
import type { OperationId } from '../src/platform/contract/types.ts';

const contract = loadContract();

export interface Call {
  token?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart body instead of JSON. */
  form?: FormData;
  headers?: Record<string, string>;
  /** Gives up after this long (a process killed mid-request may never answer). */
  timeoutMs?: number;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- like inject's json(): read field by field after the status is checked.
  body: any;
  headers: Headers;
}

/** Calls an operation of the contract over HTTP, as any client of the deployed server would. */
export async function callOperation(baseUrl: string, operationId: OperationId, { token, params = {}, query, body, form, headers = {}, timeoutMs = 30_000 }: Call = {}): Promise<Answer> {
  const operation = contract.operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the contract`);
  let url = `${baseUrl}/api${operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(params[name])))}`;
  if (query) url += `?${new URLSearchParams(query).toString()}`;
  const sent: Record<string, string> = { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  if (body !== undefined) sent['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: operation.method.toUpperCase(),
    headers: sent,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
