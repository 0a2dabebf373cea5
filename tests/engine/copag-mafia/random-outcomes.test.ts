/**
 * The host's part (the engine never draws): a command as the operator's window sends it, without its
 * random outcomes, completed by `withRandomOutcomes` with the host's shuffle, is always legal.
 */
import { describe, expect, it } from 'vitest';
import { seededPick, shuffled } from '../../../shared/engine/pick.ts';
import { withRandomOutcomes } from '../../../shared/engine/rulesets/copag-mafia/random-outcomes.ts';
import { CM, eventsOf, newGame, played, type GameCommand } from './helpers.ts';

/** The command without what the host draws: the deal's objectives, drawn characters, a mission's recruits. */
function asSent(command: GameCommand, drawn: boolean): GameCommand {
  if (command.type === 'deal') return { type: 'deal', roles: [] };
  if (command.type === 'assign-characters' && drawn) return { type: 'assign-characters', characters: [] };
  if (command.type === 'open-mission') return { type: 'open-mission', card: command.card, recruited: [] };
  return command;
}

describe('copag-mafia random outcomes through the host', () => {
  it.each([3, 5, 8])("plays whole %i-player games from the window's commands completed by the host", (n) => {
    for (const characters of ['chosen', 'drawn'] as const) {
      const pick = seededPick(n * 7 + (characters === 'drawn' ? 1 : 0));
      const shuffle = <T>(list: readonly T[]) => shuffled(list, pick);
      let game = newGame(n, { characters });
      for (let i = 0; i < 5_000 && game.state.phase !== 'ended'; i++) {
        const command = CM.simulator.random(game.state, pick)!;
        game = played(game, withRandomOutcomes(game.state, asSent(command, characters === 'drawn'), shuffle));
      }
      expect(game.state.phase).toBe('ended');
      const opened = eventsOf(game).filter((e) => e.type === 'mission-opened');
      expect(opened.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('leaves a mission card with a bad recruit count for the rules to refuse', () => {
    const game = newGame(3);
    const command: GameCommand = {
      type: 'open-mission',
      card: { name: 'X', recruits: -1, cards: 3, value: 3, colour: 'blue' },
      recruited: [],
    };
    expect(withRandomOutcomes(game.state, command, (l) => [...l])).toBe(command);
  });
});
