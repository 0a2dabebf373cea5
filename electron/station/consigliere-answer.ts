import type { Game } from '../../shared/engine/index.ts';

/**
 * The seats whose phone card a step's events gave news (RULES.md §5, issue 15): a Copag Consigliere's asker,
 * with the station's deal, now has the looked-at objective on his card, and has not read it yet. With real
 * objective cards the station knows no objective, and the player looks at the card itself.
 */
export function seatsWithNewAnswer(game: Game, events: readonly { type: string }[]): number[] {
  const { state } = game;
  if (state.rulesetId !== 'copag-mafia' || state.options.dealing !== 'station') return [];
  return events.flatMap((event) =>
    event.type === 'objective-seen' ? [(event as { type: string; viewer: number }).viewer] : [],
  );
}
