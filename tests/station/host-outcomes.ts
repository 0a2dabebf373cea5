import type { EngineCommand, Game } from '../../shared/engine/index.ts';
import { withHostOutcomes } from '../../shared/engine/game.ts';

/** A command as the window sends it (without the host's random outcomes), and what the station must draw for it. */
export interface WindowCommand {
  sent: unknown;
  /** The outcome the station's shuffle must give first (a deal's roles, Copag's characters or recruits), or null. */
  planned: readonly unknown[] | null;
  /** Whether the planned outcome is only the first few of the list drawn from (Copag), not a whole deck. */
  partial: boolean;
}

/**
 * Splits an engine command (as the simulator makes it, outcomes included) into what the window sends and
 * what the station draws (issue 15), as the ruleset's own `withRandomOutcomes` says (the registry's hook,
 * else a deal's roles): the fields the host fills in are the outcome, the rest is the window's. `game` is
 * the game before the command, as the station draws for it.
 */
export function windowCommandOf(game: Game, command: EngineCommand): WindowCommand {
  const drawn: (readonly unknown[])[] = [];
  const filled = withHostOutcomes(game, command, (list) => {
    drawn.push(list);
    return [...list];
  }) as unknown as Record<string, unknown>;
  const given = command as unknown as Record<string, unknown>;
  // The host's outcome is the field it fills from its shuffle: a new list where the command had its own.
  const outcome = Object.keys(filled).find((key) => Array.isArray(filled[key]) && filled[key] !== given[key]);
  if (drawn.length === 0 || outcome === undefined) return { sent: command, planned: null, partial: false };
  const { [outcome]: planned, ...sent } = given;
  const list = (planned ?? null) as readonly unknown[] | null;
  return { sent, planned: list, partial: list !== null && list.length < drawn[0]!.length };
}

/**
 * The station's shuffle for a test that plans the outcomes: the planned outcome first, then the rest of the
 * list; a whole deck must be the list itself.
 */
export function plannedShuffle(outcome: () => WindowCommand | null) {
  return <T>(list: readonly T[]): T[] => {
    const current = outcome();
    if (!current?.planned) throw new Error('a shuffle nobody planned');
    const rest = [...(list as readonly unknown[])];
    for (const item of current.planned) {
      const at = rest.indexOf(item);
      if (at < 0) throw new Error('the planned outcome is not drawn from the list');
      rest.splice(at, 1);
    }
    if (rest.length > 0 && !current.partial) throw new Error('the planned deal is not the deck');
    return [...current.planned, ...rest] as T[];
  };
}
