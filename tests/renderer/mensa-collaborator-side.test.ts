/**
 * RULES.md §3: the collaborator is a citizen (he checks as one and counts as one for parity) who wins if the
 * mafia win. Tryout 11 read his row on the game-over projector with the citizens' blue bar while the protocol's
 * Seats table gave his team as «Maffia». The side shown is the side a player wins with, as his own card says:
 * the projector draws him in the mafia's colour, the protocol names the mafia as his team, and both mark him a
 * winner exactly when the mafia won.
 */
import { describe, expect, it } from 'vitest';
import { projectorModel } from '../../renderer/projector/model/index.ts';
import { playerView, publicView, rulesetFor, type Game, type GameSetup } from '../../shared/engine/index.ts';
import { playRandomGame, seededPick } from '../../shared/engine/simulate/random-game.ts';
import { buildProtocol } from '../../shared/print/protocol.ts';
import { englishTranslator } from '../fixtures/english-translator.ts';

/** A finished 10-player Mensa game with a collaborator, played at random from the seed. */
function finishedWithCollaborator(seed: number): Game {
  const ruleset = rulesetFor('mensa-hungariqa')!;
  const players = Array.from({ length: 10 }, (_, i) => `P${i + 1}`);
  const options = { ...(ruleset.defaultOptions(10) as object), collaborator: true };
  const setup = { rulesetId: 'mensa-hungariqa', players, options } as GameSetup;
  return playRandomGame(setup, seededPick(seed), { maxSteps: 20_000 });
}

describe('the Mensa collaborator at the end of the game (tryout 11)', () => {
  it.each([1, 2, 3, 4, 5, 6])('seed %i: the projector’s side and the protocol’s team agree with his card', (seed) => {
    const game = finishedWithCollaborator(seed);
    const collaborator = game.state.players.find((p) => p.role === 'collaborator')!;
    expect(collaborator, 'the deal has a collaborator').toBeDefined();
    const seat = collaborator.seat;
    const outcome = game.state.outcome as { winner: string; winners: number[] };
    expect(outcome, 'the game ended').not.toBeNull();

    const row = projectorModel(publicView(game.state, 'g'), englishTranslator()).result!.rows.find(
      (r) => r.seat === seat,
    )!;
    const line = buildProtocol('g', game.log).seats.find((s) => s.seat === seat)!;
    expect(playerView(game.state, seat)!.team).toBe('mafia');
    expect(row.side).toBe('mafia');
    expect(line.team).toBe('mafia');
    const won = outcome.winner === 'mafia';
    expect(row.won).toBe(won);
    expect(line.won).toBe(won);
  });
});
