/** Every message key city-mafia can emit has English text (shared/locales/rulesets/city-mafia.en.json). */
import { describe, expect, it } from 'vitest';
import { createGame, type Game as EngineGame } from '../../../shared/engine/index.ts';
import { seededPick } from '../../../shared/engine/simulate/random-game.ts';
import { CITY, playerNames, run } from './helpers.ts';
import type { Command, Game, GameSetup } from './helpers.ts';
import { englishTexts, sourceErrorCodes } from '../engine-kit.ts';

const { message } = englishTexts('city-mafia');

/** Whether the English locale has a text, or a group of texts, at this dotted key. */
function has(path: string): boolean {
  const node = message(path);
  return typeof node === 'string' || (node !== null && typeof node === 'object');
}

describe('the English locale of city-mafia', () => {
  it('has a message for every rule error code in the source', () => {
    const codes = sourceErrorCodes('city-mafia');
    expect(codes.size).toBeGreaterThan(40);
    expect([...codes].filter((code) => !has(`error.city-mafia.${code}`))).toEqual([]);
  });

  it('has a message for every prompt, announcement, role and team random games reach', () => {
    const keys = new Set<string>();
    const kinds = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const n = 6 + (seed % 11);
      const setup: GameSetup = {
        rulesetId: 'city-mafia',
        players: playerNames(n),
        options: { ...CITY.defaultOptions(n), dealing: seed % 2 ? 'physical' : 'station' },
      };
      const created = createGame(setup);
      if (!created.ok) throw new Error(created.error.code);
      let game = created.value as EngineGame as Game;
      const pick = seededPick(seed);
      for (let i = 0; i < 2000; i++) {
        for (const p of CITY.prompts(game.state)) keys.add(p.key);
        for (const a of game.state.announcements) kinds.add(a.kind);
        const command = CITY.simulator.random(game.state, pick) as Command | null;
        if (!command) break;
        game = run(game, command);
      }
    }
    expect([...keys].filter((k) => !has(k))).toEqual([]);
    const shared = ['game-started', 'day-began', 'night-fell', 'killed', 'executed', 'nobody-died', 'game-over'];
    expect([...kinds].filter((k) => !shared.includes(k) && !has(`announcement.${k}`))).toEqual([]);
    for (const role of ['civilian', 'sheriff', 'doctor', 'putana', 'mafioso', 'don', 'maniac'])
      expect(has(`role.city-mafia.${role}`)).toBe(true);
    for (const team of ['red', 'black', 'maniac', 'draw']) expect(has(`team.city-mafia.${team}`)).toBe(true);
    for (const phase of [
      'setup',
      'introduction',
      'morning',
      'discussion',
      'voting',
      'defence',
      'last-words',
      'night',
      'ended',
    ])
      expect(has(`phase.city-mafia.${phase}`)).toBe(true);
  });
});
