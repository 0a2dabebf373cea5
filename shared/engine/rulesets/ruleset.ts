// What a ruleset is to the rest of the house (the Ruleset interface, defineRuleset) and the shapes it hands out:
// playing cards, scoring facts, request schemas, phone cards, its simulator.
import type { GenericSchema } from 'valibot';
import type { ProtocolDescriber } from './protocol-describer.ts';
import type { ProjectorModel } from '../../projector/projector-model.ts';
import type { Translator } from '../../text/translator.ts';
import type { BaseState, Pick, PlayerCard, Result, Seat } from '../core.ts';
import type { Prompt } from '../prompt.ts';
import type { ViewerBody } from './viewer-body.ts';

/** A playing card that stands for a role on a printed sheet (french-deck's deck, RULES.md §2). */
export interface PlayingCard {
  rank: string;
  suit: string;
  role: string;
}

/**
 * What a ruleset's finished games give a tournament's scoring beyond their winner and each seat's team and role
 * (shared/tournament/scoring/ruleset-facts.ts reads them; the scoring form shows, and the station takes, only
 * what they allow). `best-move`: its sides read as red and black, and the first player killed at night names
 * the black ones he suspects (FIIM's best move and first-killed compensation Ci). `key-roles`: it deals a don
 * and a sheriff (the club evening's bonus, the tie-break by their wins). `first-night`: a player may be killed
 * on the first night, and the log says who (the tie-break by first-night deaths). `discipline`: the moderator
 * gives remarks and removes players (the penalties, the tie-break by fewest penalty points).
 */
export type ScoringFact = 'best-move' | 'key-roles' | 'first-night' | 'discipline';

/** The runtime schemas of a ruleset's requests: its commands as the moderator's window sends them, and a new game. */
export interface RulesetSchemas {
  command: GenericSchema;
  create: GenericSchema;
}

/**
 * What a ruleset provides, everything the rest of the house needs of it in one module: its setup rules,
 * its pure decide/evolve pair, its prompts and its views; its teams and winners, its event types, the
 * command of a recorded step, its request schemas, its protocol, its printed cards and its projector.
 * S is its state, E its events, C its commands, O its options, P its public view body, M its
 * moderator view body. A new ruleset is added to the registry (rulesets/index.ts) and nowhere else.
 */
export interface Ruleset<
  S extends BaseState = BaseState,
  E extends { type: string } = { type: string },
  C extends { type: string } = { type: string },
  O = unknown,
  P = unknown,
  M = unknown,
> {
  id: S['rulesetId'];
  minPlayers: number;
  maxPlayers: number;
  defaultOptions(players: number): O;
  /**
   * The same setup for a table of another size (a tournament's roles at a table a withdrawal left short):
   * only the roles that carry no power change. Without it, the options are used as they are.
   */
  fitOptions?(options: O, players: number): O;
  validateSetup(setup: {
    rulesetId: S['rulesetId'];
    players: string[];
    options: O;
  }): Result<{ rulesetId: S['rulesetId']; players: string[]; options: O }>;
  /** The roles to deal for this game; the host shuffles them with a cryptographic RNG. */
  deck(state: S): string[];
  initialState(setup: { rulesetId: S['rulesetId']; players: string[]; options: O }): S;
  decide(state: S, command: C): Result<E[]>;
  evolve(state: S, event: E): S;
  prompts(state: S): Prompt[];
  /** The public view's body: only what every player may know, built field by field. */
  publicView(state: S): P;
  /** The moderator view's body: everything the moderator needs to see. */
  moderatorView(state: S): M;
  /** One seat's role card, or null before the deal or for an unknown seat. */
  playerCard(state: S, seat: Seat): PlayerCard | null;
  /**
   * What a stream's viewers see once the organiser's delay has passed (issue 17): every role and the
   * nights' actions, built field by field (rulesets/<id>/viewer-view.ts). A ruleset without one gives
   * its viewers the roles of its role cards and no night (views/viewer-view.ts).
   */
  viewerView?(state: S): ViewerBody;
  /** The simulation policies (`npm run simulate`, property tests, benchmarks). */
  simulator: RulesetSimulator<S, C>;
  /** Its finished games carry scores, one per seat (RULES.md §1, davidoff-1987); the others' summaries have none. */
  scored?: boolean;
  /**
   * A moderator who plays no part knows every dealt role (RULES.md §1–4): the console can show them on the seats
   * (hidden until he asks: the laptop may be seen), and a stream's late viewer feed shows them with the nights'
   * actions. Absent where the station's operator is a player who sees only the roles the table sees (copag-mafia,
   * RULES.md §5: no moderator); there the console offers no roles switch.
   */
  moderatorSeesRoles?: true;
  /**
   * Its day speeches go seat by seat, each timed (RULES.md §4): the console's timer can start the next speaker's
   * as one speech ends. Absent: no speaking turns, and the console offers no such switch.
   */
  speakingTurns?: true;
  /**
   * Its prompts' parameters that list seats ("1, 4") the moderator reads as players ("Anna (1), Boris (4)"), beyond
   * every ruleset's `tied` and `candidates`. Absent: a `seats` parameter follows the word "seat" (City's "the
   * putana wakes (seat 3)") and stays numbers.
   */
  namedSeatLists?: readonly string[];
  /**
   * Nobody leaves the game (copag-mafia, RULES.md §5: no rule removes a player; the trunk only costs a turn): no
   * screen counts who is "still in", and the game-over table and the protocol have no column for how one left.
   */
  nobodyLeaves?: true;
  /**
   * What its games give a tournament's scoring beyond winners, teams and roles (ScoringFact); absent, nothing
   * (a plain win/loss). Its `scored` game score is the other such fact.
   */
  scoringFacts?: readonly ScoringFact[];
  /**
   * The side a judge's technical defeat ended a finished game against (a tournament's team kick-out: the station
   * writes it into the tournament's verdict of the game), read from the state the game ended on; null where the
   * rules ended it. Absent: its games have no such end.
   */
  technicalDefeat?(state: S): string | null;
  /** The sides that can win, as its engine names them (the scoring form's rows, the archive's results). */
  teams: readonly string[];
  /** What a finished game's summary may name as its winner: the teams, and 'draw' where the rules have one. */
  winners: readonly string[];
  /** Every event type the ruleset logs, checked complete where it is declared (a game record carries no other). */
  eventTypes: readonly E['type'][];
  /**
   * The command a recorded step stands for, read from the state just before the step and the step's
   * events (importing a record and correcting a past step decide it again); null when none makes them.
   */
  commandOfStep(state: S, events: readonly E[]): C | null;
  /** The schemas the station checks its requests against (rulesets/<id>/schemas.ts). */
  schemas: RulesetSchemas;
  /** How its events read in a printed protocol (rulesets/<id>/describe.ts). */
  protocol: ProtocolDescriber<S, E>;
  /**
   * False where the station prints no role cards: the game's own cards are dealt (copag-mafia's objective
   * cards come in its box, and the role-card sheet refuses it); absent, the new-game form offers them.
   */
  roleCards?: false;
  /** The playing cards that stand for the roles on a printed sheet, where the ruleset plays with a deck. */
  playingCards?(players: number, options: O): PlayingCard[];
  /**
   * The command with every random outcome the host draws filled in (the engine never draws), shuffled by
   * the host; without it, only a deal is drawn: its roles, the `deck` shuffled.
   */
  withRandomOutcomes?(state: S, command: C, shuffle: <T>(list: readonly T[]) => T[]): C;
  /** An event as the operator's timeline shows it, where the operator is a player who must not see it all (copag-mafia). */
  operatorEvent?(event: E): E;
  /**
   * A step's events as the moderator's timeline tells them, where an event alone would mislead (city-mafia: the
   * putana's guest, logged as killed, left with her): the same objects where told as logged, a new one where not
   * (the timeline step's `told`); the told events may word a field as the log does not. Absent: as logged.
   */
  timelineEvents?(events: readonly E[]): readonly { type: string }[];
  /**
   * What the projector draws of its public view (rulesets/<id>/projector.ts, the file the public pages find
   * it by: renderer/projector/model/index.ts): pure presentation.
   */
  projector(view: P & { gameId: string }, tr: Translator): ProjectorModel;
  /** What a player's own phone card does beyond showing his card, where it does more (copag-mafia); absent, nothing. */
  phoneCards?: PhoneCards<S, E, C>;
}

/**
 * A phone card's part in a game where the operator of the station is a player (RULES.md §5, issue 15): the card
 * gives the commands the operator's screen must not, and shows news only its player may read.
 */
export interface PhoneCards<S, E extends { type: string }, C> {
  /** Whether only the player's own card may give this command now, never the operator's screen. */
  onlyFromCard(state: S, command: C): boolean;
  /** Whether a seat's card offers its player's own command now (a Copag officer's police reveal). */
  offersCommand(state: S, seat: number): boolean;
  /** The seats whose card a step's events gave news to read (a Copag Consigliere's answer). */
  newsFor(state: S, events: readonly E[]): number[];
  /**
   * The game is dealt once, and the operator's view shows a role only once its player reveals it: a card's code
   * belongs to the deal, not to the roles the view shows (a reveal must not end the other cards' codes).
   */
  dealtOnce: true;
}

/** How a simulated game chooses its commands. Both return null once the game is over. */
export interface RulesetSimulator<S, C> {
  /**
   * Policy `random`: a command chosen uniformly among the legal choices at the current prompt (the
   * deal included: the roles shuffled with `pick`). Always legal.
   */
  random(state: S, pick: Pick): C | null;
  /**
   * Policy `random-lynch`, the textbook model: every day exactly one living player, chosen uniformly at
   * random, is eliminated; every night the mafia kill a living non-mafia player chosen uniformly at random
   * and succeed; other roles with a choice choose uniformly at random.
   */
  randomLynch(state: S, pick: Pick): C | null;
}

/**
 * A list of every member of the string union `All`, checked at compile time: a member left out fails
 * with `missing` naming it, so a new event type or team cannot be forgotten in the ruleset's lists.
 */
export function everyMember<All extends string>() {
  return <const L extends readonly All[]>(
    listed: L & ([Exclude<All, L[number]>] extends [never] ? unknown : { missing: Exclude<All, L[number]> }),
  ): L => listed;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseRuleset = Ruleset<any, any, any, any, any, any>;

/** The Ruleset a ruleset's own parts fix: its state, events, commands, options and view bodies, read from its functions. */
type RulesetOfParts<R extends RulesetParts> = Ruleset<
  ReturnType<R['initialState']>,
  Parameters<R['evolve']>[1],
  Parameters<R['decide']>[1],
  ReturnType<R['defaultOptions']>,
  ReturnType<R['publicView']>,
  ReturnType<R['moderatorView']>
>;

/** A ruleset's parts and its own fields; `winners` may be left out where only its teams can win. */
type RulesetParts = Omit<LooseRuleset, 'winners'> & { winners?: readonly string[] };

/** The ruleset defineRuleset makes of R: its winners are its teams where it names none. */
type Defined<R extends RulesetParts> = Omit<R, 'winners'> & {
  winners: R extends { winners: infer W } ? W : R['teams'];
};

/**
 * A ruleset module (issue 14): its parts under Ruleset's names (rulesets/<id>/parts.ts, spread in) and what
 * it names for itself, checked against the Ruleset its own functions fix, and kept with its exact types
 * (the literal id, the precise functions) so the registry's unions derive from it. Its winners are its
 * teams unless it names others (a draw, RULES.md §4).
 */
export function defineRuleset<const R extends RulesetParts>(
  ruleset: R & Omit<RulesetOfParts<R>, 'winners'>,
): Defined<R> {
  // Defined<R> says the same as this line; TypeScript cannot follow its conditional type through `??`.
  return { ...ruleset, winners: ruleset.winners ?? ruleset.teams } as unknown as Defined<R>;
}
