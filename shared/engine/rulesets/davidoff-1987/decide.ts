import { fail, ok } from '../../result.ts';
import type { Result } from '../../core.ts';
import type { GameCommand, GameEvent, GameState, Role, Seat } from './types.ts';
import { isMuted } from '../discipline.ts';
import { decideRemark, decideRemove } from './decide-discipline.ts';
import { entitledVoters, voteBar } from './ballot.ts';
import { emitterFor } from './emitter.ts';
import { votesNeeded } from './majority.ts';
import { isLiving, livingMafia } from './queries.ts';
import { deckFor } from './setup.ts';

const R = 'davidoff-1987';

/** Decides a davidoff-1987 command against the state: the events it causes, or the rule it breaks. */
export function decide(state: GameState, command: GameCommand): Result<GameEvent[]> {
  if (state.phase === 'ended') return fail(`${R}.game-over`);
  switch (command.type) {
    case 'deal':
      return decideDeal(state, command.roles);
    case 'cards-dealt':
      if (state.phase !== 'setup') return wrongPhase(command.type, state);
      if (!isPhysical(state)) return fail(`${R}.station-deals`);
      return ok([{ type: 'cards-dealt' }]);
    case 'record-mafia':
      return decideRecordMafia(state, command.seats);
    case 'end-sunrise':
      if (state.phase !== 'sunrise') return wrongPhase(command.type, state);
      // With real cards, the moderator must have seen and recorded the mafia before the day.
      if (state.players.some((p) => p.role === null))
        return fail(`${R}.mafia-not-recorded`, { mafia: state.options.mafiaCount });
      return endSunrise(state);
    case 'accuse':
      return decideAccuse(state, command.accuser, command.accused);
    case 'propose-night': {
      const refused = requireOpenDay(state, command.type);
      if (refused) return refused;
      if (!isSeat(state, command.proposer) || !isLiving(state, command.proposer)) {
        return fail(`${R}.proposer-must-be-living`, { seat: command.proposer });
      }
      return ok([{ type: 'night-proposed', proposer: command.proposer }]);
    }
    case 'resolve-vote':
      return decideVote(state, command.yes, command.no ?? null, command.voters ?? null);
    case 'cancel-vote':
      if (state.phase !== 'day' || !state.vote) return fail(`${R}.no-vote-under-way`);
      return ok([{ type: 'vote-cancelled' }]);
    case 'night-note':
      return decideNote(state, command.seat, command.target);
    case 'resolve-night':
      return decideNight(state);
    case 'remark':
      return decideRemark(state, command.seat);
    case 'remove':
      return decideRemove(state, command.seat, command.reason, command.note);
    default:
      return fail(`${R}.unknown-command`, { command: String((command as { type?: unknown }).type) });
  }
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
  let yes = yesCount;
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
    yes = voters.length;
  }
  if (!Number.isInteger(yes) || yes < 0 || yes > entitled.length) {
    return fail(`${R}.vote-count-out-of-range`, { max: entitled.length });
  }
  // A count of −0 is 0: a log written as JSON keeps no sign on zero, and the replay must read what was played.
  yes += 0;
  const basis = state.options.majorityBasis;
  if (noCount !== null && (!Number.isInteger(noCount) || noCount < 0 || yes + noCount > entitled.length)) {
    return fail(`${R}.vote-count-out-of-range`, { max: entitled.length });
  }
  if (basis === 'cast' && noCount === null) return fail(`${R}.votes-against-needed`);
  const needed = votesNeeded(state, vote, basis);
  // Discipline option: when every living player has the 4-remark penalty nobody may vote, and nobody may
  // accuse; a proposal of night then carries, or the day could never end.
  const passed =
    entitled.length === 0 && vote.kind === 'night-proposal'
      ? true
      : needed === null
        ? yes > (noCount ?? 0)
        : yes >= needed;

  const out = emitterFor(state);
  out.emit({
    type: 'vote-resolved',
    yes,
    no: noCount === null ? null : noCount + 0,
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
