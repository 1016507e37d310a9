import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kickOff, leagueCodeOf, parseSeason, seasonNameOf, teamCode, type OpenfootballSeason } from '../../src/football/importer/openfootball.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const openfootballDir = path.resolve(repoRoot, '../shared/data/openfootball');
const available = existsSync(openfootballDir);
if (!available) console.warn(`Skipping the real openfootball files: ${openfootballDir} is absent (it exists only in the shared workplace).`);

describe('openfootball reading', () => {
  it('maps season names to our leagues', () => {
    expect(leagueCodeOf('English Premier League 2024/25')).toBe('en.1');
    expect(leagueCodeOf('Egypt | Premiership 2024/25')).toBe('eg.1');
    expect(leagueCodeOf('UEFA Champions League 2024/25')).toBe('uefa.cl');
    expect(leagueCodeOf('UEFA Europa League 2024/25')).toBe('uefa.el');
    expect(leagueCodeOf('Spain Primera División 2025/26')).toBe('es.1');
    expect(leagueCodeOf('Italy Serie A 2025/26')).toBe('it.1');
    expect(leagueCodeOf('World Cup 2026')).toBe('world');
    expect(leagueCodeOf('Euro 2024')).toBe('euro');
    expect(leagueCodeOf('Bundesliga 2024/25')).toBeNull();
  });

  it('names the season from the document', () => {
    expect(seasonNameOf({ name: 'English Premier League 2024/25', matches: [] })).toBe('2024/25');
    expect(seasonNameOf({ name: 'World Cup 2026', matches: [] })).toBe('2026');
    expect(seasonNameOf({ name: 'Cup', matches: [{ date: '2023-05-01', team1: 'A', team2: 'B' }] })).toBe('2023');
  });

  it('reads kick-off times as UTC (with an optional offset), noon when none is given', () => {
    expect(kickOff('2024-08-16', '20:00')!.toISOString()).toBe('2024-08-16T20:00:00.000Z');
    expect(kickOff('2024-08-16', '20:00 UTC+1')!.toISOString()).toBe('2024-08-16T19:00:00.000Z');
    expect(kickOff('2024-08-16', undefined)!.toISOString()).toBe('2024-08-16T12:00:00.000Z');
    expect(kickOff('2024-02-30', '20:00')).toBeNull();
    expect(kickOff('2024-08-16', '25:00')).toBeNull();
    expect(kickOff('16/08/2024', '20:00')).toBeNull();
  });

  it('makes three-letter team codes', () => {
    expect(teamCode('Manchester United FC')).toBe('MUN');
    expect(teamCode('Arsenal FC')).toBe('ARS');
    expect(teamCode('Paris Saint-Germain FC (FRA)')).toBe('PSG');
    expect(teamCode('Atlético Madrid')).toBe('AMA');
  });

  it('reports unreadable matches by their field', () => {
    const parsed = parseSeason(
      {
        name: 'X 2024/25',
        matches: [
          { date: 'soon', team1: 'A', team2: 'B' },
          { date: '2024-08-16', team1: 'A', team2: 'A' },
          { date: '2024-08-17', team1: 'A', team2: 'B', score: { ft: [1, 0] } },
        ],
      },
      'en.1',
    );
    expect(parsed.problems).toEqual([
      { index: 0, field: 'matches.0.date', message: 'invalidMatchDate' },
      { index: 1, field: 'matches.1.team2', message: 'sameTeams' },
    ]);
    expect(parsed.matches).toHaveLength(1);
    expect(parsed.matches[0]!.result).toEqual({ home: 1, away: 0 });
  });

  it.skipIf(!available)('reads every real season file completely, with unique external keys', () => {
    const files = readdirSync(openfootballDir).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const document = JSON.parse(readFileSync(path.join(openfootballDir, file), 'utf8')) as OpenfootballSeason;
      const leagueCode = leagueCodeOf(document.name);
      expect(leagueCode, file).not.toBeNull();
      const parsed = parseSeason(document, leagueCode!);
      expect(parsed.problems, file).toEqual([]);
      expect(parsed.matches, file).toHaveLength(document.matches.length);
      expect(new Set(parsed.matches.map((match) => match.externalKey)).size, file).toBe(document.matches.length);
      const played = document.matches.filter((match) => Array.isArray(match.score?.ft)).length;
      expect(parsed.matches.filter((match) => match.result !== null), file).toHaveLength(played);
    }
  });
});
