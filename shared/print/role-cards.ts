import {
  applyStep,
  createGame,
  decideStep,
  rulesetFor,
  type GameSetup,
  type Result,
  type RulesetId,
} from '../engine/index.ts';
import { fail, ok } from '../engine/result.ts';
import type { PlayingCard } from '../engine/rulesets/ruleset.ts';

/** The seats of a table printed when the request names none (a full club table). */
export const DEFAULT_CARD_TABLE = 10;

/** One role of the setup: how many cards carry it, and its team (null for a second role, dealt on top). */
export interface RoleCardRole {
  role: string;
  team: string | null;
  count: number;
  /** 'first': the role deal; 'second': mensa-hungariqa's separate deal of second roles ('none' is a blank). */
  deal: 'first' | 'second';
}

export type { PlayingCard };

/**
 * The cards to print for a table: every role of the setup with its count and team (the print page
 * adds each role's name and one-line description), and where the ruleset plays with a deck the playing cards that stand for them.
 */
export interface RoleCardSheet {
  rulesetId: RulesetId;
  players: number;
  roles: RoleCardRole[];
  playingCards: PlayingCard[] | null;
}

/** What `print.role-cards` asks for: a ruleset, its options (defaults for the rest), and the table size. */
export interface RoleCardRequest {
  rulesetId: RulesetId;
  options?: Record<string, unknown> | undefined;
  players?: number | undefined;
}

/**
 * The role cards of a setup, or the rule the setup breaks (the same checks as a new game). The deck comes
 * from the ruleset itself and each role's team from its own role card, so no rule is repeated here.
 */
export function roleCardSheet(request: RoleCardRequest): Result<RoleCardSheet> {
  const ruleset = rulesetFor(request.rulesetId);
  if (!ruleset) return fail('setup.unknown-ruleset', { ruleset: String(request.rulesetId) });
  const players = request.players ?? DEFAULT_CARD_TABLE;
  const defaults = ruleset.defaultOptions(players) as Record<string, unknown>;
  const options = { ...defaults, ...(request.options ?? {}) };
  // The cards are the same however they are dealt; the station's deal is replayed only to learn the teams.
  const dealt = 'dealing' in options ? { ...options, dealing: 'station' } : options;
  const names = Array.from({ length: players }, (_, i) => `Seat ${i + 1}`);
  const created = createGame({ rulesetId: request.rulesetId, players: names, options: dealt } as unknown as GameSetup);
  if (!created.ok) return created;
  const game = created.value;
  const deck = ruleset.deck(game.state as never);
  const decided = decideStep(game, { type: 'deal', roles: deck } as never);
  if (!decided.ok) return decided;
  const state = applyStep(game, decided.value).state;
  const roles: RoleCardRole[] = [];
  const add = (role: string, team: string | null, deal: RoleCardRole['deal']): void => {
    const found = roles.find((r) => r.role === role && r.deal === deal);
    if (found) found.count++;
    else roles.push({ role, team, count: 1, deal });
  };
  for (const player of state.players) {
    const card = ruleset.playerCard(state as never, player.seat);
    add(player.role ?? 'none', card?.team ?? null, 'first');
  }
  // mensa-hungariqa deals its second roles apart (RULES.md §3): a second deck with blanks.
  if (deck.some((card) => card.startsWith('second:'))) {
    for (const card of deck.filter((c) => c.startsWith('second:'))) add(card.slice('second:'.length), null, 'second');
  }
  // A ruleset played with ordinary cards (french-deck) says which cards stand for the roles.
  const playingCards = ruleset.playingCards?.(players, options) ?? null;
  return ok({ rulesetId: request.rulesetId, players, roles, playingCards });
}
