import type { components } from '@hadaf/api-client';
import type { FantasyPlayerView, PlayerInfoView, SquadBreakdownView, SquadMemberView } from '@hadaf/ui';

type Player = components['schemas']['Player'];

/** The contract's Team as the squad views show it. */
export function toTeamView(team: components['schemas']['Team'] | undefined): FantasyPlayerView['team'] {
  return { id: team?.id ?? 0, name: team?.name ?? '', code: team?.code ?? null, logoUrl: team?.logo?.thumb ?? null };
}

/** A player's next match as the picker shows it; undefined when the answer did not say (the view then says nothing). */
function toFixtureView(fixture: Player['next_fixture']): FantasyPlayerView['nextFixture'] {
  if (fixture === undefined) return undefined;
  return fixture && { start: fixture.start, home: fixture.home, opponent: { name: fixture.opponent.name, code: fixture.opponent.code ?? null } };
}

/** The contract's Player as the squad views take it (one mapping for the pitch, the list, the picker and the sheets). */
export function toFantasyPlayer(player: Player): FantasyPlayerView {
  return {
    id: player.id,
    name: player.common_name,
    number: player.number ?? null,
    position: player.position,
    price: player.price,
    photoUrl: player.image?.thumb ?? null,
    team: toTeamView(player.team),
    points: player.scored_fantasy_points ?? null,
    totalPoints: player.fantasy_points,
    form: player.form,
    nextFixture: toFixtureView(player.next_fixture),
    status: player.status ?? null,
  };
}

/** A squad member: the player with his captain and substitute flags. */
export function toSquadMember(player: Player): SquadMemberView {
  return { ...toFantasyPlayer(player), isCaptain: player.is_captain === 1, isSubstitute: player.is_substitute === true };
}

/** The info dialog's player: stats, latest news and the season's points. */
export function toPlayerInfo(player: Player): PlayerInfoView {
  return {
    ...toFantasyPlayer(player),
    stats: player.stats ?? null,
    latestNews: (player.latest_news ?? []).map((news) => ({ id: news.id, title: news.title, content: news.content, imageUrl: news.image?.thumb ?? null })),
  };
}

export function toSquadBreakdown(breakdown: components['schemas']['Breakdown']): SquadBreakdownView {
  return {
    user: { id: breakdown.user.id, name: breakdown.user.name, photoUrl: breakdown.user.photo?.thumb ?? null },
    ranking: breakdown.ranking ?? null,
    points: breakdown.points ?? 0,
    formation: breakdown.formation ?? null,
    players: breakdown.players.map(toSquadMember),
  };
}
