/**
 * Story data for the fantasy player views (PlayerPicker, PlayerInfo, ScoreBreakdown, SquadBreakdown): 21 players of
 * six Egyptian clubs with prices from 4.0 to 12.5 M, stats and news, named in the story's language; local pictures
 * (no network in tests). Not exported from the package.
 */
import { expect, waitFor } from 'storybook/test';
import { eventGroupValues, fantasyEventGroups, hundredthsToPoints, playerFantasyPoints, toPointsBreakdownList, type FantasyEventGroup, type PlayerMatchStats, type Position } from '@hadaf/domain';
import { findOverlay, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import type { PlayerInfoView, PlayerStat, PlayerStatName } from '../PlayerInfo/PlayerInfo.tsx';
import type { SquadMemberView } from '../FantasyPlayer/FantasyPlayer.ts';
import type { ScoreBreakdownRow, ScoreBreakdownStat } from '../ScoreBreakdown/ScoreBreakdown.tsx';

export type Lang = 'en' | 'ar';

function picture(background: string, shirt: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${background}"/><circle cx="40" cy="30" r="14" fill="#f1c9a5"/><path d="M14 80c2-18 12-26 26-26s24 8 26 26z" fill="${shirt}"/></svg>`,
  )}`;
}

const newsPicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#1f7a3a"/><circle cx="40" cy="40" r="12" fill="none" stroke="#ffffff" stroke-width="3"/><path d="M40 0v80" stroke="#ffffff" stroke-width="3"/></svg>',
)}`;

export const teams = [
  { id: 1, name: ['Al Ahly', 'الأهلي'], code: 'AHL', colour: '#c8102e' },
  { id: 2, name: ['Zamalek', 'الزمالك'], code: 'ZAM', colour: '#f2f2f2' },
  { id: 3, name: ['Pyramids', 'بيراميدز'], code: 'PYR', colour: '#1e3a70' },
  { id: 4, name: ['Ismaily', 'الإسماعيلي'], code: 'ISM', colour: '#f5d000' },
  { id: 5, name: ['Al Masry', 'المصري'], code: 'MAS', colour: '#2e7d32' },
  { id: 6, name: ['Future', 'فيوتشر'], code: 'FUT', colour: '#6a1b9a' },
] as const;

type Row = readonly [id: number, en: string, ar: string, team: number, position: Position, price: number, number: number, points: number];

const rows: readonly Row[] = [
  [101, 'Mohamed El Shenawy', 'محمد الشناوي', 1, 'Goalkeeper', 5.5, 1, 6],
  [102, 'Mohamed Awad', 'محمد عواد', 2, 'Goalkeeper', 5, 1, 2],
  [103, 'Ahmed El Shenawy', 'أحمد الشناوي', 3, 'Goalkeeper', 4.5, 16, 3],
  [201, 'Mohamed Hany', 'محمد هاني', 1, 'Defender', 6, 30, 8.36],
  [202, 'Ahmed Fattouh', 'أحمد فتوح', 2, 'Defender', 6.5, 13, 2.5],
  [203, 'Ali Gabr', 'علي جبر', 3, 'Defender', 5, 4, 6.4],
  [204, 'Yasser Ibrahim', 'ياسر إبراهيم', 1, 'Defender', 5.5, 6, 7],
  [205, 'Mahmoud Hamdy', 'محمود حمدي', 2, 'Defender', 4.5, 5, 1],
  [206, 'Karim Hafez', 'كريم حافظ', 3, 'Defender', 4, 3, 2.12],
  [301, 'Emam Ashour', 'إمام عاشور', 1, 'Midfielder', 9.5, 22, 11.44],
  [302, 'Abdallah El Said', 'عبد الله السعيد', 2, 'Midfielder', 8, 19, 5.3],
  [303, 'Mohamed Magdy Afsha', 'محمد مجدي أفشة', 1, 'Midfielder', 8.5, 19, 3],
  [304, 'Ramadan Sobhi', 'رمضان صبحي', 3, 'Midfielder', 9, 10, 7.6],
  [305, 'Ahmed Sayed Zizo', 'أحمد سيد زيزو', 2, 'Midfielder', 11, 25, 9.2],
  [306, 'Hamdy Fathy', 'حمدي فتحي', 4, 'Midfielder', 6, 8, 2],
  [401, 'Wessam Abou Ali', 'وسام أبو علي', 1, 'Attacker', 12.5, 9, 14.08],
  [402, 'Fiston Mayele', 'فيستون مايلي', 3, 'Attacker', 11.5, 17, 6],
  [403, 'Nasser Mansi', 'ناصر منسي', 2, 'Attacker', 10, 11, 4.04],
  [404, 'Marwan Hamdy', 'مروان حمدي', 4, 'Attacker', 7, 9, 0],
  [405, 'Salah Mohsen', 'صلاح محسن', 5, 'Attacker', 7.5, 7, 2],
  [406, 'Amr Gamal', 'عمرو جمال', 6, 'Attacker', 6.5, 14, 1.5],
];

export function storyTeams(lang: Lang) {
  return teams.map((team) => ({ id: team.id, name: lang === 'ar' ? team.name[1] : team.name[0] }));
}

/** Stats of a player, deterministic from his id and position; the position's telling stats are featured. */
function statsOf(id: number, position: Position): Partial<Record<PlayerStatName, PlayerStat>> {
  const seed = id % 7;
  const featured: Record<Position, PlayerStatName[]> = {
    Goalkeeper: ['saves', 'cleansheets'],
    Defender: ['tackles', 'blocks', 'cleansheets'],
    Midfielder: ['assists', 'goals'],
    Attacker: ['goals', 'assists'],
  };
  const values: Record<PlayerStatName, number> = {
    appearances: 18 + seed,
    assists: position === 'Goalkeeper' ? 0 : 2 + seed,
    blocks: position === 'Defender' ? 14 + seed : seed,
    cleansheets: position === 'Attacker' ? 0 : 4 + (seed % 3),
    goals: position === 'Attacker' ? 9 + seed : position === 'Midfielder' ? 4 + seed : seed % 2,
    red_cards: seed === 3 ? 1 : 0,
    saves: position === 'Goalkeeper' ? 52 + seed : 0,
    tackles: position === 'Goalkeeper' ? 1 : 20 + 3 * seed,
    yellow_cards: 1 + (seed % 4),
    losses: 3 + (seed % 3),
    wins: 11 + seed,
  };
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { value, featured: featured[position].includes(name as PlayerStatName) }]));
}

function newsOf(name: string, lang: Lang, index: number) {
  return lang === 'ar'
    ? [
        { id: index * 10 + 1, title: `${name} جاهز لمباراة القمة`, content: 'شارك اللاعب في التدريبات الجماعية كاملة ويُنتظر أن يبدأ المباراة المقبلة.', imageUrl: newsPicture },
        { id: index * 10 + 2, title: `إشادة من المدرب بأداء ${name}`, content: 'قال المدرب إن اللاعب من أكثر عناصر الفريق التزامًا هذا الموسم.', imageUrl: null },
      ]
    : [
        { id: index * 10 + 1, title: `${name} fit for the derby`, content: 'He trained fully with the squad and is expected to start the next match.', imageUrl: newsPicture },
        { id: index * 10 + 2, title: `Coach praises ${name}`, content: 'The coach called him one of the most committed players in the squad this season.', imageUrl: null },
      ];
}

/** The 21 story players in the story's language; every third without a photo (the initials show). */
export function storyPlayers(lang: Lang): PlayerInfoView[] {
  return rows.map(([id, en, ar, teamId, position, price, number, points], index) => {
    const team = teams.find((candidate) => candidate.id === teamId)!;
    const name = lang === 'ar' ? ar : en;
    return {
      id,
      name,
      number,
      position,
      price,
      photoUrl: index % 3 === 2 ? null : picture('#e8eef5', team.colour),
      team: { id: team.id, name: lang === 'ar' ? team.name[1] : team.name[0], code: team.code, logoUrl: null },
      points,
      status: null,
      stats: statsOf(id, position),
      latestNews: index % 5 === 4 ? [] : newsOf(name, lang, index),
      totalPoints: Math.round(points * 7.3 * 100) / 100,
      // Every fourth has played no finished match yet; the last one's team has nothing scheduled.
      form: index % 4 === 3 ? null : Math.round(points * 55) / 100,
      nextFixture: index === rows.length - 1 ? null : fixtureOf(teamId, index, lang),
    };
  });
}

/** Story fixtures are fixed in time (screenshots never depend on today) and read in Cairo time. */
export const storyTimeZone = 'Africa/Cairo';

/** The team's next match: against the next team of the list, at home every other player, days from 28 November 2026. */
function fixtureOf(teamId: number, index: number, lang: Lang) {
  const opponent = teams[teamId % teams.length]!;
  return {
    start: new Date(Date.UTC(2026, 10, 28 + (index % 3), 17, 0)).toISOString(),
    home: index % 2 === 0,
    opponent: { name: lang === 'ar' ? opponent.name[1] : opponent.name[0], code: opponent.code },
  };
}

export function storyPlayer(lang: Lang, id: number): PlayerInfoView {
  return storyPlayers(lang).find((player) => player.id === id)!;
}

/** A player with a very long name and team, to show wrapping. */
export function longNamePlayer(lang: Lang): PlayerInfoView {
  const base = storyPlayer(lang, 301);
  const long = lang === 'ar' ? longArabic : longEnglish;
  return {
    ...base,
    name: long.slice(0, 60),
    team: { ...base.team, name: long.slice(0, 40) },
    latestNews: [{ id: 1, title: long, content: `${long}. ${long}.`, imageUrl: newsPicture }],
  };
}

/** A 4-4-2 squad of 15: 2 goalkeepers, 5 defenders, 5 midfielders, 3 attackers; one substitute per group; Wessam Abou Ali captain. */
export function storySquad(lang: Lang): SquadMemberView[] {
  const ids = [101, 102, 201, 202, 203, 204, 205, 301, 302, 303, 304, 305, 401, 402, 403];
  const substitutes = new Set([102, 205, 305, 403]);
  const players = storyPlayers(lang);
  return ids.map((id) => {
    const player = players.find((candidate) => candidate.id === id)!;
    return {
      id: player.id,
      name: player.name,
      number: player.number,
      position: player.position,
      price: player.price,
      photoUrl: player.photoUrl,
      team: player.team,
      points: id === 401 ? (player.points ?? 0) * 2 : player.points,
      status: null,
      isCaptain: id === 401,
      isSubstitute: substitutes.has(id),
    };
  });
}

/** Waits until every picture on the page has loaded and shows, so screenshots never catch initials mid-load. */
export async function picturesShown(root: ParentNode = document) {
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
  await waitFor(() => expect(root.querySelectorAll('img.invisible')).toHaveLength(0));
}

/** A story's sheet that opens already open (PlayerInfo, SquadBreakdown): found alone, arrived, its pictures shown. */
export async function findSheet() {
  const overlay = await findOverlay();
  await picturesShown(overlay);
  return overlay;
}

type MatchLine = readonly [id: number, stats: PlayerMatchStats, marks?: { isCaptain?: boolean; substitutedOn?: boolean; didNotCount?: boolean }];

/** Al Ahly 2–1 Zamalek for one fan's squad: a captain (doubled), a substitute who came on and one who did not count. */
const matchLines: readonly MatchLine[] = [
  [101, { minutesPlayed: 90, cleanSheet: false, penaltiesSaved: 1, successfulPasses: 18 }],
  [201, { minutesPlayed: 90, assists: 1, successfulPasses: 38 }],
  [205, { minutesPlayed: 55, ownGoals: 1, successfulPasses: 20 }],
  [301, { minutesPlayed: 85, goals: 1, assists: 1, successfulPasses: 41, yellowCards: 1 }],
  [305, { minutesPlayed: 90, penaltiesMissed: 1, successfulPasses: 27 }],
  [401, { minutesPlayed: 90, goals: 2, assists: 1, successfulPasses: 12 }, { isCaptain: true }],
  [403, { minutesPlayed: 30, goals: 1, successfulPasses: 6 }, { substitutedOn: true }],
  [102, { minutesPlayed: 0 }, { didNotCount: true }],
];

/** The match's score breakdown rows, scored by the domain's fantasy rules (§9). */
export function storyBreakdownRows(lang: Lang): ScoreBreakdownRow[] {
  const players = storyPlayers(lang);
  return matchLines.map(([id, stats, marks = {}]) => {
    const player = players.find((candidate) => candidate.id === id)!;
    const points = playerFantasyPoints(player.position, stats, { captain: marks.isCaptain === true });
    const values = eventGroupValues(player.position, stats);
    const entries = fantasyEventGroups.flatMap((group): Array<[FantasyEventGroup, ScoreBreakdownStat]> =>
      group === 'playing-time' || values[group] !== 0 || points.byGroup[group] !== 0 ? [[group, { value: values[group], points: hundredthsToPoints(points.byGroup[group]) }]] : [],
    );
    return { player, stats: Object.fromEntries(entries), ...marks };
  });
}

/** One player's points_breakdown: Emam Ashour's match above. */
export function storyPointsBreakdown() {
  return toPointsBreakdownList(playerFantasyPoints('Midfielder', matchLines[3]![1]));
}
