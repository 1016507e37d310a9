import type { Database } from '../../platform/database/database.ts';
import type { Clock } from '../clock.ts';
import { date, num, numOrNull, type Row } from '../../platform/database/rows.ts';
import { enqueueFantasyPoints, enqueueScoring } from '../score-queue.ts';
import { FULL_TIME_MINUTE, kickOffEvents, playMinutes, simulatedMinute, type Side, type SimEvent, type SimPlayer } from './match-script.ts';

export interface SimulatorSettings {
  seed: number;
  /** 1 plays a match in 90 real minutes; 10 in 9. */
  speed: number;
}

export interface TickReport {
  /** Matches whose minute, score or state moved. */
  advanced: number;
  started: number[];
  finished: number[];
}

/** At most this many matches per tick, so one tick stays short even after a long downtime. */
const MATCHES_PER_TICK = 200;

async function squads(database: Database, teamIds: number[]): Promise<Map<number, SimPlayer[]>> {
  const byTeam = new Map<number, SimPlayer[]>(teamIds.map((id) => [id, []]));
  const rows = await database.query<Row>('SELECT id, team_id, position FROM players WHERE team_id = ANY($1::bigint[]) ORDER BY team_id, number, id', [teamIds]);
  for (const row of rows) byTeam.get(num(row.team_id))?.push({ id: num(row.id), position: row.position as SimPlayer['position'] });
  return byTeam;
}

/**
 * One step of the live simulator at the clock's time: every simulated match whose kick-off has passed is
 * played up to its current minute (kick-off lineups, goals, cards, saves) and finished at minute 90, which
 * enqueues its scoring in the same transaction. Safe to call at any rate and after any pause: minutes already
 * played are never replayed. Runs as the scheduled 'simulator-tick' job (football/jobs.ts).
 */
export async function simulatorTick(database: Database, settings: SimulatorSettings, clock: Clock): Promise<TickReport> {
  const now = clock();
  const due = await database.query<Row>(
    `SELECT id, start_at, home_team_id, away_team_id, home_gamer_id IS NOT NULL AS e_sports FROM matches
     WHERE simulated AND state <> 'FINISHED' AND start_at <= $1 ORDER BY start_at, id LIMIT ${MATCHES_PER_TICK}`,
    [now],
  );
  const report: TickReport = { advanced: 0, started: [], finished: [] };
  if (due.length === 0) return report;
  // An eSports match is played on a console: its goals are the gamers', so it writes no events for the real players
  // (their stats and fantasy points count real matches only) and needs no squads.
  const football = due.filter((row) => row.e_sports !== true);
  const players = await squads(database, [...new Set(football.flatMap((row) => [num(row.home_team_id), num(row.away_team_id)]))]);

  for (const candidate of due) {
    const matchId = num(candidate.id);
    const target = simulatedMinute(date(candidate.start_at), now, settings.speed);
    const teams: Record<Side, number> = { home: num(candidate.home_team_id), away: num(candidate.away_team_id) };
    const squadsOf = candidate.e_sports === true ? { home: [], away: [] } : { home: players.get(teams.home) ?? [], away: players.get(teams.away) ?? [] };
    await database.transaction(async (tx) => {
      // Re-read under lock: an admin may have moved the match since the list was read.
      const [row] = await tx.query<Row>('SELECT state, minute, home_goals, away_goals FROM matches WHERE id = $1 FOR UPDATE', [matchId]);
      if (!row || row.state === 'FINISHED') return;
      const events: SimEvent[] = [];
      const starting = row.state === 'NOT_STARTED';
      if (starting) events.push(...kickOffEvents(squadsOf.home, squadsOf.away));
      const playedTo = starting ? 0 : (numOrNull(row.minute) ?? 0);
      if (!starting && target <= playedTo) return;
      const played = playMinutes(settings.seed, matchId, playedTo, target, squadsOf);
      events.push(...played.events);
      const finished = target >= FULL_TIME_MINUTE;
      await tx.query('UPDATE matches SET state = $2, minute = $3, home_goals = $4, away_goals = $5, updated_at = $6 WHERE id = $1', [
        matchId,
        finished ? 'FINISHED' : 'LIVE',
        Math.max(target, playedTo),
        (starting ? 0 : num(row.home_goals ?? 0)) + played.homeGoals,
        (starting ? 0 : num(row.away_goals ?? 0)) + played.awayGoals,
        now,
      ]);
      if (events.length > 0) {
        await tx.query(
          `INSERT INTO match_events (match_id, player_id, type, minute, count, created_at)
           SELECT $1, p, t, m, c, $6 FROM unnest($2::bigint[], $3::text[], $4::int[], $5::int[]) AS d(p, t, m, c)`,
          [matchId, events.map((event) => event.playerId), events.map((event) => event.type), events.map((event) => event.minute), events.map((event) => event.count ?? 1), now],
        );
      }
      // Minutes played moved for everyone on the pitch: the players' fantasy points follow within seconds.
      if (candidate.e_sports !== true) await enqueueFantasyPoints(database, tx, matchId);
      report.advanced++;
      if (starting) report.started.push(matchId);
      if (finished) {
        report.finished.push(matchId);
        await enqueueScoring(database, tx, matchId);
      }
    });
  }
  return report;
}
