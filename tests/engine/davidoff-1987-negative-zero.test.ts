/**
 * Found by the shared property suite (CI, seed -18204744): a 1987 vote resolved with `yes: -0` was accepted and
 * recorded as −0, which a log written as JSON reads back as 0, so the replayed game differed from the live one.
 */
import { describe, expect, it } from 'vitest';
import { applyStep, createGame, decideStep, type EngineCommand, type Game } from '../../shared/engine/index.ts';
import { randomGameCommand, seededPick } from '../../shared/engine/simulate/random-game.ts';

describe('davidoff-1987: a vote count of −0', () => {
  it('is recorded as 0, so the log replays from JSON as it was played', () => {
    const created = createGame({
      rulesetId: 'davidoff-1987',
      players: Array.from({ length: 16 }, (_, i) => `P${i + 1}`),
      options: { mafiaCount: 1, majorityBasis: 'entitled', dealing: 'station', discipline: false },
    });
    if (!created.ok) throw new Error(created.error.code);
    let game: Game = created.value;
    const pick = seededPick(0);
    for (let i = 0; i < 500 && !(game.state as { vote?: unknown }).vote; i++) {
      const decided = decideStep(game, randomGameCommand(game, pick) as EngineCommand);
      if (decided.ok) game = applyStep(game, decided.value);
    }
    const decided = decideStep(game, { type: 'resolve-vote', yes: -0 } as unknown as EngineCommand);
    expect(decided.ok).toBe(true);
    if (!decided.ok) return;
    const resolved = decided.value.find((e) => e.type === 'vote-resolved') as { yes: number };
    expect(Object.is(resolved.yes, 0)).toBe(true);
  });
});
