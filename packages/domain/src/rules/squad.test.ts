import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formations, positions, type Formation, type Position } from './fantasy-types.ts';
import {
  addPlayer,
  canSaveSquad,
  captainId,
  changeFormation,
  DEFAULT_SQUAD_BUDGET,
  emptySquad,
  formationChangeNeedsConfirmation,
  makeSubstitute,
  playersInPosition,
  remainingBudget,
  removePlayer,
  setCaptain,
  slotsLeft,
  spentBudget,
  SQUAD_SIZE,
  squadBudget,
  squadFromTeamSetup,
  squadSaveHints,
  squadSlots,
  substituteIds,
  teamSetupErrorMessage,
  toTeamSetupPayload,
  togglePlayer,
  validateSquad,
  type Squad,
  type SquadPlayer,
} from './squad.ts';

const player = (id: number, position: Position, price = 2): SquadPlayer => ({ id, position, price });

/** A full squad for a formation, ids from 1, at `price` each. */
function fullSquad(formation: Formation, price = 2): Squad {
  const slots = squadSlots(formation);
  let id = 0;
  const players = positions.flatMap((position) => Array.from({ length: slots[position] }, () => player(++id, position, price)));
  return { formation, players, captainIds: [] };
}

function mustAdd(squad: Squad, candidate: SquadPlayer): Squad {
  const result = addPlayer(squad, candidate);
  if (!result.ok) throw new Error(result.reason);
  return result.squad;
}

describe('slots and budget', () => {
  it.each([
    ['4-4-2', { Goalkeeper: 2, Defender: 5, Midfielder: 5, Attacker: 3 }],
    ['4-3-3', { Goalkeeper: 2, Defender: 5, Midfielder: 4, Attacker: 4 }],
    ['3-5-2', { Goalkeeper: 2, Defender: 4, Midfielder: 6, Attacker: 3 }],
    ['5-3-2', { Goalkeeper: 2, Defender: 6, Midfielder: 4, Attacker: 3 }],
    ['4-5-1', { Goalkeeper: 2, Defender: 5, Midfielder: 6, Attacker: 2 }],
    ['3-4-3', { Goalkeeper: 2, Defender: 4, Midfielder: 5, Attacker: 4 }],
  ] as const)('%s has slots %o adding up to 15', (formation, slots) => {
    expect(squadSlots(formation)).toEqual(slots);
    expect(Object.values(slots).reduce((sum, count) => sum + count, 0)).toBe(SQUAD_SIZE);
  });

  it('uses 30 million when the competition has no budget', () => {
    expect(squadBudget(undefined)).toBe(DEFAULT_SQUAD_BUDGET);
    expect(squadBudget(null)).toBe(30);
    expect(squadBudget(0)).toBe(30);
    expect(squadBudget(Number.NaN)).toBe(30);
    expect(squadBudget(85.5)).toBe(85.5);
  });

  it('counts money without float drift', () => {
    const squad = { formation: '4-4-2', players: [player(1, 'Goalkeeper', 0.1), player(2, 'Defender', 0.2)], captainIds: [] } satisfies Squad;
    expect(spentBudget(squad)).toBe(0.3);
    expect(remainingBudget(squad, 0.3)).toBe(0);
    expect(remainingBudget(squad, 30)).toBe(29.7);
  });
});

describe('adding, toggling and removing', () => {
  it('needs a formation first', () => {
    expect(addPlayer(emptySquad(), player(1, 'Goalkeeper'))).toMatchObject({ ok: false, reason: 'squad.errors.noFormation' });
    expect(slotsLeft(emptySquad(), 'Goalkeeper')).toBe(0);
  });

  it('places a player in his position group and refuses a second copy or a full group', () => {
    let squad = emptySquad('4-4-2');
    squad = mustAdd(squad, player(1, 'Goalkeeper'));
    squad = mustAdd(squad, player(2, 'Goalkeeper'));
    expect(playersInPosition(squad, 'Goalkeeper').map((candidate) => candidate.id)).toEqual([1, 2]);
    expect(addPlayer(squad, player(1, 'Goalkeeper'))).toMatchObject({ ok: false, reason: 'squad.errors.alreadyInSquad' });
    expect(addPlayer(squad, player(3, 'Goalkeeper'))).toMatchObject({ ok: false, reason: 'squad.errors.positionFull' });
    expect(slotsLeft(squad, 'Defender')).toBe(5);
  });

  it('refuses a 16th player', () => {
    expect(addPlayer(fullSquad('4-4-2'), player(101, 'Defender'))).toMatchObject({ ok: false, reason: 'squad.errors.squadFull' });
  });

  it('toggles a chosen player off and anyone else on', () => {
    const squad = mustAdd(emptySquad('4-4-2'), player(5, 'Defender'));
    const off = togglePlayer(squad, player(5, 'Defender'));
    expect(off.ok && off.squad.players).toEqual([]);
    const on = togglePlayer(squad, player(6, 'Defender'));
    expect(on.ok && on.squad.players.map((candidate) => candidate.id)).toEqual([5, 6]);
  });

  it('drops the captaincy with the captain; removing an outsider changes nothing', () => {
    const squad = setCaptain(mustAdd(emptySquad('4-4-2'), player(5, 'Defender')), 5);
    expect(removePlayer(squad, 5)).toEqual({ formation: '4-4-2', players: [], captainIds: [] });
    expect(removePlayer(squad, 77)).toBe(squad);
  });
});

describe('captain, substitutes and formation', () => {
  it('keeps one captain: setting one clears the other; outsiders cannot be captain', () => {
    let squad = fullSquad('4-3-3');
    squad = setCaptain(squad, 3);
    squad = setCaptain(squad, 9);
    expect(squad.captainIds).toEqual([9]);
    expect(captainId(squad)).toBe(9);
    expect(setCaptain(squad, 99)).toBe(squad);
    expect(captainId(emptySquad())).toBeNull();
  });

  it('makes the last player of each group the substitute, and moves a chosen one there', () => {
    const squad = fullSquad('4-4-2');
    expect(substituteIds(squad)).toEqual([2, 7, 12, 15]);
    expect(substituteIds(makeSubstitute(squad, 3))).toEqual([2, 3, 12, 15]);
    expect(makeSubstitute(squad, 99)).toBe(squad);
    expect(substituteIds(emptySquad())).toEqual([]);
  });

  it('asks before a formation change resets chosen players', () => {
    const squad = mustAdd(emptySquad('4-4-2'), player(1, 'Goalkeeper'));
    expect(formationChangeNeedsConfirmation(squad, '4-4-2')).toBe(false);
    expect(formationChangeNeedsConfirmation(squad, '3-5-2')).toBe(true);
    expect(formationChangeNeedsConfirmation(emptySquad('4-4-2'), '3-5-2')).toBe(false);
    expect(changeFormation(squad, '3-5-2')).toEqual(emptySquad('3-5-2'));
    expect(changeFormation(squad, '4-4-2')).toBe(squad);
  });
});

describe('validation, hints and payload', () => {
  it('accepts a full squad within budget', () => {
    const squad = setCaptain(fullSquad('5-3-2'), 4);
    expect(validateSquad(squad, { budget: 30 })).toEqual([]);
    expect(squadSaveHints(squad, 30)).toEqual([]);
    expect(canSaveSquad(squad, 30)).toBe(true);
  });

  it('reports the server keys with their catalogue messages', () => {
    const squad: Squad = {
      formation: '4-4-2',
      players: [...fullSquad('4-4-2').players.filter((candidate) => candidate.position !== 'Attacker'), player(20, 'Defender'), player(21, 'Midfielder', 9)],
      captainIds: [1, 3],
    };
    expect(validateSquad(squad, { budget: 30, isEligible: (candidate) => candidate.id !== 21 })).toEqual([
      { key: 'team_setup.multiple_captains', message: 'squad.errors.multipleCaptains' },
      { key: 'team_setup.invalid_defender_player', message: 'squad.errors.invalidTeamSetup' },
      { key: 'team_setup.invalid_midfielder_player', message: 'squad.errors.invalidTeamSetup' },
      { key: 'team_setup.invalid_attacker_player', message: 'squad.errors.invalidTeamSetup' },
      { key: 'team_setup.invalid_player', message: 'squad.errors.invalidPlayer' },
      { key: 'team_setup.budget', message: 'squad.errors.invalidBudget' },
    ]);
    expect(validateSquad({ ...squad, formation: null, captainIds: [] }, { budget: 100 })).toEqual([]);
  });

  it('maps server keys to messages, unknown keys to null', () => {
    expect(teamSetupErrorMessage('team_setup.invalid_goalkeeper_player')).toBe('squad.errors.invalidTeamSetup');
    expect(teamSetupErrorMessage('toString')).toBeNull();
  });

  it('gives the save hints: no formation, wrong count, over budget', () => {
    expect(squadSaveHints(emptySquad(), 30)).toEqual(['squad.hints.noFormation', 'squad.hints.wrongPlayerCount']);
    expect(squadSaveHints(fullSquad('4-4-2', 2.1), 30)).toEqual(['squad.hints.overBudget']);
  });

  it('builds the payload only with 15 players and a formation', () => {
    expect(toTeamSetupPayload(emptySquad('4-4-2'))).toBeNull();
    expect(toTeamSetupPayload({ ...fullSquad('4-4-2'), formation: null })).toBeNull();
    const payload = toTeamSetupPayload(setCaptain(fullSquad('4-4-2'), 8));
    expect(payload?.formation).toBe('4-4-2');
    expect(payload?.players[7]).toEqual({ id: 8, is_captain: 1, is_substitute: 0 });
    expect(payload?.players.filter((entry) => entry.is_substitute === 1).map((entry) => entry.id)).toEqual([2, 7, 12, 15]);
  });

  it('reads a saved team setup: starters before the substitute, every captain kept, unknown formation dropped', () => {
    const saved = {
      formation: '4-4-2',
      players: [
        { ...player(2, 'Goalkeeper'), is_substitute: 1, is_captain: 0 },
        { ...player(1, 'Goalkeeper'), is_substitute: 0, is_captain: 1 },
        { ...player(3, 'Defender'), is_substitute: false, is_captain: true },
      ],
    };
    const squad = squadFromTeamSetup(saved);
    expect(squad.players).toEqual([player(1, 'Goalkeeper'), player(2, 'Goalkeeper'), player(3, 'Defender')]);
    expect(squad.captainIds).toEqual([1, 3]);
    expect(substituteIds(squad)).toEqual([2]);
    expect(squadFromTeamSetup({ formation: '2-2-6', players: null })).toEqual(emptySquad());
    expect(squadFromTeamSetup(undefined)).toEqual(emptySquad());
  });
});

describe('properties', () => {
  const positionArb = fc.constantFrom(...positions);
  const playerArb = fc.record({
    id: fc.integer({ min: 1, max: 40 }),
    position: positionArb,
    price: fc.integer({ min: 35, max: 150 }).map((tenths) => tenths / 10),
  });
  const actionArb = fc.oneof(
    fc.record({ kind: fc.constant('toggle' as const), player: playerArb }),
    fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 40 }) }),
    fc.record({ kind: fc.constant('captain' as const), id: fc.integer({ min: 1, max: 40 }) }),
  );

  it('never exceeds the slots, the squad size, or holds a player twice; keeps at most one captain', () => {
    fc.assert(
      fc.property(fc.constantFrom(...formations), fc.array(actionArb, { maxLength: 80 }), (formation, actions) => {
        let squad: Squad = emptySquad(formation);
        for (const action of actions) {
          if (action.kind === 'toggle') squad = togglePlayer(squad, action.player).squad;
          else if (action.kind === 'remove') squad = removePlayer(squad, action.id);
          else squad = setCaptain(squad, action.id);
          const slots = squadSlots(formation);
          for (const position of positions) expect(playersInPosition(squad, position).length).toBeLessThanOrEqual(slots[position]);
          expect(squad.players.length).toBeLessThanOrEqual(SQUAD_SIZE);
          expect(new Set(squad.players.map((candidate) => candidate.id)).size).toBe(squad.players.length);
          expect(squad.captainIds.length).toBeLessThanOrEqual(1);
          expect(squad.captainIds.every((id) => squad.players.some((candidate) => candidate.id === id))).toBe(true);
        }
      }),
    );
  });

  it('remaining budget = budget − sum of prices, exactly in hundredths', () => {
    fc.assert(
      fc.property(fc.array(playerArb, { maxLength: 15 }), fc.integer({ min: 0, max: 2000 }), (candidates, budgetTenths) => {
        const squad: Squad = { formation: '4-4-2', players: candidates, captainIds: [] };
        const budget = budgetTenths / 10;
        const hundredths = candidates.reduce((sum, candidate) => sum + Math.round(candidate.price * 100), 0);
        expect(remainingBudget(squad, budget)).toBe((budgetTenths * 10 - hundredths) / 100);
        expect(squadSaveHints(squad, budget).includes('squad.hints.overBudget')).toBe(hundredths > budgetTenths * 10);
      }),
    );
  });

  it('a payload exists exactly when there are 15 players and a formation, with one substitute per group', () => {
    fc.assert(
      fc.property(fc.constantFrom(...formations), fc.integer({ min: 0, max: 15 }), (formation, keep) => {
        const squad = { ...fullSquad(formation), players: fullSquad(formation).players.slice(0, keep) };
        const payload = toTeamSetupPayload(squad);
        expect(payload === null).toBe(keep !== SQUAD_SIZE);
        if (payload) expect(payload.players.filter((entry) => entry.is_substitute === 1)).toHaveLength(4);
      }),
    );
  });
});
