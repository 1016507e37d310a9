import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type ContractOperation } from '../src/platform/contract/load.ts';
import type { OperationId } from '../src/platform/contract/types.ts';
import { startSession } from '../src/platform/sessions/tokens.ts';
import { createHarness, type Harness } from './helpers/harness.ts';

/**
 * The authorisation matrix: every operation of the contract × {visitor, fan, admin}, generated from the contract
 * (a new operation gets its row by being written there). Each cell states who gets through: a visitor meets 401
 * where the contract asks for a token, a fan 403 on admin operations; a caller let through gets neither (the
 * handler then answers, or refuses the deliberately empty input, or says 501 if not built yet), never a 5xx.
 */
const operations = loadContract().operations;
type Caller = 'visitor' | 'fan' | 'admin';

function expectedBarrier(operation: ContractOperation, caller: Caller): 401 | 403 | null {
  if (operation.security === 'none' || operation.security === 'optional') return null;
  if (caller === 'visitor') return 401;
  if (operation.security === 'admin' && caller === 'fan') return 403;
  return null;
}

let api: Harness;
let fanId: number;
let adminId: number;

beforeAll(async () => {
  api = await createHarness();
  fanId = (await api.newUser({ name: 'Fan' })).id;
  adminId = (await api.newAdmin()).id;
}, 180_000);
afterAll(() => api?.close());

/** A fresh session per call, so an operation that ends one (logout) cannot spoil the next cell. */
async function tokenOf(caller: Caller): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  return (await startSession(api.app.services, caller === 'fan' ? fanId : adminId)).access_token;
}

const pathParams = (operation: ContractOperation) =>
  Object.fromEntries(operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, 999_999]));

describe('authorisation matrix (contract operations × visitor, fan, admin)', () => {
  it('covers every operation of the contract, admin ones included', () => {
    expect(operations.length).toBeGreaterThanOrEqual(75);
    expect(operations.filter((operation) => operation.security === 'admin').map((operation) => operation.operationId)).toContain('adminUpdateMatch');
  });

  const cells = operations.flatMap((operation) => (['visitor', 'fan', 'admin'] as const).map((caller) => [operation.operationId, caller, operation] as const));

  it.each(cells)('%s as %s', async (operationId, caller, operation) => {
    const response = await api.call(operationId as OperationId, {
      token: await tokenOf(caller),
      params: pathParams(operation),
      ...(operation.requestBody ? { body: {} } : {}),
    });
    const barrier = expectedBarrier(operation, caller);
    if (barrier) expect(response.statusCode, response.body).toBe(barrier);
    else expect([401, 403], `${response.statusCode} ${response.body}`).not.toContain(response.statusCode);
    // 501 is an operation not built yet (it still authorises first); anything else from 500 up is a fault.
    if (response.statusCode >= 500) expect(response.statusCode, response.body).toBe(501);
  });
});
