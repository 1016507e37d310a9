import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoSubstitutions, type PlayerId } from './fantasy-substitution.ts';
import { buildSquad } from './fantasy-squad.fixture.ts';
import { formations, isLegalOutfield } from './fantasy-types.ts';

/** Everyone played 90 minutes except the listed ids. */
const minutesExcept =
  (absent: readonly PlayerId[]) =>
  (id: PlayerId): number =>
    absent.includes(id) ? 0 : 90;

describe('autoSubstitutions', () => {
  it('changes nothing when every starter played', () => {
    const result = autoSubstitutions(buildSquad('4-4-2'), minutesExcept([]));
    expect(result.substitutions).toEqual([]);
    expect(result.counted).toHaveLength(11);
    expect(result.counted).not.toContain('g2');
    expect(result.outfield).toEqual({ Defender: 4, Midfielder: 4, Attacker: 2 });
  });

  it('replaces a goalkeeper only with the substitute goalkeeper', () => {
    const result = autoSubstitutions(buildSquad('4-4-2'), minutesExcept(['g1']));
    expect(result.substitutions).toEqual([{ out: 'g1', in: 'g2' }]);
  });

  it('leaves an absent goalkeeper unreplaced when the substitute goalkeeper did not play either', () => {
    const result = autoSubstitutions(buildSquad('4-4-2'), minutesExcept(['g1', 'g2']));
    expect(result.substitutions).toEqual([]);
    expect(result.counted).toHaveLength(10);
  });

  it('prefers the substitute of the same position, whatever the bench order', () => {
    const squad = buildSquad('4-4-2', 'a1', ['Goalkeeper', 'Attacker', 'Midfielder', 'Defender']);
    const result = autoSubstitutions(squad, minutesExcept(['d2']));
    expect(result.substitutions).toEqual([{ out: 'd2', in: 'd5' }]);
    expect(result.outfield).toEqual({ Defender: 4, Midfielder: 4, Attacker: 2 });
  });

  it('brings on another position when the formation stays legal (4-4-2 → 3-5-2)', () => {
    const result = autoSubstitutions(buildSquad('4-4-2'), minutesExcept(['d1', 'd5']));
    expect(result.substitutions).toEqual([{ out: 'd1', in: 'm5' }]);
    expect(result.outfield).toEqual({ Defender: 3, Midfielder: 5, Attacker: 2 });
  });

  it('skips a substitute whose swap would break the formation', () => {
    // 3-5-2 without its substitute defender: a midfielder would make 2-6-2, an attacker 2-5-3; neither is legal.
    const result = autoSubstitutions(buildSquad('3-5-2'), minutesExcept(['d1', 'd4']));
    expect(result.substitutions).toEqual([]);
    expect(result.outfield).toEqual({ Defender: 3, Midfielder: 5, Attacker: 2 });
  });

  it('never uses a substitute who played 0 minutes, nor the same substitute twice', () => {
    const result = autoSubstitutions(buildSquad('4-4-2'), minutesExcept(['a1', 'a2', 'a3']));
    // a3 did not play; 4-5-1 (m5 for a1) is legal, then 4-6-0 is not: a2 stays out.
    expect(result.substitutions).toEqual([{ out: 'a1', in: 'm5' }]);
    expect(result.counted).not.toContain('a3');
  });

  it('never brings the goalkeeper on for an outfield player', () => {
    const result = autoSubstitutions(buildSquad('4-3-3', 'a1', ['Goalkeeper']), minutesExcept(['a1']));
    expect(result.substitutions).toEqual([]);
  });

  it('always ends with a legal formation, ≤ 11 counted players and distinct substitutes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...formations), fc.uniqueArray(fc.nat(14)), (formation, absentIndexes) => {
        const squad = buildSquad(formation);
        const absent = absentIndexes.map((i) => squad[i]?.playerId ?? '');
        const result = autoSubstitutions(squad, minutesExcept(absent));
        expect(isLegalOutfield(result.outfield)).toBe(true);
        expect(result.counted.length).toBeLessThanOrEqual(11);
        expect(new Set(result.counted).size).toBe(result.counted.length);
        for (const sub of result.substitutions) {
          expect(absent).toContain(sub.out);
          expect(absent).not.toContain(sub.in);
        }
      }),
    );
  });
});
