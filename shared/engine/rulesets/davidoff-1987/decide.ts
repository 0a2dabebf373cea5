import { fail, ok } from '../../result.ts';
import type { Result } from '../../core.ts';
import { wholeNumberIn } from '../../whole-number.ts';
import type { GameCommand, GameEvent, GameState, Role, Seat } from './types.ts';
import { runCommand, type CommandTable } from '../command-table.ts';
import { isMuted } from '../discipline.ts';
import { DISCIPLINE_COMMANDS } from './decide-discipline.ts';
import { entitledVoters, voteBar } from './ballot.ts';
import { emitterFor } from './emitter.ts';
import { votesNeeded } from './majority.ts';
import { isLiving, livingMafia } from './queries.ts';
import { deckFor } from './setup.ts';

const R = 'davidoff-1987';

/** The davidoff-1987 commands, each to the decider that checks its fields and rules. */
const COMMANDS: CommandTable<GameState, GameCommand, [], Result<GameEvent[]>> = {
  deal: (state, c) => decideDeal(state, c.roles),
  'cards-dealt': decideCardsDealt,
  'record-mafia': (state, c) => decideRecordMafia(state, c.seats),
  'end-sunrise': decideEndSunrise,
  accuse: (state, c) => decideAccuse(state, c.accuser, c.accused),
  'propose-night': (state, c) => decideProposeNight(state, c.proposer),
  'resolve-vote': (state, c) => decideVote(state, c.yes, c.no ?? null, c.voters ?? null),
  'cancel-vote': decideCancelVote,
  'night-note': (state, c) => decideNote(state, c.seat, c.target),
  'resolve-night': (state) => decideNight(state),
  ...DISCIPLINE_COMMANDS,
};

/** Decides a davidoff-1987 command against the state: the events it causes, or the rule it breaks. */
export function decide(state: GameState, command: GameCommand): Result<GameEvent[]> {
  return runCommand(R, COMMANDS, state, command);
}

/** The moderator has handed out real cards; the station deals no roles itself. */
function decideCardsDealt(state: GameState): Result<GameEvent[]> {
  if (state.phase !== 'setup') return wrongPhase('cards-dealt', state);
  if (!isPhysical(state)) return fail(`${R}.station-deals`);
  return ok([{ type: 'cards-dealt' }]);
}

/** The sunrise ends and the first day begins. */
function decideEndSunrise(state: GameState): Result<GameEvent[]> {
  if (state.phase !== 'sunrise') return wrongPhase('end-sunrise', state);
  // With real cards, the moderator must have seen and recorded the mafia before the day.
  if (state.players.some((p) => p.role === null))
    return fail(`${R}.mafia-not-recorded`, { mafia: state.options.mafiaCount });
  return endSunrise(state);
}

/** A living player proposes to end the day and go to the night. */
function decideProposeNight(state: GameState, proposer: Seat): Result<GameEvent[]> {
  const refused = requireOpenDay(state, 'propose-night');
  if (refused) return refused;
  if (!isSeat(state, proposer) || !isLiving(state, proposer)) {
    return fail(`${R}.proposer-must-be-living`, { seat: proposer });
  }
  return ok([{ type: 'night-proposed', proposer }]);
}

/** The moderator calls off the vote under way. */
function decideCancelVote(state: GameState): Result<GameEvent[]> {
  if (state.phase !== 'day' || !state.vote) return fail(`${R}.no-vote-under-way`);
  return ok([{ type: 'vote-cancelled' }]);
}

/** The day begins; removals at the sunrise (real cards, roles not yet known) may already have decided the game. */
function endSunrise(state: GameState): Result<GameEvent[]> {
  const out = emitterFor(state);
  out.emit({ type: 'sunrise-ended' });
  out.endIfWon();
  return ok(out.events);
}

function wrongPhase(command: string, state: GameState): Result<never> {
  return fail(`${R}.wrong-phase`, { command, phase: state.phase });
}

function isSeat(state: GameState, seat: Seat): boolean {
  return Number.isInteger(seat) && seat >= 1 && seat <= state.players.length;
}

/** Accusations and proposals need the day, with no other vote under way. */
function requireOpenDay(state: GameState, command: string): Result<never> | null {
  if (state.phase !== 'day') return wrongPhase(command, state);
  if (state.vote) return fail(`${R}.vote-under-way`);
  return null;
}

/** Whether real cards are dealt (RULES.md, "Things every ruleset shares"). */
function isPhysical(state: GameState): boolean {
  return state.options.dealing === 'physical';
}

/**
 * Real cards: while the dealer counts to 20 the mafia open their eyes (RULES.md §1), and the moderator
 * records their seats. The count must be the setup's; everyone else holds a red card.
 */
function decideRecordMafia(state: GameState, seats: Seat[]): Result<GameEvent[]> {
  if (state.phase !== 'sunrise') return wrongPhase('record-mafia', state);
  if (!isPhysical(state)) return fail(`${R}.station-deals`);
  const unique = new Set(seats);
  if (unique.size !== seats.length || seats.some((s) => !isSeat(state, s))) return fail(`${R}.mafia-seats-invalid`);
  if (seats.length !== state.options.mafiaCount) {
    return fail(`${R}.deal-must-match-setup`, { players: state.players.length, mafia: state.options.mafiaCount });
  }
  return ok([{ type: 'mafia-recorded', seats: [...seats].sort((a, b) => a - b) }]);
}

function decideDeal(state: GameState, roles: Role[]): Result<GameEvent[]> {
  if (state.phase !== 'setup') return wrongPhase('deal', state);
  if (isPhysical(state)) return fail(`${R}.cards-are-physical`);
  const expected = deckFor(state.players.length, state.options);
  const count = (list: Role[], role: Role) => list.filter((r) => r === role).length;
  if (
    // The command may come from anywhere: a deal without a list of roles is refused, never thrown.
    !Array.isArray(roles) ||
    roles.length !== expected.length ||
    count(roles, 'mafia') !== count(expected, 'mafia') ||
    count(roles, 'honest') !== count(expected, 'honest')
  ) {
    return fail(`${R}.deal-must-match-setup`, { players: expected.length, mafia: count(expected, 'mafia') });
  }
  return ok([{ type: 'roles-dealt', roles: [...roles] }]);
}

function decideAccuse(state: GameState, accuser: Seat, accused: Seat): Result<GameEvent[]> {
  const refused = requireOpenDay(state, 'accuse');
  if (refused) return refused;
  if (!isSeat(state, accuser) || !isLiving(state, accuser))
    return fail(`${R}.accuser-must-be-living`, { seat: accuser });
  // Discipline option: four remarks yesterday take today's accusation (RULES.md §4, city-mafia's thresholds).
  if (isMuted(state.players[accuser - 1])) return fail(`${R}.accuser-penalised`, { seat: accuser });
  if (!isSeat(state, accused) || !isLiving(state, accused))
    return fail(`${R}.accused-must-be-living`, { seat: accused });
  if (accuser === accused) return fail(`${R}.no-self-accusation`, { seat: accuser });
  return ok([{ type: 'accusation-made', accuser, accused }]);
}

function decideVote(
  state: GameState,
  yesCount: number,
  noCount: number | null,
  voters: Seat[] | null,
): Result<GameEvent[]> {
  const vote = state.vote;
  if (state.phase !== 'day' || !vote) return fail(`${R}.no-vote-under-way`);
  const entitled = entitledVoters(state, vote);
  let counted: unknown = yesCount;
  // The command may come from anywhere: voters that are not a list are refused, never thrown.
  if (voters !== null && !Array.isArray(voters)) return fail(`${R}.vote-count-out-of-range`, { max: entitled.length });
  if (voters) {
    const unique = new Set(voters);
    if (unique.size !== voters.length) return fail(`${R}.voter-counted-twice`);
    // Seat by seat, the reasons the moderator's ballot shows before anyone types (ballot.ts).
    for (const seat of voters) {
      const bar = voteBar(state, seat);
      if (bar) return fail(bar, { seat });
    }
    counted = voters.length;
  }
  const yes = wholeNumberIn(counted, 0, entitled.length);
  if (yes === null) return fail(`${R}.vote-count-out-of-range`, { max: entitled.length });
  const basis = state.options.majorityBasis;
  const no = noCount === null ? null : wholeNumberIn(noCount, 0, entitled.length - yes);
  if (noCount !== null && no === null) return fail(`${R}.vote-count-out-of-range`, { max: entitled.length });
  if (basis === 'cast' && noCount === null) return fail(`${R}.votes-against-needed`);
  const needed = votesNeeded(state, vote, basis);
  // Discipline option: when every living player has the 4-remark penalty nobody may vote, and nobody may
  // accuse; a proposal of night then carries, or the day could never end.
  const passed =
    entitled.length === 0 && vote.kind === 'night-proposal' ? true : needed === null ? yes > (no ?? 0) : yes >= needed;

  const out = emitterFor(state);
  out.emit({
    type: 'vote-resolved',
    yes,
    no,
    voters: voters ? [...voters].sort((a, b) => a - b) : null,
    needed,
    passed,
  });
  if (passed && vote.kind === 'accusation') {
    out.emit({ type: 'player-eliminated', seat: vote.accused, cause: 'executed' });
    out.endIfWon();
  } else if (passed && vote.kind === 'night-proposal') {
    out.emit({ type: 'night-fell' });
  }
  return ok(out.events);
}

function decideNote(state: GameState, seat: Seat, target: Seat): Result<GameEvent[]> {
  if (state.phase !== 'night') return wrongPhase('night-note', state);
  // RULES.md §1: honest players write "honest"; only a living mafioso's name counts.
  if (!isSeat(state, seat) || !livingMafia(state).includes(seat))
    return fail(`${R}.note-writer-must-be-living-mafioso`, { seat });
  if (!isSeat(state, target) || !isLiving(state, target))
    return fail(`${R}.note-target-must-be-living`, { seat: target });
  return ok([{ type: 'night-note-recorded', seat, target }]);
}

function decideNight(state: GameState): Result<GameEvent[]> {
  if (state.phase !== 'night') return wrongPhase('resolve-night', state);
  const mafia = livingMafia(state);
  const missing = mafia.filter((s) => !state.nightNotes.some((n) => n.seat === s));
  if (missing.length > 0) return fail(`${R}.notes-missing`, { seats: missing.join(', ') });
  const targets = new Set(state.nightNotes.map((n) => n.target));
  // RULES.md §1: the kill succeeds only if all living mafiosi wrote the same name; a lone mafioso always succeeds.
  // A name removed from the game since it was written kills nobody (discipline option).
  const victim = targets.size === 1 && isLiving(state, [...targets][0]!) ? [...targets][0]! : null;
  const out = emitterFor(state);
  out.emit({ type: 'night-resolved', victim });
  if (victim !== null) {
    out.emit({ type: 'player-eliminated', seat: victim, cause: 'killed' });
    if (out.endIfWon()) return ok(out.events);
  }
  out.emit({ type: 'day-began' });
  return ok(out.events);
}
