/**
 * The lines of a game protocol, as each ruleset's describer (<id>/describe.ts, ProtocolDescriber) writes its
 * events: the part of the game they belong to and what happened in it. The protocol around them (its seats,
 * result and record) is shared/print/protocol-types.ts.
 */
import type { Seat } from '../core.ts';

/** What a day's show of hands decided. */
export type VoteSubject = 'accusation' | 'night-proposal' | 'support' | 'execution' | 'all-leave';

/** One line of a period: a nomination, a vote, a night action or check, a death, a remark, a removal. */
export type ProtocolEntry =
  /** A nomination (city-mafia) or an accusation (the other rulesets). */
  | { kind: 'nomination'; by: Seat; seat: Seat }
  /** A yes/no show of hands about `seats`; `no` and `needed` where the ruleset counts them. */
  | {
      kind: 'vote';
      subject: VoteSubject;
      seats: Seat[];
      yes: number;
      no: number | null;
      needed: number | null;
      voters: Seat[] | null;
      passed: boolean;
    }
  /** A vote among candidates (city-mafia): the hands for each, and who raised them. */
  | { kind: 'tally'; stage: 'main' | 'revote'; results: { seat: Seat; votes: number; voters: Seat[] | null }[] }
  /**
   * Something done at night (or a kamikaze's naming): `actor` names who acted (a role or the mafia),
   * `seats` who did it where known, `target` whom (null: nobody), `answer` the check's answer.
   */
  | { kind: 'action'; actor: string; seats: Seat[]; target: Seat | null; answer: string | null }
  /** A player leaves the game; `role` where the ruleset turns the card over at death; `by` a kamikaze or lover. */
  | { kind: 'death'; seat: Seat; cause: string; by: Seat | null; role: string | null }
  /** A remark; `count` is the player's remarks in this round after it. */
  | { kind: 'remark'; seat: Seat; count: number }
  /** A removal by the moderator, with its reason and note. */
  | { kind: 'removal'; seat: Seat; reason: string; note: string | null }
  /** Any other fact worth a line (message key `print.note.<code>`): an alibi, a pardon, a car crash, nobody died. */
  | { kind: 'note'; code: string; seats: Seat[] }
  /**
   * A mission that left the table (copag-mafia, RULES.md §5): its card, its characters' seats, the cards
   * turned over and their sum against the value to reach (after Vincenzo's `shift`); an aborted one has
   * no cards and no sum, and `by` names who aborted it.
   */
  | {
      kind: 'mission';
      number: number;
      name: string;
      colour: string;
      value: number;
      seats: Seat[];
      result: 'success' | 'sabotage' | 'aborted';
      cards: { colour: string; value: number }[] | null;
      sum: number | null;
      shift: number;
      target: number;
      by: Seat | null;
    };

/** A part of the game: the setup (the deal, night 0 of introductions), a day or a night. */
export interface ProtocolPeriod {
  kind: 'setup' | 'day' | 'night';
  round: number;
  entries: ProtocolEntry[];
}
