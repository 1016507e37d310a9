/**
 * Story data for the squad views (SquadPitch, SquadList, TeamSetup): a realistic 4-4-2 squad of Egyptian league
 * players named in both languages, and the squad editor at a given state read by its connect. Not exported from
 * the package.
 */
import {
  connectSquadEditor,
  paths,
  squadEditorMachine,
  type AddPlayerRejection,
  type Formation,
  type Language,
  type Position,
  type SquadEditorStatus,
  type SquadEditorView,
  type SquadSaveHint,
  type SquadServerError,
} from '@hadaf/domain';
import type { FantasyPlayerView } from '../FantasyPlayer/FantasyPlayer.ts';

interface PlayerSeed {
  id: number;
  en: string;
  ar: string;
  number: number;
  position: Position;
  price: number;
  team: keyof typeof teams;
  points: number;
}

const teams = {
  ahly: { id: 1, en: 'Al Ahly', ar: 'الأهلي', code: 'AHL' },
  zamalek: { id: 2, en: 'Zamalek', ar: 'الزمالك', code: 'ZAM' },
  pyramids: { id: 3, en: 'Pyramids', ar: 'بيراميدز', code: 'PYR' },
  masry: { id: 4, en: 'Al Masry', ar: 'المصري', code: 'MAS' },
} as const;

/** In lineup order: per group the starters of a 4-4-2, then the substitute (29.5 M in all). */
const seeds: readonly PlayerSeed[] = [
  { id: 101, en: 'Mohamed El Shenawy', ar: 'محمد الشناوي', number: 1, position: 'Goalkeeper', price: 2.5, team: 'ahly', points: 6 },
  { id: 102, en: 'Mohamed Awad', ar: 'محمد عواد', number: 16, position: 'Goalkeeper', price: 1.5, team: 'zamalek', points: 0 },
  { id: 201, en: 'Mohamed Hany', ar: 'محمد هاني', number: 30, position: 'Defender', price: 2, team: 'ahly', points: 2.08 },
  { id: 202, en: 'Ahmed Hamdi', ar: 'أحمد حمدي', number: 4, position: 'Defender', price: 1.5, team: 'zamalek', points: 1 },
  { id: 203, en: 'Yasser Ibrahim', ar: 'ياسر إبراهيم', number: 6, position: 'Defender', price: 2, team: 'ahly', points: 8.3 },
  { id: 204, en: 'Hossam Abdelmaguid', ar: 'حسام عبد المجيد', number: 5, position: 'Defender', price: 2, team: 'zamalek', points: -1 },
  { id: 205, en: 'Ali Gabr', ar: 'علي جبر', number: 3, position: 'Defender', price: 1.5, team: 'pyramids', points: 0 },
  { id: 301, en: 'Emam Ashour', ar: 'إمام عاشور', number: 22, position: 'Midfielder', price: 2.5, team: 'ahly', points: 12.5 },
  { id: 302, en: 'Ahmed Sayed Zizo', ar: 'أحمد سيد زيزو', number: 10, position: 'Midfielder', price: 3, team: 'zamalek', points: 7.24 },
  { id: 303, en: 'Mohamed Magdy Afsha', ar: 'محمد مجدي أفشة', number: 19, position: 'Midfielder', price: 2, team: 'ahly', points: 3.1 },
  { id: 304, en: 'Abdallah El Said', ar: 'عبد الله السعيد', number: 8, position: 'Midfielder', price: 1.5, team: 'zamalek', points: 2 },
  { id: 305, en: 'Ramadan Sobhi', ar: 'رمضان صبحي', number: 14, position: 'Midfielder', price: 1.5, team: 'pyramids', points: 0 },
  { id: 401, en: 'Mostafa Mohamed', ar: 'مصطفى محمد', number: 9, position: 'Attacker', price: 2.5, team: 'masry', points: 4.5 },
  { id: 402, en: 'Fiston Mayele', ar: 'فيستون مايلي', number: 17, position: 'Attacker', price: 2, team: 'pyramids', points: 6 },
  { id: 403, en: 'Nasser Mansi', ar: 'ناصر منسي', number: 11, position: 'Attacker', price: 1.5, team: 'zamalek', points: 0 },
];

/** Not in the squad: a pricier attacker (over budget when he replaces one) and a long name. */
const extras: readonly PlayerSeed[] = [
  { id: 404, en: 'Percy Tau', ar: 'بيرسي تاو', number: 23, position: 'Attacker', price: 3.5, team: 'ahly', points: 5 },
  {
    id: 405,
    en: 'Abdelrahman Mohamed Abdallah El Shenawy',
    ar: 'عبد الرحمن محمد عبد الله الشناوي المصري',
    number: 27,
    position: 'Attacker',
    price: 1.5,
    team: 'masry',
    points: 3,
  },
];

/** A local avatar (no network in tests). */
function avatar(initials: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#1e3a70"/><circle cx="24" cy="19" r="9" fill="#f4d7b5"/><path d="M8 48c2-10 9-15 16-15s14 5 16 15z" fill="#f4d7b5"/><text x="24" y="46" text-anchor="middle" font-size="8" fill="#ffffff">${initials}</text></svg>`,
  )}`;
}

function toView(seed: PlayerSeed, language: Language, scored: boolean): FantasyPlayerView {
  const team = teams[seed.team];
  return {
    id: seed.id,
    name: language === 'ar' ? seed.ar : seed.en,
    number: seed.number,
    position: seed.position,
    price: seed.price,
    photoUrl: seed.id === 302 ? avatar('AZ') : null,
    team: { id: team.id, name: language === 'ar' ? team.ar : team.en, code: team.code, logoUrl: null },
    points: scored ? seed.points : null,
  };
}

/** The squad's 15 players in lineup order, in the story language. */
export function squadPlayers(language: Language, scored = false): FantasyPlayerView[] {
  return seeds.map((seed) => toView(seed, language, scored));
}

/** Players outside the squad: [0] Percy Tau (3.5 M attacker), [1] the long name (attacker). */
export function otherPlayers(language: Language): FantasyPlayerView[] {
  return extras.map((seed) => toView(seed, language, false));
}

export type SquadFill = 'empty' | 'noFormation' | 'partial' | 'full' | 'overBudget' | 'longNames';

export interface SquadStoryOptions {
  language: Language;
  fill?: SquadFill;
  formation?: Formation;
  captainId?: number | null;
  readOnly?: boolean;
  /** Points of a scored round on every player. */
  scored?: boolean;
  budget?: number;
  dirty?: boolean;
  pendingFormation?: Formation | null;
  hints?: readonly SquadSaveHint[];
  serverErrors?: readonly SquadServerError[];
  saveError?: 'squad.errors.saveFailed' | null;
  rejection?: AddPlayerRejection | null;
}

function playersFor(fill: SquadFill, language: Language, scored: boolean): FantasyPlayerView[] {
  const all = squadPlayers(language, scored);
  const [tau, long] = otherPlayers(language) as [FantasyPlayerView, FantasyPlayerView];
  switch (fill) {
    case 'empty':
    case 'noFormation':
      return [];
    case 'partial':
      // A goalkeeper, three defenders, two midfielders and an attacker: empty places in every line and on the bench.
      return all.filter((player) => [101, 201, 202, 203, 301, 302, 401].includes(player.id));
    case 'overBudget':
      // Percy Tau (3.5 M) instead of Nasser Mansi (1.5 M): 31.5 of 30 M.
      return [...all.filter((player) => player.id !== 403), tau];
    case 'longNames':
      return all.map((player) => (player.id === 403 ? long : player.id === 302 ? { ...player, name: long.name } : player));
    default:
      return all;
  }
}

const values: Record<SquadEditorStatus, Parameters<typeof squadEditorMachine.resolveState>[0]['value']> = {
  idle: { editing: { lineup: { ready: 'idle' }, leaveGuard: 'staying' } },
  showingHints: { editing: { lineup: { ready: 'showingHints' }, leaveGuard: 'staying' } },
  saved: { editing: { lineup: { ready: 'saved' }, leaveGuard: 'staying' } },
  failed: { editing: { lineup: { ready: 'failed' }, leaveGuard: 'staying' } },
  confirmingFormation: { editing: { lineup: 'confirmingFormation', leaveGuard: 'staying' } },
  saving: { editing: { lineup: 'saving', leaveGuard: 'staying' } },
  confirmingLeave: { editing: { lineup: { ready: 'idle' }, leaveGuard: 'confirmingLeave' } },
  left: 'left',
};

/** The squad editor's view at `status`: a full 4-4-2 squad (29.5 of 30 M) captained by Emam Ashour unless told otherwise. */
export function squadViewAt(status: SquadEditorStatus, options: SquadStoryOptions): SquadEditorView<FantasyPlayerView> {
  const fill = options.fill ?? 'full';
  const players = playersFor(fill, options.language, options.scored ?? false);
  const squad = {
    formation: fill === 'noFormation' ? null : (options.formation ?? '4-4-2'),
    players,
    captainIds: options.captainId === null || players.length === 0 ? [] : [options.captainId ?? 301],
  };
  const snapshot = squadEditorMachine.resolveState({
    value: values[status],
    context: {
      competitionId: 7,
      budget: options.budget ?? 30,
      readOnly: options.readOnly ?? false,
      squad,
      savedSquad: squad,
      dirty: options.dirty ?? ['confirmingLeave', 'failed', 'confirmingFormation'].includes(status),
      pendingFormation: options.pendingFormation ?? (status === 'confirmingFormation' ? '3-5-2' : null),
      rejection: options.rejection ?? null,
      hints: options.hints ?? (status === 'showingHints' ? ['squad.hints.wrongPlayerCount'] : []),
      serverErrors: options.serverErrors ?? [],
      saveError: options.saveError ?? (status === 'failed' && !options.serverErrors ? 'squad.errors.saveFailed' : null),
      leavePath: status === 'confirmingLeave' || status === 'left' ? paths.competitionTab(7, 'ranking') : null,
    },
  });
  return connectSquadEditor<FantasyPlayerView>(snapshot);
}
