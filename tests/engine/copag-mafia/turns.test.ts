/**
 * Turns (rulebook "Iniciando o jogo", "Colaborando com a missão", "Revelando-se um policial", the
 * characters' abilities): draw, then use a card, place a card on one's own mission, or pass.
 */
import { describe, expect, it } from 'vitest';
import {
  blue,
  CM,
  EIGHT,
  expectRefused,
  playing,
  roomView,
  step,
  run,
  untilTurnOf,
  yellow,
  type Game,
} from './helpers.ts';

/** Mission 1 (blue, 5 cards) on 1, 2, 3; mission 2 (yellow, 5 cards) on 4, 5; 6, 7, 8 free; seat 1 to play. */
function eight(options = {}): Game {
  return playing(
    EIGHT,
    { card: { cards: 5 }, members: [1, 2, 3] },
    { card: { cards: 5, colour: 'yellow' }, members: [4, 5] },
    options,
  );
}

function turnPrompt(game: Game) {
  return CM.prompts(game.state)[0]!;
}

describe('copag-mafia turns', () => {
  it('goes round the table by ascending seat from the first player, one round each time play comes back to him', () => {
    let game = playing(['mafioso', 'police', 'mafioso'], { members: [1] }, { members: [2] }, { first: 3 });
    expect(game.state.turn?.seat).toBe(3);
    expect(game.state.round).toBe(1);
    game = run(game, { type: 'pass' }, { type: 'pass' });
    expect(game.state.turn?.seat).toBe(2);
    game = step(game, { type: 'pass' });
    expect(game.state.turn?.seat).toBe(3);
    expect(game.state.round).toBe(2);
  });

  it("draws 1; a revealed police officer draws 2 and keeps 1; Enrico's ability draws 3, even revealed (rulebook, ENRICO)", () => {
    let game = eight();
    expect(turnPrompt(game)).toMatchObject({ key: 'prompt.copag-mafia.turn', params: { seat: 1, draw: 1, keep: 1 } });
    expect(turnPrompt(game).commands).toContain('use-ability');
    game = untilTurnOf(step(game, { type: 'reveal-police', seat: 2 }), 2);
    expect(turnPrompt(game)).toMatchObject({ key: 'prompt.copag-mafia.turn-police', params: { draw: 2, keep: 1 } });
    expectRefused(game, { type: 'use-ability', character: 'enrico' }, 'not-your-character');
    game = untilTurnOf(game, 1);
    game = step(game, { type: 'use-ability', character: 'enrico' });
    expect(turnPrompt(game)).toMatchObject({ key: 'prompt.copag-mafia.turn-enrico', params: { draw: 3, keep: 3 } });
    expect(roomView(game.state).turn).toMatchObject({ seat: 1, draw: 3 });
    expectRefused(game, { type: 'use-ability', character: 'enrico' }, 'ability-already-used');
  });

  it("places cards only on one's own mission, one per turn, face down", () => {
    const game = eight();
    expectRefused(game, { type: 'contribute', mission: 2 }, 'not-on-mission', { seat: 1, mission: 2 });
    expectRefused(game, { type: 'contribute', mission: 9 }, 'no-such-mission');
    expectRefused(game, { type: 'contribute', mission: 1, card: blue(3) }, 'face-down');
    const placed = step(game, { type: 'contribute', mission: 1 });
    expect(placed.state.turn?.seat).toBe(2);
    expect(roomView(placed.state).missions[0]!.placed).toEqual([
      { by: null, open: null },
      { by: 1, open: null },
    ]);
    const free = untilTurnOf(placed, 6 + 1);
    expectRefused(free, { type: 'contribute', mission: 1 }, 'not-on-mission');
  });

  it('Salvatore places a card on any mission with his ability (rulebook, SALVATORE)', () => {
    const game = untilTurnOf(eight(), 6);
    const placed = step(game, { type: 'contribute', mission: 2, salvatore: true });
    expect(placed.state.missions[1]!.placed.at(-1)).toEqual({ by: 6, open: null });
    expect(placed.state.players[5]!.abilityUsed).toBe(true);
    expectRefused(untilTurnOf(placed, 6), { type: 'contribute', mission: 2, salvatore: true }, 'ability-already-used');
    expectRefused(untilTurnOf(placed, 7), { type: 'contribute', mission: 2, salvatore: true }, 'not-your-character');
  });

  it('with the abilities left out, no ability can be used', () => {
    const game = untilTurnOf(eight({ abilities: false }), 6);
    expectRefused(game, { type: 'contribute', mission: 2, salvatore: true }, 'abilities-off');
    expect(turnPrompt(game).commands).not.toContain('use-ability');
  });

  it('a player in the trunk loses his turns until freed (rulebook, PORTA-MALAS; RULES.md §5)', () => {
    let game = step(eight(), { type: 'play-card', card: 'porta-malas', target: 3 });
    expectRefused(untilTurnOf(game, 2), { type: 'play-card', card: 'porta-malas', target: 3 }, 'already-in-trunk');
    game = untilTurnOf(game, 3);
    expect(game.state.turn?.stage).toBe('trunk');
    expect(turnPrompt(game)).toMatchObject({ key: 'prompt.copag-mafia.trunk', commands: ['skip-turn', 'play-card'] });
    expectRefused(game, { type: 'contribute', mission: 1 }, 'not-now');
    expectRefused(game, { type: 'play-card', card: 'lasanha' }, 'in-trunk');
    expectRefused(game, { type: 'play-card', card: 'pe-de-cabra', target: 4 }, 'not-in-trunk');
    game = step(game, { type: 'skip-turn' });
    expect(game.state.turn?.seat).toBe(4);
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'turn-lost', seat: 3 });
    // Still in the trunk a round later.
    game = untilTurnOf(game, 3);
    expect(game.state.turn?.stage).toBe('trunk');
    // Pé-de-cabra on himself at the start of his turn: freed, and he plays on.
    game = step(game, { type: 'play-card', card: 'pe-de-cabra', target: 3 });
    expect(game.state.turn).toMatchObject({ seat: 3, stage: 'action' });
    expect(game.state.players[2]!.trunk).toBe(false);
    game = step(game, { type: 'contribute', mission: 1 });
    expect(game.state.turn?.seat).toBe(4);
  });

  it("a Pé-de-cabra frees another player as the turn's action", () => {
    let game = step(eight(), { type: 'play-card', card: 'porta-malas', target: 5 });
    game = step(game, { type: 'play-card', card: 'pe-de-cabra', target: 5 });
    expect(game.state.players[4]!.trunk).toBe(false);
    expect(game.state.turn?.seat).toBe(3);
  });

  it('Tony frees anyone from the trunk, himself at the start of his turn (rulebook, TONY)', () => {
    let game = step(eight(), { type: 'play-card', card: 'porta-malas', target: 7 });
    game = untilTurnOf(game, 7);
    expect(turnPrompt(game).commands).toContain('use-ability');
    expectRefused(game, { type: 'use-ability', character: 'tony', target: 1 }, 'not-in-trunk');
    game = step(game, { type: 'use-ability', character: 'tony', target: 7 });
    expect(game.state.turn).toMatchObject({ seat: 7, stage: 'action' });
    expect(game.state.players[6]).toMatchObject({ trunk: false, abilityUsed: true });
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'ability-used', seat: 7, character: 'tony', target: 7 });
  });

  it('an informant makes the next contribution face up, then leaves (rulebook, INFORMANTE)', () => {
    let game = step(eight(), { type: 'play-card', card: 'informante', target: 2 });
    expect(roomView(game.state).players[1]!.informant).toBe(true);
    expectRefused(game, { type: 'contribute', mission: 1 }, 'informant-face-up', { seat: 2 });
    game = step(game, { type: 'contribute', mission: 1, card: yellow(3) });
    expect(roomView(game.state).missions[0]!.placed.at(-1)).toEqual({ by: 2, open: yellow(3) });
    expect(roomView(game.state).players[1]!.informant).toBe(false);
    // The face-up card counts at the reveal; only the face-down ones are entered.
    game = run(
      untilTurnOf(game, 1),
      { type: 'contribute', mission: 1 },
      { type: 'contribute', mission: 1 },
      { type: 'contribute', mission: 1 },
    );
    expect(CM.prompts(game.state)[0]).toMatchObject({ key: 'prompt.copag-mafia.reveal-mission', params: { count: 4 } });
    game = run(
      game,
      { type: 'reveal-mission', cards: [blue(4), blue(2), blue(2), blue(1)] },
      { type: 'vincenzo', shift: 0 },
    );
    expect(game.state.history[0]).toMatchObject({
      sum: 6,
      result: 'success',
      cards: [yellow(3), blue(4), blue(2), blue(2), blue(1)],
    });
  });

  it('Lorenzo stops a card on his mission: discarded, the turn lost (rulebook, LORENZO)', () => {
    let game = untilTurnOf(eight(), 5);
    expectRefused(game, { type: 'contribute', mission: 2, blockedBy: 3 }, 'not-lorenzo');
    game = step(game, { type: 'contribute', mission: 2, blockedBy: 4 });
    expect(game.state.missions[1]!.placed).toHaveLength(1);
    expect(game.state.players[3]!.abilityUsed).toBe(true);
    expect(game.state.turn?.seat).toBe(6);
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'placement-blocked', mission: 2, seat: 5, by: 4 });
    expectRefused(untilTurnOf(game, 5), { type: 'contribute', mission: 2, blockedBy: 4 }, 'ability-already-used');
  });

  it('Lorenzo stops only on a mission he is on, and not his own card', () => {
    const game = eight();
    expectRefused(game, { type: 'contribute', mission: 1, blockedBy: 4 }, 'lorenzo-not-on-mission');
    expectRefused(untilTurnOf(game, 4), { type: 'contribute', mission: 2, blockedBy: 4 }, 'lorenzo-not-on-mission');
  });

  it('Peppe aborts his mission with his ability, and plays on after the new mission opens (rulebook, PEPPE)', () => {
    let game = untilTurnOf(eight(), 5);
    game = step(game, { type: 'use-ability', character: 'peppe' });
    expect(game.state.history[0]).toMatchObject({ number: 2, result: 'aborted' });
    expect(roomView(game.state).waiting).toBe('open');
    game = step(game, {
      type: 'open-mission',
      card: { name: 'Outra', recruits: 2, cards: 3, value: 4, colour: 'blue' },
      recruited: [5, 8],
    });
    expect(game.state.turn).toMatchObject({ seat: 5, stage: 'action' });
    expect(game.state.sabotages + game.state.successes).toBe(0);
  });

  it('Giovanna makes any player draw with her ability, on her turn', () => {
    const game = untilTurnOf(eight(), 3);
    expectRefused(game, { type: 'use-ability', character: 'giovanna', target: 9 }, 'no-such-seat');
    const used = step(game, { type: 'use-ability', character: 'giovanna', target: 5 });
    expect(used.state.turn).toMatchObject({ seat: 3, stage: 'action' });
    expect(used.state.announcements.at(-1)).toEqual({
      kind: 'ability-used',
      seat: 3,
      character: 'giovanna',
      target: 5,
    });
    expectRefused(game, { type: 'use-ability', character: 'vincenzo' }, 'ability-not-here');
  });

  it('only a police officer reveals himself, public to the end (rulebook "Revelando-se um policial")', () => {
    const game = eight();
    expectRefused(game, { type: 'reveal-police', seat: 1 }, 'not-police');
    const revealed = step(game, { type: 'reveal-police', seat: 4 });
    expect(roomView(revealed.state).players[3]).toMatchObject({ revealed: true, role: 'police' });
    expect(revealed.state.announcements.at(-1)).toEqual({ kind: 'police-revealed', seat: 4 });
    expectRefused(revealed, { type: 'reveal-police', seat: 4 }, 'already-revealed');
  });

  it('with real objective cards, no more reveals than the table has police', () => {
    let game = playing(['mafioso', 'mafioso', 'police'], { members: [1] }, { members: [2] }, { dealing: 'physical' });
    game = step(game, { type: 'reveal-police', seat: 2 });
    expectRefused(game, { type: 'reveal-police', seat: 3 }, 'no-more-police', { police: 1 });
    expect(CM.prompts(game.state).some((p) => p.commands.includes('reveal-police'))).toBe(false);
  });
});
