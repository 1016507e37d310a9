import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/platform/config.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-request-log-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('logs a request once, when it is answered: method, path, status and time, never the bearer token', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const config = testConfig({ webRoot: path.join(scratch, 'web'), dataDir: path.join(scratch, 'data'), inMemoryDatabase: true });
  const app = await buildApp(config, { logger: { level: 'info', stream } });
  try {
    await app.ready();
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/v2/profile/me', headers: { authorization: 'Bearer secret-token-value' } });
    const logged = lines.filter((line) => JSON.stringify(line).includes('/api/v2/profile/me'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/v2/profile/me' }, res: { statusCode: response.statusCode } });
    expect(typeof logged[0]!.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  } finally {
    await app.close();
  }
}, 120_000);
