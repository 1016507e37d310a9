import { describe, expect, it } from 'vitest';
import { languageOfText } from './text-language.ts';

describe('languageOfText', () => {
  it('tells Arabic from English by their letters', () => {
    expect(languageOfText('شلة ديربي القاهرة')).toBe('ar');
    expect(languageOfText('Hadaf Fans Club')).toBe('en');
    expect(languageOfText('Atlético Madrid')).toBe('en');
  });

  it('goes by the letters that dominate a mixed text', () => {
    expect(languageOfText('Karim added you to شلة')).toBe('en');
    expect(languageOfText('أضافك Nour إلى المجموعة')).toBe('ar');
  });

  it('has no answer for text without letters, or as many of each', () => {
    expect(languageOfText('2–1')).toBeNull();
    expect(languageOfText('٢–١ ⚽')).toBeNull();
    expect(languageOfText('')).toBeNull();
    expect(languageOfText(null)).toBeNull();
    expect(languageOfText('ab جد')).toBeNull();
  });
});
