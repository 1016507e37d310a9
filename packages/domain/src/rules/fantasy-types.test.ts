import { describe, expect, it } from 'vitest';
import { formationCounts, formations, isFormation, isLegalOutfield } from './fantasy-types.ts';

describe('formations', () => {
  it('lists the six legal formations', () => {
    expect(formations).toEqual(['4-4-2', '4-3-3', '3-5-2', '5-3-2', '4-5-1', '3-4-3']);
  });

  it('splits a formation into outfield counts of ten', () => {
    expect(formationCounts('4-3-3')).toEqual({ Defender: 4, Midfielder: 3, Attacker: 3 });
    expect(formationCounts('5-3-2')).toEqual({ Defender: 5, Midfielder: 3, Attacker: 2 });
    for (const f of formations) {
      const c = formationCounts(f);
      expect(c.Defender + c.Midfielder + c.Attacker).toBe(10);
    }
  });

  it('recognises formation strings', () => {
    expect(isFormation('3-4-3')).toBe(true);
    expect(isFormation('2-3-5')).toBe(false);
    expect(isFormation(442)).toBe(false);
  });

  it('accepts only outfield counts of a listed formation', () => {
    expect(isLegalOutfield({ Defender: 3, Midfielder: 5, Attacker: 2 })).toBe(true);
    expect(isLegalOutfield({ Defender: 5, Midfielder: 4, Attacker: 1 })).toBe(false);
    expect(isLegalOutfield({ Defender: 4, Midfielder: 4, Attacker: 1 })).toBe(false);
  });
});
