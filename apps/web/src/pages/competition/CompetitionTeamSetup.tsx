import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, useHadafClient, usePlayersInfinite, useTeams, useTeamSetup, type components } from '@hadaf/api-client';
import { connectSquadEditor, squadEditorMachine, type Position, type SaveTeamSetupInput } from '@hadaf/domain';
import { Loader, PlayerInfo, PlayerPicker, TeamSetup, toastQueue, type FantasyPlayerView, type PlayerPickerFilters, useTranslation } from '@hadaf/ui';
import { holdNavigation } from '../../app/navigation-guard.ts';
import { toFantasyPlayer, toPlayerInfo } from './fantasy-views.ts';

type Competition = components['schemas']['Competition'];
type Player = components['schemas']['Player'];

interface TeamSetupTabProps {
  competition: Competition;
  /** The fan has joined: otherwise the Join Now overlay lies over an empty squad. */
  joined: boolean;
  onJoin: () => void;
}

type EditorView = ReturnType<typeof connectSquadEditor<FantasyPlayerView>>;

/** The view with each saved player's points as the saved answer has them now (live during a match). */
function withLivePoints(view: EditorView, saved: readonly Player[]): EditorView {
  const points = new Map(saved.map((player) => [player.id, player.scored_fantasy_points ?? null]));
  const live = <T extends FantasyPlayerView>(player: T): T => (points.has(player.id) && points.get(player.id) !== player.points ? { ...player, points: points.get(player.id) ?? null } : player);
  return { ...view, lines: view.lines.map((line) => ({ ...line, players: line.players.map(live), starters: line.starters.map(live), substitutes: line.substitutes.map(live) })) };
}

/** The Team Setup tab (/competitions/{id}/team-setup): the squad editor over the fan's saved squad. */
export function CompetitionTeamSetup({ competition, joined, onJoin }: TeamSetupTabProps) {
  const saved = useTeamSetup({ path: { id: competition.id } }, { enabled: joined });
  if (joined && !saved.data) return <Loader />;
  return <SquadEditor key={String(joined)} competition={competition} saved={saved.data?.data.players ?? []} formation={saved.data?.data.formation ?? null} joined={joined} onJoin={onJoin} />;
}

function SquadEditor({ competition, saved, formation, joined, onJoin }: TeamSetupTabProps & { saved: readonly Player[]; formation: string | null }) {
  const { t } = useTranslation('ui');
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logic = useMemo(
    () =>
      squadEditorMachine.provide({
        actors: {
          saveTeamSetup: fromPromise<unknown, SaveTeamSetupInput>(({ input }) =>
            mutations.saveTeamSetup.run(client, queryClient, { params: { path: { id: input.competitionId } }, body: input.payload }),
          ),
        },
      }),
    [client, queryClient],
  );
  const actor = useActorRef(logic, {
    input: {
      competitionId: competition.id,
      budget: competition.budget,
      competitionState: competition.state,
      savedSquad: { formation, players: saved.map((player) => ({ ...toFantasyPlayer(player), is_captain: player.is_captain, is_substitute: player.is_substitute })) },
    },
  });
  const machineView = useSelector(actor, (snapshot) => connectSquadEditor<FantasyPlayerView>(snapshot));
  // The machine keeps the squad it was given; its players' points move live in the saved answer (the live channel
  // updates it in place during a match), so the pitch reads them from there.
  const view = useMemo(() => withLivePoints(machineView, saved), [machineView, saved]);

  // 'lineup saved', or one toast per error key with the spec's message (the generic one without any).
  useEffect(() => {
    if (view.status === 'saved') toastQueue.add({ tone: 'success', title: t('squad.saved') }, { timeout: 5000 });
    if (view.status !== 'failed') return;
    if (view.serverErrors.length === 0) toastQueue.add({ tone: 'error', title: t('squad.errors.saveFailed') }, { timeout: 5000 });
    for (const error of view.serverErrors) {
      toastQueue.add({ tone: 'error', title: error.translationKey ? t(error.translationKey) : (error.message ?? t('squad.errors.saveFailed')) }, { timeout: 5000 });
    }
  }, [view.status, view.serverErrors, t]);

  // Unsaved changes: in-app links ask first (the machine's leave warning), and the browser prompts before unloading.
  const dirty = view.dirty;
  useEffect(() => {
    if (!dirty) return;
    const release = holdNavigation((path) => {
      actor.send({ type: 'REQUEST_LEAVE', path });
      return true;
    });
    const prompt = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', prompt);
    return () => {
      release();
      window.removeEventListener('beforeunload', prompt);
    };
  }, [actor, dirty]);
  useEffect(() => {
    const subscription = actor.on('navigate', ({ intent }) => {
      if (intent.name === 'continueTo') void navigate(intent.path);
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  const [picking, setPicking] = useState<Position | null>(null);
  const [info, setInfo] = useState<Player | null>(null);
  // Every player the page has seen (the saved squad, the picker's pages): the info dialog reads his stats from here.
  const seen = useRef(new Map(saved.map((player) => [player.id, player])));
  const openInfo = (id: number) => setInfo(seen.current.get(id) ?? null);
  return (
    <>
      <TeamSetup
        view={view}
        joined={joined}
        onJoin={onJoin}
        onSelectFormation={(next) => actor.send({ type: 'SELECT_FORMATION', formation: next })}
        onConfirmFormation={() => actor.send({ type: 'CONFIRM_FORMATION' })}
        onCancelFormation={() => actor.send({ type: 'CANCEL_FORMATION' })}
        onRemovePlayer={(playerId) => actor.send({ type: 'REMOVE_PLAYER', playerId })}
        onSetCaptain={(playerId) => actor.send({ type: 'SET_CAPTAIN', playerId })}
        onMakeSubstitute={(playerId) => actor.send({ type: 'MAKE_SUBSTITUTE', playerId })}
        onSave={() => actor.send({ type: 'SAVE' })}
        onConfirmLeave={() => actor.send({ type: 'CONFIRM_LEAVE' })}
        onCancelLeave={() => actor.send({ type: 'CANCEL_LEAVE' })}
        onAddPlayer={setPicking}
        onPlayerInfo={openInfo}
        overlayOpen={picking !== null || info !== null}
      />
      {picking ? (
        <Picker
          leagueId={competition.season.competition.id ?? 0}
          position={picking}
          selectedIds={view.lines.flatMap((line) => line.players.map((player) => player.id))}
          remainingBudget={view.remaining}
          onToggle={(player) => actor.send({ type: 'TOGGLE_PLAYER', player })}
          onInfo={openInfo}
          onLoaded={(players) => players.forEach((player) => seen.current.set(player.id, player))}
          onClose={() => setPicking(null)}
        />
      ) : null}
      <PlayerInfo
        isOpen={info !== null}
        onClose={() => setInfo(null)}
        player={info ? toPlayerInfo(info) : null}
      />
    </>
  );
}

interface PickerProps {
  leagueId: number;
  position: Position;
  selectedIds: readonly number[];
  remainingBudget: number;
  onToggle: (player: FantasyPlayerView) => void;
  onInfo: (id: number) => void;
  onLoaded: (players: readonly Player[]) => void;
  onClose: () => void;
}

/** The player selection modal over GET /v2/players (the competition's league), paged, with its filters. */
function Picker({ leagueId, position, selectedIds, remainingBudget, onToggle, onInfo, onLoaded, onClose }: PickerProps) {
  const [filters, setFilters] = useState<PlayerPickerFilters>({ position, teamId: null, priceFrom: null, priceTo: null, name: '' });
  const teams = useTeams({ query: { competition: leagueId } });
  const players = usePlayersInfinite({
    query: {
      competition: leagueId,
      ...(filters.position ? { position: filters.position } : {}),
      ...(filters.teamId ? { team: filters.teamId } : {}),
      ...(filters.priceFrom !== null ? { price_from: filters.priceFrom } : {}),
      ...(filters.priceTo !== null ? { price_to: filters.priceTo } : {}),
      ...(filters.name.trim() ? { q: filters.name.trim() } : {}),
    },
  });
  const loaded = useMemo(() => players.data?.pages.flatMap((page) => page.data) ?? [], [players.data]);
  useEffect(() => onLoaded(loaded), [loaded, onLoaded]);
  return (
    <PlayerPicker
      isOpen
      onClose={onClose}
      players={loaded.map(toFantasyPlayer)}
      selectedIds={selectedIds}
      position={position}
      teams={(teams.data?.data ?? []).map((team) => ({ id: team.id ?? 0, name: team.name }))}
      remainingBudget={remainingBudget}
      isLoading={players.isPending}
      hasNextPage={players.hasNextPage}
      isFetchingNextPage={players.isFetchingNextPage}
      onLoadMore={() => void players.fetchNextPage()}
      onFiltersChange={setFilters}
      onTogglePlayer={onToggle}
      onPlayerInfo={onInfo}
    />
  );
}
