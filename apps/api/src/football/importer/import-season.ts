import type { Database } from '../../platform/database/database.ts';
import { insertStandardBets } from '../bets-repository.ts';
import { date, num, numOrNull, textOrNull, type Row } from '../../platform/database/rows.ts';
import { enqueueScoring } from '../score-queue.ts';
import { crestDataUri } from '../crest.ts';
import { ensureSquads } from '../squads/index.ts';
import { teamCode, type ParsedSeason } from './openfootball.ts';

export interface ImportCounts {
  season_id: number;
  created: number;
  updated: number;
  /** Matches already stored exactly as the document has them. */
  skipped: number;
  /** Finished matches whose (re)scoring this import enqueued. */
  scored: number;
}

const teamKey = (name: string) => `openfootball:team:${name}`;

/**
 * Stores a parsed season in one transaction, keyed by external keys so a re-import updates in place: new
 * matches are created with the standard bets, changed ones updated, identical ones left alone. A match that is
 * finished with a new or changed result has its scoring enqueued in that transaction (the scorer moves totals
 * by differences only).
 */
export async function importSeason(database: Database, season: ParsedSeason, now: Date): Promise<ImportCounts> {
  return database.transaction(async (tx) => {
    const [league] = await tx.query<Row>('SELECT id FROM leagues WHERE code = $1', [season.leagueCode]);
    if (!league) throw new Error(`League ${season.leagueCode} is missing (0002_football.sql creates it)`);
    const leagueId = num(league.id);
    const [seasonRow] = await tx.query<Row>(
      `INSERT INTO seasons (league_id, name) VALUES ($1, $2) ON CONFLICT (league_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [leagueId, season.seasonName],
    );
    const seasonId = num(seasonRow!.id);

    // Teams by name; openfootball has no Arabic names, so the Arabic name starts as the English one.
    const names = [...new Set(season.matches.flatMap((match) => [match.team1, match.team2]))];
    await tx.query(
      `INSERT INTO teams (name_en, name_ar, code, logo, external_key)
       SELECT n, n, c, l, k FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS d(n, c, l, k)
       ON CONFLICT (external_key) DO NOTHING`,
      [names, names.map(teamCode), names.map((name) => crestDataUri(name, teamCode(name))), names.map(teamKey)],
    );
    const teamRows = await tx.query<Row>('SELECT id, external_key FROM teams WHERE external_key = ANY($1::text[])', [names.map(teamKey)]);
    const teamIds = new Map(teamRows.map((row) => [String(row.external_key), num(row.id)]));
    await tx.query(
      'INSERT INTO league_teams (league_id, team_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING',
      [leagueId, [...teamIds.values()]],
    );
    // Every team plays with a generated squad (issue 14); a re-import finds them complete and adds nothing.
    await ensureSquads(tx, [...teamIds].map(([key, id]) => ({ id, key })));

    const existing = new Map(
      (
        await tx.query<Row>('SELECT id, external_key, start_at, round, state, home_goals, away_goals FROM matches WHERE external_key = ANY($1::text[])', [
          season.matches.map((match) => match.externalKey),
        ])
      ).map((row) => [String(row.external_key), row]),
    );

    const fresh = season.matches.filter((match) => !existing.has(match.externalKey));
    const toScore: number[] = [];
    let updated = 0;
    let skipped = 0;
    if (fresh.length > 0) {
      const created = await tx.query<Row>(
        `INSERT INTO matches (season_id, home_team_id, away_team_id, round, start_at, state, minute, home_goals, away_goals, external_key, created_at, updated_at)
         SELECT $1, h, a, r, s, st, mi, hg, ag, k, $11, $11
         FROM unnest($2::bigint[], $3::bigint[], $4::text[], $5::timestamptz[], $6::text[], $7::int[], $8::int[], $9::int[], $10::text[])
           AS d(h, a, r, s, st, mi, hg, ag, k)
         RETURNING id, state`,
        [
          seasonId,
          fresh.map((match) => teamIds.get(teamKey(match.team1))),
          fresh.map((match) => teamIds.get(teamKey(match.team2))),
          fresh.map((match) => match.round),
          fresh.map((match) => match.startAt.toISOString()),
          fresh.map((match) => (match.result ? 'FINISHED' : 'NOT_STARTED')),
          fresh.map((match) => (match.result ? 90 : null)),
          fresh.map((match) => match.result?.home ?? null),
          fresh.map((match) => match.result?.away ?? null),
          fresh.map((match) => match.externalKey),
          now,
        ],
      );
      await insertStandardBets(
        tx,
        created.map((row) => num(row.id)),
      );
      // New finished matches have no predictions yet; scoring still settles their bonus answers.
      toScore.push(...created.filter((row) => row.state === 'FINISHED').map((row) => num(row.id)));
    }

    for (const match of season.matches) {
      const row = existing.get(match.externalKey);
      if (!row) continue;
      const state = match.result ? 'FINISHED' : textOrNull(row.state);
      const same =
        date(row.start_at).getTime() === match.startAt.getTime() &&
        textOrNull(row.round) === match.round &&
        state === row.state &&
        (match.result === null || (numOrNull(row.home_goals) === match.result.home && numOrNull(row.away_goals) === match.result.away));
      if (same) {
        skipped++;
        continue;
      }
      updated++;
      // A document without a result never erases one already stored (a live match, an admin's entry).
      await tx.query(
        `UPDATE matches SET start_at = $2, round = $3, state = $4, home_goals = $5, away_goals = $6,
           minute = CASE WHEN $4 = 'FINISHED' THEN 90 ELSE minute END, updated_at = $7 WHERE id = $1`,
        [num(row.id), match.startAt, match.round, state, match.result?.home ?? row.home_goals, match.result?.away ?? row.away_goals, now],
      );
      if (match.result) toScore.push(num(row.id));
    }

    for (const matchId of toScore) await enqueueScoring(database, tx, matchId);
    return { season_id: seasonId, created: fresh.length, updated, skipped, scored: toScore.length };
  });
}
