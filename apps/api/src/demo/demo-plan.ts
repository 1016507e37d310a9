import { DAY_MS, MINUTE_MS } from '../football/index.ts';
import { demoSeasonName, leagueTeams, type DemoTeam } from './names.ts';
import { createSeededRandom, type SeededRandom } from '@hadaf/domain';

/**
 * The demo world as plain data, computed from a seed and "now" only: the same inputs always give the same
 * teams, players and fixtures. seed-demo.ts writes it to the database.
 */

export interface DemoFixture {
  key: string;
  leagueCode: string;
  homeKey: string;
  awayKey: string;
  startAt: Date;
  round: string;
}

export interface DemoPlan {
  seasons: { leagueCode: string; name: string }[];
  teams: readonly DemoTeam[];
  leagueTeams: { leagueCode: string; teamKey: string }[];
  fixtures: DemoFixture[];
}

/** Fixtures from a week ago to a week ahead. */
export const DEMO_DAYS_AROUND_TODAY = 7;
/** Kick-offs of today relative to now (minutes): finished, live, locked and open for predictions. */
const TODAY_OFFSETS = [-200, -130, -45, -15, 30, 90, 180, 300];
/** Kick-offs (UTC hour, minute) on the other days. */
const DAY_SLOTS = [
  [13, 0],
  [15, 30],
  [18, 0],
  [20, 45],
] as const;

function shuffled<T>(items: readonly T[], random: SeededRandom): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

function utcMidnight(at: Date): number {
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
}

/** `speed` is the simulator's: today's live matches kick off that much closer to now so they are still live at start. */
export function demoPlan(seed: number, now: Date, speed = 1): DemoPlan {
  const random = createSeededRandom(seed);
  const leagueCodes = Object.keys(leagueTeams);
  const teams = [...new Map(Object.values(leagueTeams).flat().map((team) => [team.key, team])).values()];
  const fixtures: DemoFixture[] = [];
  const today = utcMidnight(now);
  for (let day = -DEMO_DAYS_AROUND_TODAY; day <= DEMO_DAYS_AROUND_TODAY; day++) {
    // Four leagues play each day, alternating, so every league has fixtures on most days.
    const playing = leagueCodes.filter((_code, index) => (index + day + 100) % 2 === 0);
    const starts =
      day === 0
        ? TODAY_OFFSETS.map((offset) => new Date(now.getTime() + (offset < 0 && offset > -90 ? offset / speed : offset) * MINUTE_MS))
        : DAY_SLOTS.flatMap(([hour, minute]) => [0, 1].map(() => new Date(today + day * DAY_MS + (hour * 60 + minute) * MINUTE_MS)));
    let slot = 0;
    for (const leagueCode of playing) {
      const [a, b, c, d] = shuffled(leagueTeams[leagueCode]!, random);
      for (const [home, away] of [
        [a!, b!],
        [c!, d!],
      ] as const) {
        const startAt = starts[slot++ % starts.length]!;
        fixtures.push({
          key: `demo:${leagueCode}:${day + DEMO_DAYS_AROUND_TODAY + 1}:${home.key}:${away.key}`,
          leagueCode,
          homeKey: home.key,
          awayKey: away.key,
          startAt,
          round: `Matchday ${day + DEMO_DAYS_AROUND_TODAY + 1}`,
        });
      }
    }
  }
  return {
    seasons: leagueCodes.map((leagueCode) => ({ leagueCode, name: demoSeasonName(leagueCode, now) })),
    teams,
    leagueTeams: leagueCodes.flatMap((leagueCode) => leagueTeams[leagueCode]!.map((team) => ({ leagueCode, teamKey: team.key }))),
    fixtures: fixtures.sort((x, y) => x.startAt.getTime() - y.startAt.getTime() || x.key.localeCompare(y.key)),
  };
}
