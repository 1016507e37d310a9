import { describe, expect, it } from 'vitest';
import { generateSquad, PRICE_JITTER, PRICE_TIERS, SQUAD_SHAPE, SQUAD_SIZE } from '../../src/football/squads/index.ts';

const arabic = /[\u0600-\u06FF]/;

describe('a generated squad (issue 14)', () => {
  const squad = generateSquad('demo:team:ahly');

  it('has 23 players: 3 goalkeepers, 8 defenders, 8 midfielders, 4 attackers, numbered 1 to 23', () => {
    expect(squad).toHaveLength(23);
    expect(SQUAD_SIZE).toBe(23);
    for (const [position, count] of SQUAD_SHAPE) expect(squad.filter((player) => player.position === position)).toHaveLength(count);
    expect(squad.map((player) => player.number)).toEqual(Array.from({ length: 23 }, (_, index) => index + 1));
  });

  it('names every player in English and Arabic, never twice in one team, with a generated photo', () => {
    expect(new Set(squad.map((player) => player.nameEn)).size).toBe(23);
    expect(new Set(squad.map((player) => player.nameAr)).size).toBe(23);
    expect(squad.every((player) => /^[A-Z]\. \S/.test(player.nameEn) && arabic.test(player.nameAr))).toBe(true);
    expect(squad.every((player) => player.photo.startsWith('data:image/svg+xml;base64,'))).toBe(true);
  });

  it('prices players in millions so that the cheapest 15 fit the default 30 million and the dearest do not', () => {
    for (const player of squad) {
      const tiers = PRICE_TIERS[player.position];
      expect(Math.round(player.price * 10)).toBeGreaterThanOrEqual(Math.min(...tiers));
      expect(Math.round(player.price * 10)).toBeLessThanOrEqual(Math.max(...tiers) + PRICE_JITTER);
    }
    // Across many teams, the cheapest legal 15 (2 GK, 5 DEF, 5 MID, 3 ATT) fits 30 million and the dearest does not.
    const cheapest: number[] = [];
    const dearest: number[] = [];
    for (let team = 0; team < 40; team++) {
      const players = generateSquad(`team:${team}`);
      const pick = (position: string, count: number, order: 1 | -1) =>
        players
          .filter((player) => player.position === position)
          .map((player) => player.price)
          .sort((a, b) => order * (a - b))
          .slice(0, count);
      const squadOf = (order: 1 | -1) => [...pick('Goalkeeper', 2, order), ...pick('Defender', 5, order), ...pick('Midfielder', 5, order), ...pick('Attacker', 3, order)].reduce((a, b) => a + b, 0);
      cheapest.push(squadOf(1));
      dearest.push(squadOf(-1));
    }
    expect(Math.max(...cheapest)).toBeLessThan(30);
    expect(Math.min(...dearest)).toBeGreaterThan(30);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    // Halfway between the cheapest and the dearest: near the budget.
    expect((mean(cheapest) + mean(dearest)) / 2).toBeGreaterThan(27);
    expect((mean(cheapest) + mean(dearest)) / 2).toBeLessThan(36);
  });

  it('depends on the team alone: the same key gives the same squad, another key another', () => {
    expect(generateSquad('demo:team:ahly')).toEqual(squad);
    expect(generateSquad('openfootball:team:Arsenal FC').map((player) => player.nameEn)).not.toEqual(squad.map((player) => player.nameEn));
  });
});
