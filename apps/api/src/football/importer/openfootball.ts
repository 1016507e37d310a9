/**
 * Reads an openfootball football.json season ({name, matches: [{round, date, time, team1, team2, score}]}) into
 * the rows the importer stores. Pure: no database, so it is tested on the real season files directly.
 */

export interface OpenfootballMatch {
  round?: string;
  date: string;
  time?: string;
  team1: string;
  team2: string;
  score?: { ht?: number[]; ft?: number[]; et?: number[]; p?: number[] };
  status?: string;
}

export interface OpenfootballSeason {
  name: string;
  matches: OpenfootballMatch[];
}

export interface ImportedMatch {
  /** Stable across re-imports: season + round + teams (a date can move when a match is postponed). */
  externalKey: string;
  round: string | null;
  startAt: Date;
  team1: string;
  team2: string;
  /** Full-time score (90 minutes); null while the match has not been played. */
  result: { home: number; away: number } | null;
}

export interface ParsedSeason {
  leagueCode: string;
  seasonName: string;
  matches: ImportedMatch[];
  /** Index in `matches[]` of the document to a field error, for matches that cannot be read. */
  problems: { index: number; field: string; message: 'invalidMatchDate' | 'sameTeams' }[];
}

/** Longest-first keyword table from season names to the league codes 0002_football.sql creates. */
const leagueAliases: readonly [RegExp, string][] = [
  [/champions league/i, 'uefa.cl'],
  [/europa league/i, 'uefa.el'],
  [/world cup/i, 'world'],
  [/\beuro\b|european championship/i, 'euro'],
  [/egypt/i, 'eg.1'],
  [/premier league|england/i, 'en.1'],
  [/serie a|italy/i, 'it.1'],
  [/la liga|primera divisi[oó]n|spain/i, 'es.1'],
];

export function leagueCodeOf(seasonName: string): string | null {
  return leagueAliases.find(([pattern]) => pattern.test(seasonName))?.[1] ?? null;
}

/** "English Premier League 2024/25" → "2024/25"; "World Cup 2026" → "2026"; otherwise the first match's year. */
export function seasonNameOf(document: OpenfootballSeason): string {
  const span = /(\d{4})\s*[/-]\s*(\d{2,4})/.exec(document.name);
  if (span) return `${span[1]}/${span[2]!.slice(-2)}`;
  const year = /\b(\d{4})\b/.exec(document.name);
  if (year) return year[1]!;
  const first = document.matches.map((match) => match.date).sort()[0];
  return first?.slice(0, 4) ?? 'unknown';
}

/**
 * openfootball gives local kick-off times without a zone (an optional "UTC+1" suffix is honoured). We store them
 * as UTC; a match without a time gets 12:00 UTC so it stays on its calendar day in every time zone nearby.
 */
export function kickOff(date: string, time: string | undefined): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = time ? /^(\d{2}):(\d{2})(?:\s*UTC([+-]\d{1,2}))?/.exec(time) : null;
  if (time && !parsed) return null;
  const [hours, minutes, offset] = parsed ? [Number(parsed[1]), Number(parsed[2]), Number(parsed[3] ?? 0)] : [12, 0, 0];
  if (hours > 23 || minutes > 59) return null;
  const at = new Date(`${date}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== date) return null;
  return new Date(at.getTime() - offset * 3_600_000);
}

function fullTime(match: OpenfootballMatch): ImportedMatch['result'] {
  const ft = match.score?.ft;
  if (!Array.isArray(ft) || ft.length !== 2) return null;
  const [home, away] = ft;
  return Number.isInteger(home) && Number.isInteger(away) && home! >= 0 && away! >= 0 ? { home: home!, away: away! } : null;
}

export function parseSeason(document: OpenfootballSeason, leagueCode: string): ParsedSeason {
  const seasonName = seasonNameOf(document);
  const matches: ImportedMatch[] = [];
  const problems: ParsedSeason['problems'] = [];
  const seen = new Map<string, number>();
  document.matches.forEach((match, index) => {
    const startAt = kickOff(match.date, match.time);
    const team1 = match.team1.trim();
    const team2 = match.team2.trim();
    if (!startAt) return problems.push({ index, field: `matches.${index}.date`, message: 'invalidMatchDate' });
    if (team1 === team2) return problems.push({ index, field: `matches.${index}.team2`, message: 'sameTeams' });
    const round = match.round?.trim() || null;
    let externalKey = `openfootball:${leagueCode}:${seasonName}:${round ?? match.date}:${team1}:${team2}`;
    // The same pairing twice in one round (a replay) keeps both, numbered in document order.
    const repeat = seen.get(externalKey) ?? 0;
    seen.set(externalKey, repeat + 1);
    if (repeat > 0) externalKey += `:${repeat + 1}`;
    matches.push({ externalKey, round, startAt, team1, team2, result: fullTime(match) });
  });
  return { leagueCode, seasonName, matches, problems };
}

/** A three-letter code from a club name: "Manchester United FC" → MUN, "Arsenal FC" → ARS. */
export function teamCode(name: string): string {
  const noise = new Set(['FC', 'AFC', 'CF', 'SC', 'AC', 'SSC', 'CD', 'UD', 'RC', 'RCD', 'SD', 'CA', 'CLUB', 'DE', 'DEL', 'LA', 'OF', 'THE', 'SPORTING', 'SPORTS']);
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word && !noise.has(word));
  if (words.length === 0) return name.slice(0, 3).toUpperCase() || 'TBD';
  if (words.length === 1) return words[0]!.slice(0, 3);
  if (words.length === 2) return (words[0]![0]! + words[1]!.slice(0, 2)).slice(0, 3);
  return words.slice(0, 3).map((word) => word[0]).join('');
}
