import type { ViewerBody } from '../viewer-body.ts';
import { teamOf } from './queries.ts';
import type { GameState } from './types.ts';

/**
 * What a stream's viewers see of a Copag game, however late the feed (issue 15: "the stream never shows an
 * objective"): the objectives the room knows — a police officer who revealed himself is public to the end —
 * and every objective once the game has ended (the result reveals them all). There are no nights.
 */
export function viewerBody(state: GameState): ViewerBody {
  const ended = state.phase === 'ended';
  return {
    seats: state.players.map((player) => {
      // As the room's view: with physical dealing the station knows a revealed officer only by his reveal.
      const role = ended ? player.role : player.revealed ? 'police' : null;
      return { seat: player.seat, role, team: role === null ? null : teamOf(role), second: null };
    }),
    nights: [],
  };
}
