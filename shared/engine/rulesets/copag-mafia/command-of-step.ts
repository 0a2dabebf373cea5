/** The command a recorded copag-mafia step stands for (the archive logs events, not commands). */
import { readSteps, SHARED_STEPS } from '../step-table.ts';
import { seatAround } from './queries.ts';
import type { GameCommand, GameEvent, GameState } from './types.ts';

/**
 * The command that makes the rules decide exactly these events, read from the step's events (the first is
 * the operator's fact; an ability used with a contribution or a card comes first and the act follows).
 */
export const commandOfStep = readSteps<GameState, GameEvent, GameCommand>({
  'characters-assigned': (first) => ({ type: 'assign-characters', characters: first.characters }),
  'objectives-dealt': SHARED_STEPS['roles-dealt'],
  'cards-dealt': SHARED_STEPS['cards-dealt'],
  'mission-opened': (first) => ({ type: 'open-mission', card: first.card, recruited: first.members }),
  'card-placed': (first) => ({ type: 'contribute', mission: first.mission, card: first.open }),
  'placement-blocked': (first) => ({ type: 'contribute', mission: first.mission, blockedBy: first.by }),
  'turn-passed': () => ({ type: 'pass' }),
  'turn-lost': () => ({ type: 'skip-turn' }),
  'card-used': (first, state, events) => playOf(state, first, events),
  'ability-used': (first, _state, events) => abilityOf(first, events),
  'mission-revealed': (first) => ({ type: 'reveal-mission', cards: first.cards }),
  'mission-ended': () => ({ type: 'vincenzo', shift: 0 }),
  'police-revealed': (first) => ({ type: 'reveal-police', seat: first.seat }),
  'omerta-broken': (first) => ({ type: 'break-omerta', seat: first.seat }),
});

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
