/**
 * Missions (rulebook "Missões em andamento", "Completando uma missão"): two always open, characters
 * drawn at random from the free ones, the deck's first card on each, the reveal and the sum rule.
 */
import { describe, expect, it } from 'vitest';
import { withRandomOutcomes } from '../../../shared/engine/rulesets/copag-mafia/random-outcomes.ts';
import {
  blue,
  CM,
  dealtGame,
  EIGHT,
  expectRefused,
  mission,
  playing,
  roomView,
  secondMission,
  step,
  run,
  untilTurnOf,
  yellow,
  type Game,
} from './helpers.ts';

const FIVE = ['mafioso', 'police', 'mafioso', 'police', 'mafioso'] as const;

/** A 5-player game (no Vincenzo): mission 1 (blue $6, 5 cards) on 1, 2, 3 and mission 2 on 4, 5; seat 1 to play. */
function fivePlayers(): Game {
  return playing(
    [...FIVE],
    { card: { cards: 5, recruits: 3 }, members: [1, 2, 3] },
    { card: { colour: 'yellow', value: 4 }, members: [4, 5] },
  );
}

/** Seats 1, 2, 3 place a card on mission 1, seats 4 and 5 pass, seat 1 places the fifth card. */
function fillMissionOne(game: Game): Game {
  return run(
    game,
    { type: 'contribute', mission: 1 },
    { type: 'contribute', mission: 1 },
    { type: 'contribute', mission: 1 },
    { type: 'pass' },
    { type: 'pass' },
    { type: 'contribute', mission: 1 },
  );
}

describe('copag-mafia missions', () => {
  it("opens the first mission, then the second, each with its recruits and the deck's first card face down", () => {
    const dealt = dealtGame([...FIVE]);
    expect(roomView(dealt.state).waiting).toBe('open');
    const one = step(dealt, { type: 'open-mission', card: mission({ recruits: 3 }), recruited: [2, 4, 5] });
    expect(one.state.turn).toBeNull();
    expect(one.state.missions[0]).toMatchObject({
      number: 1,
      members: [2, 4, 5],
      short: false,
      placed: [{ by: null, open: null }],
    });
    expectRefused(
      one,
      { type: 'open-mission', card: secondMission({ recruits: 2 }), recruited: [2, 3] },
      'recruits-must-be-free',
      { count: 2, free: '1, 3' },
    );
    const two = step(one, { type: 'open-mission', card: secondMission({ recruits: 2 }), recruited: [3, 1] });
    expect(two.state.turn).toEqual({ seat: 1, stage: 'action', enrico: false });
    expect(two.state.round).toBe(1);
    expectRefused(two, { type: 'open-mission', card: mission(), recruited: [] }, 'no-empty-place');
  });

  it('refuses the card open in the other place, however its name is typed, and opens it again once it left', () => {
    const one = step(dealtGame([...FIVE]), {
      type: 'open-mission',
      card: mission({ recruits: 3 }),
      recruited: [2, 4, 5],
    });
    for (const name of ['Invasão da delegacia', '  invasão DA Delegacia ', 'ＩＮＶＡＳÃＯ da delegacia'])
      expectRefused(
        one,
        { type: 'open-mission', card: mission({ name, recruits: 2, colour: 'yellow' }), recruited: [1, 3] },
        'mission-already-open',
        { name: 'Invasão da delegacia', place: 1 },
      );
    // Mission 2 (Assalto ao banco) turned over and ended: its card has left the table and may open again;
    // Invasão da delegacia, still open in place 1, may not.
    let game = step(one, { type: 'open-mission', card: secondMission({ recruits: 2, cards: 2 }), recruited: [1, 3] });
    game = run(untilTurnOf(game, 1), { type: 'contribute', mission: 2 });
    game = step(game, { type: 'reveal-mission', cards: [blue(1), blue(1)] });
    expect(game.state.missions[1]).toBeNull();
    expectRefused(game, { type: 'open-mission', card: mission(), recruited: [1, 3] }, 'mission-already-open', {
      place: 1,
    });
    const again = step(game, { type: 'open-mission', card: secondMission({ recruits: 2 }), recruited: [1, 3] });
    expect(again.state.missions[1]).toMatchObject({ number: 3, card: { name: 'Assalto ao banco' } });
  });

  it('starts a mission short when fewer characters are free than it recruits ("começa desfalcada")', () => {
    const dealt = dealtGame(['mafioso', 'mafioso', 'police', 'mafioso']);
    const one = step(dealt, { type: 'open-mission', card: mission({ recruits: 3 }), recruited: [1, 2, 3] });
    expectRefused(
      one,
      { type: 'open-mission', card: secondMission({ recruits: 3 }), recruited: [4, 4] },
      'recruits-must-be-free',
      { count: 1 },
    );
    const two = step(one, { type: 'open-mission', card: secondMission({ recruits: 3 }), recruited: [4] });
    expect(two.state.missions[1]).toMatchObject({ members: [4], short: true });
    expect(roomView(two.state).missions[1]).toMatchObject({ short: true, recruits: 3 });
    expect(two.state.announcements.at(-1)).toMatchObject({ kind: 'mission-opened', short: true });
  });

  it('says so when no character is free for the mission being opened: it starts with none', () => {
    const dealt = dealtGame(['mafioso', 'police', 'mafioso']);
    const one = step(dealt, { type: 'open-mission', card: mission({ recruits: 4 }), recruited: [2, 3, 1] });
    // Not "draws from the 0 free ones ()": a prompt of its own, with no list to fill.
    expect(CM.prompts(one.state)[0]).toMatchObject({
      key: 'prompt.copag-mafia.open-mission-none',
      params: { place: 2 },
      commands: ['open-mission'],
    });
    const two = step(one, { type: 'open-mission', card: secondMission({ recruits: 2 }), recruited: [] });
    expect(two.state.missions[1]).toMatchObject({ members: [], short: true });
  });

  it('leaves characters free when more are free than it recruits ("permanecem separados")', () => {
    const game = playing(
      ['mafioso', 'mafioso', 'mafioso', 'mafioso', 'police', 'police', 'police', 'mafioso'],
      { members: [1, 2] },
      { members: [3, 4] },
    );
    expect(
      game.state.players.filter((p) => roomView(game.state).players[p.seat - 1]!.mission === null).map((p) => p.seat),
    ).toEqual([5, 6, 7, 8]);
  });

  it('draws the recruits at random through the host, among the free characters only', () => {
    const game = run(dealtGame([...FIVE]), {
      type: 'open-mission',
      card: mission({ recruits: 2 }),
      recruited: [1, 2],
    });
    const reversed = <T>(list: readonly T[]) => [...list].reverse();
    expect(
      withRandomOutcomes(game.state, { type: 'open-mission', card: mission({ recruits: 2 }), recruited: [] }, reversed),
    ).toMatchObject({ recruited: [5, 4] });
  });

  it('checks a typed mission card field by field', () => {
    const dealt = dealtGame([...FIVE]);
    const open = (card: object, code: string) =>
      expectRefused(dealt, { type: 'open-mission', card: { ...mission(), ...card }, recruited: [1, 2] }, code);
    open({ name: '  ' }, 'mission-name');
    open({ recruits: -1 }, 'mission-recruits');
    open({ cards: 0 }, 'mission-cards');
    open({ value: 1.5 }, 'mission-value');
    open({ colour: 'red' }, 'card-colour');
  });

  it("counts the cards placed, the deck's first included, and asks for the reveal when the count is reached", () => {
    const game = fillMissionOne(fivePlayers());
    expect(roomView(game.state).missions[0]!.placed.map((p) => p.by)).toEqual([null, 1, 2, 3, 1]);
    expect(roomView(game.state).waiting).toBe('reveal');
    expectRefused(game, { type: 'pass' }, 'waiting-for-reveal', { mission: 1 });
    expectRefused(game, { type: 'reveal-mission', cards: [blue(2)] }, 'reveal-count', { count: 5 });
    expectRefused(
      game,
      { type: 'reveal-mission', cards: [blue(2), blue(4), yellow(2), blue(1), { colour: 'blue', value: 0 }] },
      'card-value',
    );
  });

  it("the rulebook's example: blue $6 with blue 2, blue 4, yellow 2, blue 1, blue 2 sums to $7, a success", () => {
    const game = step(fillMissionOne(fivePlayers()), {
      type: 'reveal-mission',
      cards: [blue(2), blue(4), yellow(2), blue(1), blue(2)],
    });
    expect(game.state.history).toEqual([
      expect.objectContaining({
        number: 1,
        result: 'success',
        sum: 7,
        target: 6,
        shift: 0,
        cards: [blue(2), blue(4), yellow(2), blue(1), blue(2)],
      }),
    ]);
    expect(game.state.successes).toBe(1);
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'mission-succeeded', mission: 1, sum: 7, target: 6 });
    // The characters go back to the free ones, and the place waits for a fresh draw.
    expect(game.state.missions[0]).toBeNull();
    expect(roomView(game.state).waiting).toBe('open');
    expect(
      roomView(game.state)
        .players.filter((p) => p.mission === null)
        .map((p) => p.seat),
    ).toEqual([1, 2, 3]);
  });

  it('a sum below the value is a sabotage; exactly the value is a success ("igual ou maior")', () => {
    const sabotaged = step(fillMissionOne(fivePlayers()), {
      type: 'reveal-mission',
      cards: [blue(2), blue(4), yellow(2), blue(1), yellow(1)],
    });
    expect(sabotaged.state.history[0]).toMatchObject({ result: 'sabotage', sum: 4 });
    expect(sabotaged.state.sabotages).toBe(1);
    const exact = step(fillMissionOne(fivePlayers()), {
      type: 'reveal-mission',
      cards: [blue(2), blue(4), yellow(2), blue(1), blue(1)],
    });
    expect(exact.state.history[0]).toMatchObject({ result: 'success', sum: 6 });
  });

  it('the turn goes on after the new mission opens', () => {
    let game = step(fillMissionOne(fivePlayers()), {
      type: 'reveal-mission',
      cards: [blue(1), blue(1), blue(1), blue(1), blue(1)],
    });
    expect(game.state.turn).toMatchObject({ seat: 1, stage: 'done' });
    game = step(game, { type: 'open-mission', card: mission({ recruits: 2 }), recruited: [3, 1] });
    expect(game.state.missions[0]).toMatchObject({ number: 3, members: [3, 1] });
    expect(game.state.turn).toMatchObject({ seat: 2, stage: 'action' });
  });

  it('Vincenzo moves the value to reach by $2, once (rulebook, VINCENZO)', () => {
    const eight = playing(EIGHT, { card: { cards: 2 }, members: [1, 8] }, { members: [2, 3] });
    const full = step(eight, { type: 'contribute', mission: 1 });
    const revealed = step(full, { type: 'reveal-mission', cards: [blue(2), blue(3)] });
    expect(roomView(revealed.state).waiting).toBe('vincenzo');
    expect(revealed.state.missions[0]?.revealed).toEqual({ cards: [blue(2), blue(3)], sum: 5 });
    expectRefused(revealed, { type: 'vincenzo', shift: 1 }, 'vincenzo-shift', { by: 2 });
    const lowered = step(revealed, { type: 'vincenzo', shift: -2 });
    expect(lowered.state.history[0]).toMatchObject({ sum: 5, shift: -2, target: 4, result: 'success' });
    expect(lowered.state.players[7]).toMatchObject({ character: 'vincenzo', abilityUsed: true });
    // Used: the next reveal ends at once, without asking.
    const next = run(
      lowered,
      { type: 'open-mission', card: mission({ cards: 2 }), recruited: [4, 5] },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'contribute', mission: 3 },
    );
    const ended = step(next, { type: 'reveal-mission', cards: [yellow(1), blue(1)] });
    expect(ended.state.history[1]).toMatchObject({ result: 'sabotage', shift: 0 });
  });

  it('Vincenzo not used (shift 0) keeps his ability', () => {
    const eight = playing(EIGHT, { card: { cards: 2 }, members: [1, 8] }, { members: [2, 3] });
    const kept = run(
      eight,
      { type: 'contribute', mission: 1 },
      { type: 'reveal-mission', cards: [blue(2), blue(3)] },
      { type: 'vincenzo', shift: 0 },
    );
    expect(kept.state.history[0]).toMatchObject({ result: 'sabotage', target: 6 });
    expect(kept.state.players[7]!.abilityUsed).toBe(false);
  });

  it('ends the game the moment a side reaches 4 missions, and the result reveals every objective', () => {
    let game = playing([...FIVE], { card: { cards: 2 }, members: [1, 2] }, { card: { cards: 2 }, members: [3, 4] });
    // Every player places whenever he can; every mission is turned all yellow: sabotaged.
    while (game.state.phase !== 'ended') {
      const seat = game.state.turn!.seat;
      const own = game.state.missions.find((m) => m?.members.includes(seat));
      game = own ? step(game, { type: 'contribute', mission: own.number }) : step(game, { type: 'pass' });
      if (roomView(game.state).waiting === 'reveal') {
        game = step(game, { type: 'reveal-mission', cards: [yellow(3), yellow(3)] });
        if (game.state.phase !== 'ended') {
          const free = roomView(game.state)
            .players.filter((p) => p.mission === null)
            .map((p) => p.seat);
          // A card of its own each time: the one in the other place is still on the table.
          const card = mission({ name: `Missão ${game.state.opened + 1}`, cards: 2 });
          game = step(game, { type: 'open-mission', card, recruited: free.slice(0, 2) });
        }
      }
    }
    expect(game.state.sabotages).toBe(4);
    expect(game.state.outcome).toEqual({ winner: 'police', scores: null });
    expect(roomView(game.state).result).toEqual({ winner: 'police', scores: null });
    expect(roomView(game.state).players.map((p) => p.role)).toEqual([...FIVE]);
    expectRefused(game, { type: 'pass' }, 'game-over');
  });
});
