import type { EngineCommand, GameState } from '../../shared/engine/index.ts';

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
 * what the station draws: the host's random outcomes are the station's to draw (issue 15).
 */
export function windowCommandOf(state: GameState, command: EngineCommand): WindowCommand {
  const copag = state.rulesetId === 'copag-mafia';
  const c = command as { type: string; roles?: string[]; characters?: string[]; recruited?: number[]; card?: unknown };
  const drawn =
    copag && c.type === 'assign-characters' && (state.options as { characters?: string }).characters === 'drawn';
  if (c.type === 'deal') return { sent: { type: 'deal' }, planned: c.roles ?? null, partial: false };
  if (copag && c.type === 'open-mission')
    return { sent: { type: 'open-mission', card: c.card }, planned: c.recruited ?? null, partial: true };
  if (drawn) return { sent: { type: 'assign-characters' }, planned: c.characters ?? null, partial: true };
  return { sent: command, planned: null, partial: false };
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
