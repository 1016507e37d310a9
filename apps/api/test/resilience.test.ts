import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
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
