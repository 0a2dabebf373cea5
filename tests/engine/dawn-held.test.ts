/**
 * Issue 12 §3: the room sees the night's outcome only when the moderator announces it. The step that ends
 * a night (its victims, "nobody died", the day) is held from the public view until the moderator's
 * announce-dawn step (or any later step) follows it; the moderator's view says the dawn is waiting.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  decideStep,
  gameFromLog,
  moderatorView,
  publicView,
  publicViewOfGame,
  RULESETS,
  type Game,
} from '../../shared/engine/index.ts';
import { endsANight, played, walkUntil } from './engine-kit.ts';
import { finishedGame, playsNights } from '../fixtures/ruleset-games.ts';

const step = played;

/** Plays a seeded random game up to the first step that ends a night in a day; null if none came. */
function toFirstDawn(rulesetId: string, players: number, seed: number): { before: Game; after: Game } | null {
  const ruleset = Object.values(RULESETS).find((r) => r.id === rulesetId)!;
  const created = createGame({
    rulesetId,
    players: Array.from({ length: players }, (_, i) => `Player ${i + 1}`),
    options: ruleset.defaultOptions(players),
  } as never);
  if (!created.ok) throw new Error(created.error.code);
  return walkUntil(created.value, seed, endsANight);
}

const NIGHT_NEWS = new Set(['killed', 'nobody-died', 'day-began', 'took-along', 'died', 'eliminated', 'grocer-died']);

describe('the dawn is held from the room until the moderator announces it (issue 12 §3)', () => {
  for (const ruleset of Object.values(RULESETS)) {
    if (!playsNights(ruleset.id)) {
      // A ruleset without nights (copag-mafia): no step ever holds a dawn, and announce-dawn is refused.
      it(`${ruleset.id} has no night: no step of its game holds a dawn`, () => {
        const game = finishedGame(ruleset.id, 1);
        for (let step = 1; step <= game.log.at(-1)!.step; step++) {
          const upTo = gameFromLog(game.log.filter((entry) => entry.step <= step));
          expect(moderatorView(upTo, 'g').dawnHeld).toBe(false);
        }
        expect(decideStep(game, { type: 'announce-dawn' }).ok).toBe(false);
      });
      continue;
    }
    for (const seed of [1, 2, 3, 4, 5]) {
      it(`${ruleset.id}, seed ${seed}: the public view shows the night until announce-dawn`, () => {
        const dawn = toFirstDawn(ruleset.id, 10, seed);
        expect(dawn).not.toBeNull();
        const { before, after } = dawn!;
        const night = publicViewOfGame(before, 'g');
        const held = publicViewOfGame(after, 'g');
        // Nothing of the night's outcome: the same picture as during the night.
        expect(held).toEqual(night);
        expect(held.phase).toBe('night');
        const fresh = held.announcements.slice(night.announcements.length);
        expect(fresh.filter((a) => NIGHT_NEWS.has(a.kind))).toEqual([]);
        expect(held.players.filter((p) => 'alive' in p && !p.alive).map((p) => p.seat)).toEqual(
          night.players.filter((p) => 'alive' in p && !p.alive).map((p) => p.seat),
        );
        expect(moderatorView(after, 'g').dawnHeld).toBe(true);

        const announced = step(after, { type: 'announce-dawn' });
        // The room's view of the announced game: the day's state, with the seats' genders a game's view carries.
        const genders = Array.from({ length: 10 }, () => null);
        expect(publicViewOfGame(announced, 'g')).toEqual({ ...publicView(after.state, 'g'), genders });
        expect(moderatorView(announced, 'g').dawnHeld).toBe(false);
        expect(announced.state).toEqual(after.state);
        // Once announced there is nothing left to announce; an undo holds the dawn again.
        expect(decideStep(announced, { type: 'announce-dawn' }).ok).toBe(false);
        const undone = step(announced, { type: 'undo' });
        expect(publicViewOfGame(undone, 'g')).toEqual(night);
      });
    }
  }

  // tryout9: Space started the day's first timer under the dawn dialog, and the projector, still at night,
  // showed "Last word Carla (3)" (or, after a night nobody died, the first speech).
  for (const ruleset of Object.values(RULESETS).filter((r) => playsNights(r.id))) {
    it(`${ruleset.id}: the console offers no timer while the dawn is held, and the day's once announced`, () => {
      let timed = 0;
      for (const seed of [1, 2, 3, 4, 5]) {
        const { after } = toFirstDawn(ruleset.id, 10, seed)!;
        const held = moderatorView(after, 'g');
        expect(held.prompts.filter((prompt) => prompt.timer)).toEqual([]);
        // The prompts are the day's all the same: the moderator reads what comes next.
        expect(held.prompts.map((prompt) => prompt.key)).toEqual(ruleset.prompts(after.state).map((p) => p.key));
        const announced = moderatorView(step(after, { type: 'announce-dawn' }), 'g');
        expect(announced.prompts).toEqual(ruleset.prompts(after.state));
        timed += announced.prompts.filter((prompt) => prompt.timer).length;
      }
      // City times the day's first step (a last word, or the first speech), so its check above is not vacuous;
      // the others begin their day with an untimed step.
      if (ruleset.id === 'city-mafia') expect(timed).toBe(5);
    });
  }

  it('nothing to announce during a night or a day', () => {
    const dawn = toFirstDawn('city-mafia', 10, 1)!;
    expect(decideStep(dawn.before, { type: 'announce-dawn' })).toMatchObject({
      ok: false,
      error: { code: 'dawn.nothing-to-announce' },
    });
    expect(moderatorView(dawn.before, 'g').dawnHeld).toBe(false);
  });
});
