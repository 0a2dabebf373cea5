/** The command a recorded copag-mafia step stands for (the archive logs events, not commands). */
import { seatAround } from './queries.ts';
import type { GameCommand, GameEvent, GameState } from './types.ts';

/**
 * The command that makes the rules decide exactly these events from `state`, read from the step's
 * events (the first is the operator's fact; an ability used with a contribution or a card comes first
 * and the act follows). Null when no command starts with that event.
 */
export function commandOfStep(state: GameState, events: readonly GameEvent[]): GameCommand | null {
  const first = events[0];
  if (!first) return null;
  switch (first.type) {
    case 'characters-assigned':
      return { type: 'assign-characters', characters: first.characters };
    case 'objectives-dealt':
      return { type: 'deal', roles: first.roles };
    case 'cards-dealt':
      return { type: 'cards-dealt' };
    case 'mission-opened':
      return { type: 'open-mission', card: first.card, recruited: first.members };
    case 'card-placed':
      return { type: 'contribute', mission: first.mission, card: first.open };
    case 'placement-blocked':
      return { type: 'contribute', mission: first.mission, blockedBy: first.by };
    case 'turn-passed':
      return { type: 'pass' };
    case 'turn-lost':
      return { type: 'skip-turn' };
    case 'card-used':
      return playOf(state, first, events);
    case 'ability-used':
      return abilityOf(first, events);
    case 'mission-revealed':
      return { type: 'reveal-mission', cards: first.cards };
    case 'mission-ended':
      return { type: 'vincenzo', shift: 0 };
    case 'police-revealed':
      return { type: 'reveal-police', seat: first.seat };
    case 'omerta-broken':
      return { type: 'break-omerta', seat: first.seat };
    default:
      return null;
  }
}

function playOf(
  state: GameState,
  first: Extract<GameEvent, { type: 'card-used' }>,
  events: readonly GameEvent[],
): GameCommand {
  const [target, other] = first.targets.seats;
  const francesca = events.some((e) => e.type === 'ability-used' && e.character === 'francesca');
  const base = { type: 'play-card' as const, card: first.card, ...(francesca ? { francesca: true } : {}) };
  switch (first.card) {
    case 'tommy-gun':
      // The first player hit is the one beside the shooter in the direction fired.
      return { ...base, direction: target === seatAround(state, first.seat, 1) ? 'next' : 'previous' };
    case 'troca':
      return { ...base, target: target ?? null, other: other ?? null };
    case 'reforco':
    case 'emboscada':
      return { ...base, target: target ?? null, mission: first.targets.mission };
    default:
      return { ...base, target: target ?? null };
  }
}

function abilityOf(
  first: Extract<GameEvent, { type: 'ability-used' }>,
  events: readonly GameEvent[],
): GameCommand | null {
  const second = events[1];
  switch (first.character) {
    case 'salvatore': {
      const act = events.find((e) => e.type === 'card-placed' || e.type === 'placement-blocked');
      if (act?.type === 'card-placed')
        return { type: 'contribute', mission: act.mission, card: act.open, salvatore: true };
      if (act?.type === 'placement-blocked')
        return { type: 'contribute', mission: act.mission, salvatore: true, blockedBy: act.by };
      return null;
    }
    case 'lorenzo':
      return second?.type === 'placement-blocked'
        ? { type: 'contribute', mission: second.mission, blockedBy: second.by }
        : null;
    case 'vincenzo': {
      const ended = events.find((e) => e.type === 'mission-ended');
      return ended?.type === 'mission-ended' ? { type: 'vincenzo', shift: ended.shift } : null;
    }
    case 'enrico':
      return { type: 'use-ability', character: 'enrico' };
    case 'giovanna':
      return { type: 'use-ability', character: 'giovanna', target: first.target };
    case 'peppe':
      return { type: 'use-ability', character: 'peppe' };
    case 'tony':
      return { type: 'use-ability', character: 'tony', target: first.target };
    case 'francesca':
      return null;
  }
}
