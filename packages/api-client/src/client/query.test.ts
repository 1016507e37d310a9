import { describe, expect, it } from 'vitest';
import { cleanQuery, isBlank, stripBlankSearchParams } from './query.ts';

describe('blank filter values (platform spec §5)', () => {
  it('removes empty strings, whitespace, null and undefined and keeps 0 and false', () => {
    expect(cleanQuery({ q: '', state: '   ', date: null, page: undefined, joined: false, minute: 0, team: 'CAI' })).toEqual({
      joined: false,
      minute: 0,
      team: 'CAI',
    });
  });

  it('cleans arrays and drops them once empty', () => {
    expect(cleanQuery({ ids: [1, '', null, 2], tags: [' ', undefined] })).toEqual({ ids: [1, 2] });
  });

  it('treats only missing and blank values as blank', () => {
    expect([undefined, null, '', ' \t\n', Number.NaN].every(isBlank)).toBe(true);
    expect([0, false, 'x', '0', 'null'].some(isBlank)).toBe(false);
  });

  it('strips blank parameters from a built URL and keeps the rest in order', () => {
    const url = stripBlankSearchParams(new URL('http://x.test/api/v2/games?q=&state=LIVE&date=%20%20&page=0&joined=false'));
    expect(url.search).toBe('?state=LIVE&page=0&joined=false');
  });
});
