/**
 * RULES.md §3, rulebook 000: «A maffiózók akár maguk közül is ölhetnek éjszaka … Ez persze csak abban az
 * esetben működik, ha a halálra ítélt maffiózó is magára szavaz» — the mafia kill one of their own only
 * if the condemned mafioso raises his own hand at his name: also when 3 of 4 (or 3 of 5) suffice, and
 * also when Aunt Sárika's hand would complete the kill.
 */
import { describe, expect, it } from 'vitest';
import { dayOne, playNight, step, type Game } from './helpers.ts';

/** Night one, past the inspector's check, at the first name. */
function reading(spec: string, check: number): Game {
  const game = step(dayOne(spec), { type: 'end-day' });
  return step(step(game, { type: 'inspector-check', target: check }), { type: 'next-step' });
}

const FOUR = 'PMMMICCCCCCCCC'; // 4 mafia at 1..4, the inspector at 5, 14 players: 3 of 4 suffice
const FIVE = 'PMMMMICCCCCCCCCC'; // 5 mafia at 1..5, 16 players: 3 of 5 suffice
const SARIKA = 'PMMISCCCCC'; // 3 mafia at 1..3, the inspector at 4, Aunt Sárika at 5

describe('RULES §3 the mafia kill one of their own only if he votes for himself', () => {
  it('3 of 4 at mafioso 4, who voted elsewhere: he lives, and the reading goes on', () => {
    const game = playNight(reading(FOUR, 6), { hands: { 1: 4, 2: 4, 3: 4, 4: 10 } });
    expect(game.state.players[3]!.alive).toBe(true);
    expect(game.state.players[9]!.alive).toBe(true);
    expect(game.state.nightHistory.at(-1)).toMatchObject({ victim: null });
  });

  it('3 of 4 at mafioso 4, who voted for himself: he dies', () => {
    const game = playNight(reading(FOUR, 6), { hands: { 1: 4, 2: 4, 4: 4, 3: 10 } });
    expect(game.state.players[3]!.alive).toBe(false);
  });

  it('3 of 5 at mafioso 5, who voted elsewhere: he lives', () => {
    const game = playNight(reading(FIVE, 7), { hands: { 1: 5, 2: 5, 3: 5, 4: 12, 5: 12 } });
    expect(game.state.players[4]!.alive).toBe(true);
  });

  it("Aunt Sárika's hand completes no kill of a mafioso who voted elsewhere", () => {
    const game = playNight(reading(SARIKA, 6), { hands: { 1: 3, 2: 3, 5: 3, 3: 8 } });
    expect(game.state.players[2]!.alive).toBe(true);
    expect(game.state.nightHistory.at(-1)).toMatchObject({ victim: null, sarika: null });
  });

  it("Aunt Sárika's hand completes the kill of a mafioso who voted for himself", () => {
    const game = playNight(reading(SARIKA, 6), { hands: { 1: 3, 3: 3, 5: 3, 2: 8 } });
    expect(game.state.players[2]!.alive).toBe(false);
    expect(game.state.nightHistory.at(-1)).toMatchObject({ victim: 3, sarika: 'completed' });
  });
});
