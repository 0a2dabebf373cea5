import { describe, expect, it } from 'vitest';
import { createGame, deckOf, playerView } from '../../../shared/engine/index.ts';
import { CityMafiaCommandSchema, CityMafiaCreateSchema } from '../../../shared/engine/rulesets/city-mafia/schemas.ts';
import * as v from 'valibot';
import { cityIntroductions } from '../../fixtures/scripted-games.ts';
import {
  CITY,
  countsOf,
  dayOne,
  dealt,
  expectRuleError,
  newGame,
  playerNames,
  promptsOf,
  rolesOf,
  run,
  setupOf,
  step,
  pub,
  FULL_TABLE,
} from './helpers.ts';
import type { GameSetup, RoleCounts } from './helpers.ts';

function setupWith(roles: Partial<RoleCounts>, players = 10, extra: Record<string, unknown> = {}): GameSetup {
  const base = CITY.defaultOptions(players);
  return {
    rulesetId: 'city-mafia',
    players: playerNames(players),
    options: { ...base, roles: { ...base.roles, ...roles }, ...extra },
  } as GameSetup;
}

function setupCode(setup: GameSetup): string | null {
  const result = createGame(setup);
  return result.ok ? null : result.error.code;
}

describe("RULES §4 setup: role counts are the station's suggestion (the rulebook gives none), changeable", () => {
  it('10 players: 1 don, 2 mafiosi, sheriff, doctor, putana, maniac, 3 civilians', () => {
    expect(CITY.defaultOptions(10)).toEqual({
      roles: { civilian: 3, sheriff: 1, doctor: 1, putana: 1, mafioso: 2, don: 1, maniac: 1 },
      dealing: 'station',
      maniacCountsAsRed: false,
    });
  });

  it.each([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])(
    'the preset for %i players is playable and sums to the table',
    (n) => {
      const options = CITY.defaultOptions(n);
      const total = Object.values(options.roles as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(total).toBe(n);
      expect(createGame({ rulesetId: 'city-mafia', players: playerNames(n), options }).ok).toBe(true);
    },
  );

  it('the preset grows with the table: no putana under 7, no maniac under 8, a third of the table black from 9', () => {
    expect(CITY.defaultOptions(6).roles).toMatchObject({ putana: 0, maniac: 0, mafioso: 1, don: 1 });
    expect(CITY.defaultOptions(7).roles).toMatchObject({ putana: 1, maniac: 0 });
    expect(CITY.defaultOptions(8).roles).toMatchObject({ putana: 1, maniac: 1, mafioso: 1 });
    expect(CITY.defaultOptions(12).roles).toMatchObject({ mafioso: 3, don: 1 });
    expect(CITY.defaultOptions(15).roles).toMatchObject({ mafioso: 4, don: 1, civilian: 6 });
  });

  it('the moderator may change the counts: a game without putana or maniac, or with 3 mafiosi and no don', () => {
    expect(setupCode(setupWith({ putana: 0, maniac: 0, civilian: 5 }))).toBeNull();
    expect(setupCode(setupWith({ don: 0, mafioso: 3 }))).toBeNull();
  });

  it('player count: 6 to 16', () => {
    expect(setupCode({ rulesetId: 'city-mafia', players: playerNames(5), options: CITY.defaultOptions(5) })).toBe(
      'city-mafia.player-count',
    );
    expect(setupCode({ rulesetId: 'city-mafia', players: playerNames(17), options: CITY.defaultOptions(16) })).toBe(
      'city-mafia.player-count',
    );
  });

  it('the counts must add up to the table', () => {
    expect(setupCode(setupWith({ civilian: 4 }))).toBe('city-mafia.role-total');
  });

  it('one don, one sheriff, one doctor, one putana, one maniac at most', () => {
    expect(setupCode(setupWith({ don: 2, mafioso: 1 }))).toBe('city-mafia.single-role');
    expect(setupCode(setupWith({ sheriff: 2, civilian: 2 }))).toBe('city-mafia.single-role');
  });

  it('there must be a mafia, outnumbered by the red at the start', () => {
    expect(setupCode(setupWith({ don: 0, mafioso: 0, civilian: 6 }))).toBe('city-mafia.no-mafia');
    expect(setupCode(setupWith({ mafioso: 4, civilian: 1 }, 10))).toBe('city-mafia.black-majority');
  });

  it('counts must be whole numbers of known roles', () => {
    expect(setupCode(setupWith({ civilian: 2.5 }))).toBe('city-mafia.role-count');
    expect(setupCode(setupWith({ civilian: -1 }))).toBe('city-mafia.role-count');
    expect(setupCode(setupWith({ ...({ werewolf: 0 } as Partial<RoleCounts>) }))).toBe('city-mafia.unknown-role');
  });

  it('the dealing and the maniac option must be valid', () => {
    expect(setupCode(setupWith({}, 10, { dealing: 'cards' }))).toBe('city-mafia.dealing');
    expect(setupCode(setupWith({}, 10, { maniacCountsAsRed: 'yes' }))).toBe('city-mafia.maniac-counts-as-red');
  });

  it("names follow the engine's name rules", () => {
    const setup = setupWith({});
    expect(setupCode({ ...setup, players: [...setup.players.slice(0, 9), 'P1'] })).toBe('name.duplicate');
  });

  it("the contract's create schema takes the options, each optional, and the command schema the deal without roles", () => {
    expect(v.safeParse(CityMafiaCreateSchema, { rulesetId: 'city-mafia', players: playerNames(10) }).success).toBe(
      true,
    );
    expect(
      v.safeParse(CityMafiaCreateSchema, {
        rulesetId: 'city-mafia',
        players: playerNames(10),
        options: { dealing: 'physical', maniacCountsAsRed: true },
      }).success,
    ).toBe(true);
    expect(v.safeParse(CityMafiaCommandSchema, { type: 'deal' }).success).toBe(true);
    expect(v.safeParse(CityMafiaCommandSchema, { type: 'deal', roles: ['don'] }).success).toBe(false);
    expect(v.safeParse(CityMafiaCommandSchema, { type: 'mafia-shoot', target: null }).success).toBe(true);
    expect(
      v.safeParse(CityMafiaCommandSchema, { type: 'remove', seat: 3, reason: 'oath', note: 'said "клянусь"' }).success,
    ).toBe(true);
    expect(v.safeParse(CityMafiaCommandSchema, { type: 'remove', seat: 3, reason: 'rudeness' }).success).toBe(false);
  });
});

describe('RULES §4 the deal by the station (option dealing = station, the default)', () => {
  it("the deck is the setup's roles", () => {
    const game = newGame(FULL_TABLE);
    expect([...deckOf(game)].sort()).toEqual([...rolesOf(FULL_TABLE)].sort());
  });

  it("a deal that is not the setup's multiset is refused, and nothing changes", () => {
    const game = newGame(FULL_TABLE);
    expectRuleError(game, { type: 'deal', roles: rolesOf('PMMDSHKCCS') }, 'city-mafia.deal-must-match-setup');
    expectRuleError(game, { type: 'deal', roles: rolesOf('PMMDSHKCC') }, 'city-mafia.deal-must-match-setup');
  });

  it("any order of the setup's roles is accepted, and the night of introductions begins", () => {
    const game = step(newGame(FULL_TABLE), { type: 'deal', roles: rolesOf('CCCKHSDMMP') });
    expect(game.state.phase).toBe('introduction');
    expect(game.state.round).toBe(0);
    expect(game.state.players.map((p) => p.role)).toEqual(rolesOf('CCCKHSDMMP'));
    expect(game.state.announcements).toEqual([
      { kind: 'game-started', players: 10 },
      { kind: 'night-fell', round: 0 },
    ]);
  });

  it("the station's dealing refuses the physical dealing's commands", () => {
    expectRuleError(newGame(FULL_TABLE), { type: 'start-introductions' }, 'city-mafia.dealt-by-station');
    expectRuleError(dealt(FULL_TABLE), { type: 'record-role', seat: 1, role: 'putana' }, 'city-mafia.dealt-by-station');
  });
});

describe('RULES §4 night 1: the introductions (putana, mafia with the don, sheriff, doctor, maniac)', () => {
  it('each group wakes in order and meets the moderator; the don shows himself to the mafia', () => {
    let game = dealt(FULL_TABLE);
    const seen: unknown[] = [];
    while (game.state.phase === 'introduction') {
      const [prompt] = promptsOf(game);
      seen.push([prompt!.key, prompt!.params]);
      game = step(game, { type: 'introduced' });
    }
    expect(seen).toEqual([
      ['prompt.city-mafia.intro.putana', { seats: '1', count: 1, don: 0 }],
      ['prompt.city-mafia.intro.mafia', { seats: '2, 3, 4', count: 3, don: 4 }],
      ['prompt.city-mafia.intro.sheriff', { seats: '5', count: 1, don: 0 }],
      ['prompt.city-mafia.intro.doctor', { seats: '6', count: 1, don: 0 }],
      ['prompt.city-mafia.intro.maniac', { seats: '7', count: 1, don: 0 }],
    ]);
    expect(game.state.phase).toBe('discussion');
    expect(game.state.round).toBe(1);
  });

  it('a role not in the setup is not called', () => {
    const game = dealt('MDSHCCCC');
    expect(game.state.introSteps).toEqual(['mafia', 'sheriff', 'doctor']);
    expect(game.state.nightSteps).toEqual(['mafia', 'don', 'sheriff', 'doctor']);
  });

  it('a group whose players were removed during the introductions is still called, as a wait', () => {
    let game = run(dealt(FULL_TABLE), { type: 'remove', seat: 1, reason: 'peeking' });
    expect(promptsOf(game)[0]).toMatchObject({ key: 'prompt.city-mafia.intro.putana', params: { seats: '', wait: 1 } });
    game = step(game, { type: 'introduced' });
    expect(game.state.step).toBe(1);
  });

  it('nobody acts at the introductions: night commands are not this step', () => {
    expectRuleError(dealt(FULL_TABLE), { type: 'putana-visit', target: 2 }, 'city-mafia.wrong-phase');
  });

  it("the black players' role cards list each other (they met); every other card lists nobody", () => {
    const game = dealt(FULL_TABLE);
    expect(playerView(game.state, 2)).toEqual({
      seat: 2,
      name: 'P2',
      role: 'mafioso',
      team: 'black',
      teammates: [
        { seat: 3, name: 'P3' },
        { seat: 4, name: 'P4' },
      ],
    });
    expect(playerView(game.state, 4)).toMatchObject({ role: 'don', team: 'black' });
    expect(playerView(game.state, 7)).toEqual({ seat: 7, name: 'P7', role: 'maniac', team: 'maniac', teammates: [] });
    expect(playerView(game.state, 1)).toMatchObject({ role: 'putana', team: 'red', teammates: [] });
    expect(playerView(game.state, 11)).toBeNull();
  });
});

describe('RULES §4 (every ruleset) physical dealing: the moderator records the cards at the introductions', () => {
  const physical = () => newGame(FULL_TABLE, { dealing: 'physical' });

  it('the station deals nothing: the deal is refused and the deck is empty', () => {
    expect(deckOf(physical())).toEqual([]);
    expectRuleError(physical(), { type: 'deal', roles: rolesOf(FULL_TABLE) }, 'city-mafia.dealt-by-hand');
    expect(promptsOf(physical())[0]!.key).toBe('prompt.city-mafia.deal-physical');
  });

  it('each woken group is recorded seat by seat; the rest are the civilians', () => {
    let game = step(physical(), { type: 'start-introductions' });
    expect(game.state.phase).toBe('introduction');
    game = run(
      game,
      ...cityIntroductions(
        [[9, 'putana']],
        [
          [1, 'mafioso'],
          [5, 'don'],
          [7, 'mafioso'],
        ],
        [[2, 'sheriff']],
        [[3, 'doctor']],
        [[10, 'maniac']],
      ),
    );
    expect(game.state.players.map((p) => p.role)).toEqual(rolesOf('MSHCDCMCPK'));
    expect(game.state.phase).toBe('discussion');
  });

  it("only the awake group's roles, never more cards than the setup, and a group must be complete", () => {
    let game = step(physical(), { type: 'start-introductions' });
    expectRuleError(game, { type: 'record-role', seat: 2, role: 'sheriff' }, 'city-mafia.role-not-awake', {
      role: 'sheriff',
      step: 'putana',
    });
    expectRuleError(game, { type: 'record-role', seat: 2, role: 'civilian' }, 'city-mafia.role-not-awake');
    expectRuleError(game, { type: 'introduced' }, 'city-mafia.roles-not-recorded', {
      role: 'putana',
      expected: 1,
      recorded: 0,
    });
    game = step(game, { type: 'record-role', seat: 2, role: 'putana' });
    expectRuleError(game, { type: 'record-role', seat: 3, role: 'putana' }, 'city-mafia.role-count-exceeded', {
      role: 'putana',
      count: 1,
    });
    game = step(game, { type: 'introduced' });
    expectRuleError(game, { type: 'record-role', seat: 2, role: 'mafioso' }, 'city-mafia.seat-already-recorded', {
      seat: 2,
      role: 'putana',
    });
    expectRuleError(game, { type: 'record-role', seat: 11, role: 'mafioso' }, 'city-mafia.no-such-seat');
  });

  it('a seat recorded wrongly within its group can be recorded again (the mafioso who is the don)', () => {
    let game = run(
      step(physical(), { type: 'start-introductions' }),
      { type: 'record-role', seat: 1, role: 'putana' },
      { type: 'introduced' },
    );
    game = run(game, { type: 'record-role', seat: 2, role: 'mafioso' }, { type: 'record-role', seat: 2, role: 'don' });
    expect(game.state.players[1]!.role).toBe('don');
  });

  it("the record form starts at the awake role still to record: the putana's; at the mafia's, the don, then a mafioso", () => {
    // The prompt's `role` is the console's start value for the form's role (as French and Mensa's prompts give theirs):
    // the civilian, first of the list and never awake, had to be turned on at every card.
    const roleOf = (game: ReturnType<typeof physical>) => promptsOf(game)[0]!.params.role;
    let game = step(physical(), { type: 'start-introductions' });
    expect(roleOf(game)).toBe('putana');
    game = run(game, { type: 'record-role', seat: 9, role: 'putana' });
    expect(roleOf(game)).toBe('putana');
    game = step(game, { type: 'introduced' });
    expect(roleOf(game)).toBe('don');
    game = step(game, { type: 'record-role', seat: 1, role: 'mafioso' });
    expect(roleOf(game)).toBe('don');
    game = step(game, { type: 'record-role', seat: 5, role: 'don' });
    expect(roleOf(game)).toBe('mafioso');
  });

  it('the recorded roles stay secret from the room', () => {
    const game = run(step(physical(), { type: 'start-introductions' }), {
      type: 'record-role',
      seat: 1,
      role: 'putana',
    });
    expect(pub(game.state).players.every((p) => p.role === null)).toBe(true);
    expect(playerView(game.state, 1)).toMatchObject({ role: 'putana' });
    expect(playerView(game.state, 2)).toBeNull();
  });
});

describe('RULES §4 day 1 follows the introductions', () => {
  it("the first day begins with seat 1's speech", () => {
    const game = dayOne(FULL_TABLE);
    expect(game.state).toMatchObject({ phase: 'discussion', round: 1, firstSpeaker: 1, speaker: 1, speech: 'speech' });
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'day-began', round: 1 });
  });

  it('if seat 1 was removed at the introductions, the next living seat opens day 1', () => {
    let game = run(dealt(FULL_TABLE), { type: 'remove', seat: 1, reason: 'peeking' });
    while (game.state.phase === 'introduction') game = step(game, { type: 'introduced' });
    expect(game.state.firstSpeaker).toBe(2);
    expect(countsOf(FULL_TABLE).civilian).toBe(3);
    expect(setupOf(FULL_TABLE).options.roles.mafioso).toBe(2);
  });
});
