import { freeSeats, recruitCount } from './queries.ts';
import { CHARACTERS, deckFor } from './setup.ts';
import type { GameCommand, GameState } from './types.ts';

/** The host's shuffle (a cryptographic Fisher–Yates in the station, `shuffled` with a Pick in simulations). */
export type Shuffle = <T>(list: readonly T[]) => T[];

/**
 * A command with the random outcomes the host draws filled in (the engine never draws): the objectives
 * of a deal, the characters when they are drawn, and a new mission's recruits among the free characters
 * (rulebook "Missões em andamento": selected at random). Any other command is returned as given.
 */
export function withRandomOutcomes(state: GameState, command: GameCommand, shuffle: Shuffle): GameCommand {
  switch (command.type) {
    case 'deal':
      return { type: 'deal', roles: shuffle(deckFor(state.players.length)) };
    case 'assign-characters':
      return state.options.characters === 'drawn'
        ? { type: 'assign-characters', characters: shuffle(CHARACTERS).slice(0, state.players.length) }
        : command;
    case 'open-mission': {
      const recruits = command.card?.recruits;
      // A card with a bad count is left to the rules to refuse, with their message.
      if (typeof recruits !== 'number' || !Number.isInteger(recruits) || recruits < 0) return command;
      const free = freeSeats(state);
      return { ...command, recruited: shuffle(free).slice(0, recruitCount(free, recruits)) };
    }
    default:
      return command;
  }
}
