import { describe, expect, it } from 'vitest';
import type { components } from '@hadaf/api-client';
import { latestCompetitionsOf } from './useLatestCompetitions.ts';

type Competition = components['schemas']['Competition'];
const competition = (id: number, name: string, state: Competition['state']) => ({ id, name, state }) as Competition;

describe('my latest joined competitions', () => {
  it('follows the order of the joined ids (newest joined first) and links each to /competitions/{id}', () => {
    const mine = [competition(3, 'Cup', 'past'), competition(7, 'League', 'running'), competition(5, 'Derby', 'upcoming')];
    expect(latestCompetitionsOf([5, 3, 7], mine)).toEqual([
      { id: 5, name: 'Derby', state: 'upcoming', href: '/competitions/5' },
      { id: 3, name: 'Cup', state: 'past', href: '/competitions/3' },
      { id: 7, name: 'League', state: 'running', href: '/competitions/7' },
    ]);
  });

  it('leaves out competitions I only created, and ids the page does not hold', () => {
    expect(latestCompetitionsOf([9, 4], [competition(4, 'Mine', 'running'), competition(8, 'Created', 'upcoming')])).toEqual([
      { id: 4, name: 'Mine', state: 'running', href: '/competitions/4' },
    ]);
  });
});
