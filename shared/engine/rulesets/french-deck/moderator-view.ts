import { viewHead } from '../view-fields.ts';
import { ballotFrom, moderatorSeat, type ModeratorConsoleFields } from '../console-fields.ts';
import { ballotOf } from './ballot.ts';
import { cardsFor } from './cards.ts';
import { entitledVoters, rolesKnown, votesNeeded } from './queries.ts';
import { roleCounts } from './setup.ts';
import type {
  Accusation,
  Announcement,
  DeckCard,
  FrenchDeckOptions,
  GameState,
  NightRecord,
  NightState,
  Outcome,
  Phase,
  PlayerState,
  Role,
  VoteRecord,
} from './types.ts';

/** Everything the moderator of a french-deck game sees: the whole state, with the numbers worked out. */
export interface FrenchDeckModeratorBody extends ModeratorConsoleFields<Phase> {
  rulesetId: 'french-deck';
  options: FrenchDeckOptions;
  phase: Phase;
  round: number;
  players: PlayerState[];
  /** The cards to take out of a 32-card deck for this table, with the role each stands for. */
  cards: DeckCard[];
  /** How many of each role the table holds. */
  roleCounts: Record<Role, number>;
  /** False only with physical dealing, in night 1, until every seat's card is recorded. */
  rolesKnown: boolean;
  /** The night under way: the victim and the angel's check with the answer to nod. */
  night: NightState | null;
  nightHistory: NightRecord[];
  accusation: Accusation | null;
  acquitted: GameState['acquitted'];
  votes: VoteRecord[];
  /**
   * The players entitled to vote (every living one, less any with the 4-remark penalty of the discipline
   * option) and the hands a guilty verdict needs.
   */
  living: number;
  needed: number;
  announcements: Announcement[];
  outcome: Outcome | null;
}

/** The moderator's body of a french-deck game's view. */
export function moderatorBody(state: GameState): FrenchDeckModeratorBody {
  const n = state.players.length;
  const living = entitledVoters(state).length;
  const needed = votesNeeded(state);
  return {
    ...viewHead(state),
    options: state.options,
    players: state.players,
    seats: state.players.map((p) => moderatorSeat(p, p.eliminated)),
    cards: cardsFor(n, state.options),
    roleCounts: roleCounts(n, state.options),
    rolesKnown: rolesKnown(state),
    night: state.night,
    nightHistory: state.nightHistory,
    accusation: state.accusation,
    acquitted: state.acquitted,
    votes: state.votes,
    living,
    needed,
    ballot: ballotFrom(state.players, ballotOf(state), living, { kind: 'hands', needed }),
    announcements: state.announcements,
    outcome: state.outcome,
  };
}
