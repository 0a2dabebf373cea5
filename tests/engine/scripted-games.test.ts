import { describe, expect, it } from 'vitest';
import {
  applyStep,
  createGame,
  decideStep,
  rulesetFor,
  type EngineCommand,
  type Game,
  type GameSetup,
} from '../../shared/engine/index.ts';
import { SCRIPTED_GAMES } from '../fixtures/scripted-games.ts';

// The end-to-end tests play these scripts through the console; here the engine plays them alone, so a
// rule change that breaks a script fails fast, with the step that no longer holds.

describe('scripted whole games replay in the engine', () => {
  it.each(SCRIPTED_GAMES.map((g) => [g.name, g] as const))('%s reaches its winner', (_name, scripted) => {
    const ruleset = rulesetFor(scripted.setup.rulesetId)!;
    const options = {
      ...(ruleset.defaultOptions(scripted.setup.players.length) as object),
      ...(scripted.setup.options ?? {}),
    };
    const created = createGame({
      rulesetId: scripted.setup.rulesetId,
      players: scripted.setup.players,
      options,
    } as GameSetup);
    if (!created.ok) throw new Error(created.error.code);
    let game: Game = created.value;
    scripted.commands.forEach((command, index) => {
      const decided = decideStep(game, command as EngineCommand);
      if (!decided.ok) throw new Error(`step ${index} ${JSON.stringify(command)}: ${decided.error.code}`);
      game = applyStep(game, decided.value);
    });
    expect(game.state.outcome?.winner).toBe(scripted.winner);
  });
});
