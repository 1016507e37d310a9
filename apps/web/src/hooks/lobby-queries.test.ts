import { describe, expect, it } from 'vitest';
import { lobbyQuery, lobbySearchOf, lobbyTabOf, withFilters } from './lobby-queries.ts';

const noFilters = { affordable: false, creator: false, sort: null, direction: 'asc' } as const;

describe('the lobby lists (competitions §4)', () => {
  it('asks for featured, upcoming (expected first), and the joined running and past ones newest first, of the lobby type', () => {
    expect(lobbyQuery('featured', 'predictions')).toEqual({ type: 1, state: 'upcoming', featured: '1' });
    expect(lobbyQuery('upcoming', 'fantasy')).toEqual({ type: 2, state: 'upcoming', sort: 'expected-first' });
    expect(lobbyQuery('running', 'predictions')).toEqual({ type: 1, state: 'running', joined: '1', sort: 'start-date', direction: 'desc' });
    expect(lobbyQuery('past', 'fantasy')).toEqual({ type: 2, state: 'past', joined: '1', sort: 'start-date', direction: 'desc' });
  });

  it('lists eSports competitions as prediction competitions with the e-sports flag', () => {
    expect(lobbyQuery('upcoming', 'esports')).toEqual({ type: 1, 'e-sports': '1', state: 'upcoming', sort: 'expected-first' });
    expect(lobbyQuery('featured', 'esports')).toEqual({ type: 1, 'e-sports': '1', state: 'upcoming', featured: '1' });
  });

  it('adds the filters, and a chosen sort replaces the tab order', () => {
    expect(withFilters(lobbyQuery('upcoming', 'predictions'), noFilters)).toEqual(lobbyQuery('upcoming', 'predictions'));
    expect(withFilters(lobbyQuery('upcoming', 'predictions'), { affordable: true, creator: true, sort: 'reward', direction: 'desc' })).toEqual({
      type: 1,
      state: 'upcoming',
      affordable: '1',
      creator: '1',
      sort: 'reward',
      direction: 'desc',
    });
  });
});

describe('the lobby address', () => {
  it('opens Running on ?running and Past on ?past for a signed-in fan, Upcoming for a visitor', () => {
    expect(lobbyTabOf(new URLSearchParams('running'), true)).toBe('running');
    expect(lobbyTabOf(new URLSearchParams('past'), true)).toBe('past');
    expect(lobbyTabOf(new URLSearchParams(''), true)).toBe('upcoming');
    expect(lobbyTabOf(new URLSearchParams('running'), false)).toBe('upcoming');
  });

  it('writes the selected tab back to the address', () => {
    expect(new URLSearchParams(lobbySearchOf('past')).toString()).toBe('past=');
    expect(new URLSearchParams(lobbySearchOf('upcoming')).toString()).toBe('');
  });
});
