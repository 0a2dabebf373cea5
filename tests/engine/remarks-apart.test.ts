/**
 * Issue 12 §3: remarks go to their own counter, never into the announcement list, so that a string of
 * remarks ("Remark to Jakub (10) (3).") cannot push the night's news off the room's screen. The seat keeps
 * its count (the public player's `remarks`).
 */
import { describe, expect, it } from 'vitest';
import { createGame, publicViewOfGame, RULESETS, type EngineCommand, type Game } from '../../shared/engine/index.ts';
import { endsANight, played, walkUntil } from './engine-kit.ts';
import { playsNights } from '../fixtures/ruleset-games.ts';

const step = played;

/** A seeded random game (remarks and removals on) up to its first announced dawn with someone killed or nobody dead. */
function firstMorning(rulesetId: keyof typeof RULESETS, seed: number): Game | null {
  const ruleset = RULESETS[rulesetId];
  const options = {
    ...(ruleset.defaultOptions(12) as object),
    ...(rulesetId === 'city-mafia' ? {} : { discipline: true }),
  };
  const created = createGame({
    rulesetId,
    players: Array.from({ length: 12 }, (_, i) => `Player ${i + 1}`),
    options,
  } as never);
  if (!created.ok) throw new Error(created.error.code);
  const skip = (command: EngineCommand) => command.type === 'remark' || command.type === 'remove';
  const dawn = walkUntil(created.value, seed, endsANight, { skip });
  return dawn && step(dawn.after, { type: 'announce-dawn' });
}

const NEWS = new Set(['killed', 'nobody-died']);

describe('remarks stay out of the announcements (issue 12 §3)', () => {
  // The rulesets with nights: the news a string of remarks must not push off is a night's (copag-mafia has none).
  for (const rulesetId of (Object.keys(RULESETS) as (keyof typeof RULESETS)[]).filter(playsNights)) {
    it(`${rulesetId}: twelve remarks leave the night's news on screen, and each seat counts its own`, () => {
      let game = firstMorning(rulesetId, 7);
      expect(game).not.toBeNull();
      const news = publicViewOfGame(game!, 'g').announcements.filter((a) => NEWS.has(a.kind));
      expect(news.length).toBeGreaterThan(0);
      const living = game!.state.players.filter((p) => p.alive).map((p) => p.seat);
      const given = new Map<number, number>();
      for (let i = 0; i < 12; i++) {
        const seat = living[i % Math.min(6, living.length)]!;
        if ((given.get(seat) ?? 0) >= 2) continue;
        game = step(game!, { type: 'remark', seat } as EngineCommand);
        given.set(seat, (given.get(seat) ?? 0) + 1);
      }
      const view = publicViewOfGame(game!, 'g');
      expect(view.announcements.filter((a) => a.kind === 'remark')).toEqual([]);
      expect(view.announcements.filter((a) => NEWS.has(a.kind))).toEqual(news);
      for (const [seat, count] of given) expect((view.players[seat - 1] as { remarks?: number }).remarks).toBe(count);
    });
  }
});
