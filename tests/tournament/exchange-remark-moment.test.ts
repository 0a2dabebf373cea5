import { describe, expect, it } from 'vitest';
import { effectiveEvents } from '../../shared/engine/index.ts';
import type { GameEvent } from '../../shared/engine/rulesets/city-mafia/types.ts';
import { exchangeText, parseExchangeText, rebuildGame, type MrGame } from '../../shared/exchange/index.ts';
import { exportedFiimGame, playedFiimGame } from '../fixtures/fiim-exchange-games.ts';

// Tryout 14 §2: through the MafiaRatings file, day 1's remarks came back at other moments against the
// nominations (played: remark 2 ×3, nomination by 5, remark 1; imported: nomination by 5, remark 1, remark 2 ×3).

/** The nominations and remarks of a log, in their order. */
function talk(log: Parameters<typeof effectiveEvents>[0]): string[] {
  return (effectiveEvents(log) as GameEvent[]).flatMap((e) =>
    e.type === 'nominated' ? [`nomination by ${e.by}`] : e.type === 'remark-given' ? [`remark ${e.seat}`] : [],
  );
}

describe('the MafiaRatings round trip keeps each remark at its moment', () => {
  it('nominations and remarks come back in the order they were given, in every exported game', () => {
    let withRemarks = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const played = playedFiimGame(seed);
      const game = exportedFiimGame(seed, {}, played);
      if (!game) continue;
      const parsed = parseExchangeText(
        exchangeText({ format: 'mafiaratings/games', version: 1, games: [game as MrGame] }),
      );
      if (!parsed.ok) throw new Error(`seed ${seed}: the file does not read back`);
      const rebuilt = rebuildGame(parsed.value.games[0]!);
      if (!rebuilt.ok) throw new Error(`seed ${seed}: the game does not rebuild`);
      const before = talk(played.log);
      if (before.some((t) => t.startsWith('remark'))) withRemarks++;
      expect(talk(rebuilt.value.log), `seed ${seed}`).toEqual(before);
    }
    expect(withRemarks).toBeGreaterThan(5);
  });
});
