import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loggable } from '../src/platform/http/error-handler.ts';
import { createHarness } from './helpers/harness.ts';

describe('while the database is down (finding 9)', () => {
  it('answers 503 with Retry-After in the caller language, not 500', async () => {
    const api = await createHarness();
    const user = await api.newUser();
    await api.app.services.database.close();
    try {
      const response = await api.call('getProfile', { token: user.token, locale: 'ar' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'الخدمة غير متاحة مؤقتًا. حاول مرة أخرى بعد قليل.' });
    } finally {
      await api.close().catch(() => {});
    }
  }, 60_000);
});

describe('error logs (finding 9)', () => {
  it('keep what failed but never the values a query carried', async () => {
    const database = await PGlite.create();
    try {
      await database.exec('CREATE TABLE people (email text UNIQUE)');
      await database.query('INSERT INTO people VALUES ($1)', ['mona@example.com']);
      const error = await database.query('INSERT INTO people VALUES ($1)', ['mona@example.com']).catch((failure: Error) => failure);
      const logged = JSON.stringify(loggable(error as Error));
      expect(logged).toContain('23505');
      expect(logged).toContain('people');
      expect(logged).not.toContain('mona@example.com');
    } finally {
      await database.close();
    }
  });
});

describe('the general per-address ceiling (finding 7)', () => {
  it('answers 429 with Retry-After in the caller language past the limit, per address', async () => {
    const app = await buildApp({ webRoot: '/nonexistent', rateLimitPerMinute: 3 });
    try {
      const health = (remoteAddress: string) => app.inject({ method: 'GET', url: '/api/health', headers: { 'x-locale': 'ar' }, remoteAddress });
      for (let call = 0; call < 3; call++) expect((await health('10.60.0.1')).statusCode).toBe(200);
      const limited = await health('10.60.0.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({ message: 'طلبات كثيرة جدًا. تمهّل وحاول مرة أخرى بعد قليل.' });
      expect((await health('10.60.0.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);
});
