import { formatPointsInText } from '@hadaf/domain';
import { describe, expect, it } from 'vitest';
import { footballMessage } from '../../src/football/localized.ts';
import { domainMessage, message } from '../../src/platform/http/messages.ts';

const points = (total: number, locale: 'en' | 'ar') => footballMessage('points', locale, { count: total, n: formatPointsInText(total, locale) });

describe('server-written text (i18next, the client plural rules)', () => {
  it('writes points in Arabic with Arabic-Indic digits and the six plural forms', () => {
    expect([0, 1, 2, 3, 5, 10, 11, 99, 100, 12.5].map((total) => points(total, 'ar'))).toEqual([
      '٠ نقطة',
      'نقطة واحدة',
      'نقطتين',
      '٣ نقاط',
      '٥ نقاط',
      '١٠ نقاط',
      '١١ نقطة',
      '٩٩ نقطة',
      '١٠٠ نقطة',
      '١٢٫٥ نقطة',
    ]);
  });

  it('writes points in English with one and other', () => {
    expect([0, 1, 5, 12.5].map((total) => points(total, 'en'))).toEqual(['0 points', '1 point', '5 points', '12.5 points']);
  });

  it("reads the scoring notification in the reader's language", () => {
    const body = footballMessage('scoredBody', 'ar', { home: 'الأهلي', away: 'الزمالك', homeGoals: '٢', awayGoals: '١', points: points(5, 'ar') });
    expect(body).toBe('الأهلي ٢–١ الزمالك: حصلت توقعاتك على ٥ نقاط.');
  });

  it('keeps the platform and domain messages, with their parameters', () => {
    expect(message('minimum', 'en', { limit: 3 })).toBe('The value must be at least 3.');
    expect(message('notFound', 'ar')).toBe('غير موجود.');
    expect(domainMessage('validation.password.tooShort', 'ar', { count: 2 })).toBe('يجب ألا تقل كلمة المرور عن حرفين.');
    expect(domainMessage('validation.password.tooShort', 'ar', { count: 8 })).toContain('أحرف');
    expect(domainMessage('no.such.key', 'en')).toBe('no.such.key');
  });
});
