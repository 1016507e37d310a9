import { describe, expect, it } from 'vitest';
import { createSeededRandom, hashText, mixSeed } from './random.ts';

describe('seeded random', () => {
  it('repeats its sequence for a seed, and differs for another', () => {
    const first = createSeededRandom(42);
    const second = createSeededRandom(42);
    const sequence = Array.from({ length: 5 }, () => first.next());
    expect(Array.from({ length: 5 }, () => second.next())).toEqual(sequence);
    expect(createSeededRandom(43).next()).not.toBe(sequence[0]);
    // Pinned: demo data and fixtures depend on these exact numbers.
    expect(createSeededRandom(1).next()).toBeCloseTo(0.6270739405881613, 15);
  });

  it('draws integers in range, picks, and flips coins', () => {
    const random = createSeededRandom(7);
    for (let draw = 0; draw < 200; draw++) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    expect(['a', 'b']).toContain(random.pick(['a', 'b']));
    expect(() => random.pick([])).toThrow(RangeError);
    expect(random.chance(1)).toBe(true);
    expect(random.chance(0)).toBe(false);
    expect(typeof random.chance()).toBe('boolean');
  });

  it('hashes texts and mixes seeds stably', () => {
    expect(hashText('Al Ahly')).toBe(hashText('Al Ahly'));
    expect(hashText('Al Ahly')).not.toBe(hashText('Zamalek'));
    expect(mixSeed(1, 2, 3)).toBe(mixSeed(1, 2, 3));
    expect(mixSeed(1, 2, 3)).not.toBe(mixSeed(1, 2, 4));
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
  });
});
