/** The action cards (rulebook "Descrição das ações"), each on what the station keeps. */
import { describe, expect, it } from 'vitest';
import {
  blue,
  CM,
  EIGHT,
  expectRefused,
  objectivesShown,
  operatorView,
  playing,
  roomView,
  step,
  run,
  untilTurnOf,
  yellow,
  type Game,
} from './helpers.ts';

/** Mission 1 (blue, 5 cards) on 1, 2, 3; mission 2 (yellow, 2 cards) on 4, 5; 6, 7, 8 free; seat 1 to play. */
function eight(): Game {
  return playing(
    EIGHT,
    { card: { cards: 5 }, members: [1, 2, 3] },
    { card: { cards: 2, colour: 'yellow' }, members: [4, 5] },
  );
}

/** Ends the mission in the second place (seat 4 places its second card, revealed yellow 3 + yellow 3, Vincenzo passing) and opens a new one on 4, 5. */
function endMissionTwo(game: Game): Game {
  const full = step(untilTurnOf(game, 4), { type: 'contribute', mission: game.state.missions[1]!.number });
  const ended = run(full, { type: 'reveal-mission', cards: [yellow(3), yellow(3)] }, { type: 'vincenzo', shift: 0 });
  const free = roomView(ended.state)
    .players.filter((p) => p.mission === null)
    .map((p) => p.seat);
  return step(ended, {
    type: 'open-mission',
    card: { name: 'Nova', recruits: 2, cards: 2, value: 6, colour: 'yellow' },
    recruited: [4, 5].filter((s) => free.includes(s)),
  });
}

describe('copag-mafia action cards', () => {
  it("ABORTAR discards the player's mission and its cards; another opens in its place, counted for nobody", () => {
    const aborted = step(eight(), { type: 'play-card', card: 'abortar' });
    expect(aborted.state.history[0]).toMatchObject({ number: 1, result: 'aborted', cards: null, sum: null });
    expect([aborted.state.successes, aborted.state.sabotages]).toEqual([0, 0]);
    expect(aborted.state.announcements.at(-1)).toEqual({ kind: 'mission-aborted', mission: 1, by: 1 });
    const reopened = step(aborted, {
      type: 'open-mission',
      card: { name: 'Outra', recruits: 3, cards: 4, value: 5, colour: 'blue' },
      recruited: [8, 1, 6],
    });
    expect(reopened.state.missions[0]).toMatchObject({ number: 3, members: [8, 1, 6] });
    expect(reopened.state.turn?.seat).toBe(2);
    expectRefused(untilTurnOf(reopened, 7), { type: 'play-card', card: 'abortar' }, 'not-on-any-mission');
  });

  it('BERETTA reaches a player right beside, round the table; REMINGTON two seats away', () => {
    const game = eight();
    expectRefused(game, { type: 'play-card', card: 'beretta', target: 3 }, 'target-out-of-reach', { seats: '2, 8' });
    expect(step(game, { type: 'play-card', card: 'beretta', target: 8 }).state.announcements.at(-1)).toEqual({
      kind: 'card-used',
      seat: 1,
      card: 'beretta',
      targets: [8],
    });
    expectRefused(game, { type: 'play-card', card: 'remington', target: 2 }, 'target-out-of-reach', { seats: '3, 7' });
    expect(step(game, { type: 'play-card', card: 'remington', target: 7 }).state.turn?.seat).toBe(2);
  });

  it('TOMMY GUN hits the player beside and the next one in the chosen direction', () => {
    const game = eight();
    expectRefused(game, { type: 'play-card', card: 'tommy-gun' }, 'direction');
    const next = step(game, { type: 'play-card', card: 'tommy-gun', direction: 'next' });
    expect(next.state.announcements.at(-1)).toMatchObject({ targets: [2, 3] });
    const previous = step(game, { type: 'play-card', card: 'tommy-gun', direction: 'previous' });
    expect(previous.state.announcements.at(-1)).toMatchObject({ targets: [8, 7] });
    // At 3 players the gun hits both others.
    const three = playing(['mafioso', 'police', 'mafioso'], { members: [1] }, { members: [2] });
    expect(
      step(three, { type: 'play-card', card: 'tommy-gun', direction: 'previous' }).state.announcements.at(-1),
    ).toMatchObject({ targets: [3, 2] });
  });

  it('FRANCESCA keeps a card discarded by a gun card, once (rulebook, FRANCESCA)', () => {
    const game = eight();
    expectRefused(game, { type: 'play-card', card: 'lasanha', francesca: true }, 'francesca-not-here');
    const kept = step(game, { type: 'play-card', card: 'beretta', target: 2, francesca: true });
    expect(kept.state.players[1]).toMatchObject({ character: 'francesca', abilityUsed: true });
    expectRefused(
      untilTurnOf(kept, 3),
      { type: 'play-card', card: 'remington', target: 1, francesca: true },
      'ability-already-used',
    );
  });

  it("CONSIGLIERE only after 2 missions ended; the objective goes to the player's own card, never to a shared screen", () => {
    let game = eight();
    expectRefused(game, { type: 'play-card', card: 'consigliere', target: 2 }, 'consigliere-too-early', {
      ended: 0,
      needed: 2,
    });
    game = endMissionTwo(game);
    expectRefused(
      untilTurnOf(game, 1),
      { type: 'play-card', card: 'consigliere', target: 2 },
      'consigliere-too-early',
      { ended: 1 },
    );
    game = endMissionTwo(game);
    game = untilTurnOf(game, 1);
    expect(operatorView(game.state).consigliereAllowed).toBe(true);
    expectRefused(game, { type: 'play-card', card: 'consigliere', target: 1 }, 'not-yourself');
    game = step(game, { type: 'play-card', card: 'consigliere', target: 2 });
    expect(CM.playerCard(game.state, 1)).toMatchObject({
      role: 'mafioso',
      seen: [{ seat: 2, name: 'P2', role: 'police' }],
    });
    expect(CM.playerCard(game.state, 2)).toMatchObject({ seen: [] });
    expect(operatorView(game.state).looks).toEqual([{ viewer: 1, target: 2 }]);
    expect(objectivesShown(operatorView(game.state), game.state)).toEqual([]);
    expect(objectivesShown(roomView(game.state), game.state)).toEqual([]);
  });

  it('DISPENSA takes a character off a mission, which may be left empty', () => {
    let game = step(eight(), { type: 'play-card', card: 'dispensa', target: 4 });
    expect(game.state.missions[1]!.members).toEqual([5]);
    game = step(game, { type: 'play-card', card: 'dispensa', target: 5 });
    expect(game.state.missions[1]!.members).toEqual([]);
    expectRefused(game, { type: 'play-card', card: 'dispensa', target: 6 }, 'not-on-any-mission');
  });

  it('REFORÇO adds a free character to a mission under way, with no limit', () => {
    const game = eight();
    expectRefused(game, { type: 'play-card', card: 'reforco', target: 2, mission: 2 }, 'already-on-mission');
    expectRefused(game, { type: 'play-card', card: 'reforco', target: 6, mission: 5 }, 'no-such-mission');
    const added = step(game, { type: 'play-card', card: 'reforco', target: 6, mission: 1 });
    expect(added.state.missions[0]!.members).toEqual([1, 2, 3, 6]);
  });

  it("TROCA swaps two characters' places, in or out of missions", () => {
    const game = eight();
    const outIn = step(game, { type: 'play-card', card: 'troca', target: 2, other: 7 });
    expect(outIn.state.missions[0]!.members).toEqual([1, 7, 3]);
    const across = step(game, { type: 'play-card', card: 'troca', target: 1, other: 5 });
    expect(across.state.missions.map((m) => m!.members)).toEqual([
      [5, 2, 3],
      [4, 1],
    ]);
    expectRefused(game, { type: 'play-card', card: 'troca', target: 1, other: 2 }, 'same-place');
    expectRefused(game, { type: 'play-card', card: 'troca', target: 6, other: 7 }, 'same-place');
  });

  it('OMERTÀ: silence for one full round, ended when play comes back to its player', () => {
    let game = step(eight(), { type: 'play-card', card: 'omerta' });
    expect(roomView(game.state).omerta).toEqual({ by: 1 });
    expect(
      CM.prompts(game.state).some((p) => p.key === 'prompt.copag-mafia.omerta' && p.commands.includes('break-omerta')),
    ).toBe(true);
    game = untilTurnOf(game, 8);
    expect(roomView(game.state).omerta).toEqual({ by: 1 });
    game = step(game, { type: 'pass' });
    expect(game.state.turn?.seat).toBe(1);
    expect(roomView(game.state).omerta).toBeNull();
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'omerta-ended' });
  });

  it('OMERTÀ is broken when someone speaks', () => {
    let game = step(eight(), { type: 'play-card', card: 'omerta' });
    game = step(game, { type: 'break-omerta', seat: 5 });
    expect(roomView(game.state).omerta).toBeNull();
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'omerta-broken', seat: 5 });
    expectRefused(game, { type: 'break-omerta', seat: 5 }, 'no-omerta');
  });

  it('EMBOSCADA looks at a mission one is on; FAVOR and LASANHA change nothing the station keeps', () => {
    const game = eight();
    expectRefused(game, { type: 'play-card', card: 'emboscada', mission: 2 }, 'not-on-mission');
    expect(step(game, { type: 'play-card', card: 'emboscada', mission: 1 }).state.missions).toEqual(
      game.state.missions,
    );
    expectRefused(game, { type: 'play-card', card: 'favor', target: 1 }, 'not-yourself');
    const favour = step(game, { type: 'play-card', card: 'favor', target: 6 });
    expect(favour.state.players).toEqual(game.state.players);
    expect(favour.state.turn?.seat).toBe(2);
    expect(step(game, { type: 'play-card', card: 'lasanha' }).state.turn?.seat).toBe(2);
    expectRefused(game, { type: 'play-card', card: 'bazooka' as never }, 'no-such-card');
  });

  it('INFORMANTE goes in front of another player, one at a time', () => {
    const game = eight();
    expectRefused(game, { type: 'play-card', card: 'informante', target: 1 }, 'not-yourself');
    const placed = step(game, { type: 'play-card', card: 'informante', target: 3 });
    expectRefused(placed, { type: 'play-card', card: 'informante', target: 3 }, 'already-informant');
    expect(CM.prompts(placed.state).find((p) => p.key === 'prompt.copag-mafia.informant')?.params).toEqual({
      seats: '3',
    });
  });

  it('a card cannot be played while a mission waits for its reveal', () => {
    const full = step(untilTurnOf(eight(), 4), { type: 'contribute', mission: 2 });
    expectRefused(full, { type: 'play-card', card: 'lasanha' }, 'waiting-for-reveal');
    const revealed = step(full, { type: 'reveal-mission', cards: [blue(1), yellow(1)] });
    expectRefused(revealed, { type: 'play-card', card: 'lasanha' }, 'waiting-for-vincenzo');
    const ended = step(revealed, { type: 'vincenzo', shift: 2 });
    expectRefused(ended, { type: 'play-card', card: 'lasanha' }, 'waiting-for-mission');
  });
});
