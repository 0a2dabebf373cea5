/** Remarks and removals (RULES.md §4 "Замечания и удаление из игры"). */
import { fail } from '../../result.ts';
import type { Emitter } from './emitter.ts';
import { isLiving } from './queries.ts';
import { teamOf } from './setup.ts';
import { R, wrongPhase, type Handled } from './rule-errors.ts';
import { MAX_NOTE_LENGTH, REMARKS_TO_REMOVAL, REMOVAL_REASONS, type RemovalReason } from '../discipline.ts';
import type { GameState, Phase } from './types.ts';

// The thresholds and reasons are the other rulesets' discipline option's: city-mafia's rules are its source.
export { MAX_NOTE_LENGTH, REMARKS_TO_REMOVAL, REMOVAL_REASONS };

const DAY_PHASES: readonly Phase[] = ['morning', 'discussion', 'voting', 'defence', 'last-words'];

/**
 * A remark, given aloud during the day (speaking out of turn, improper address). The count is of the
 * round: 3 silence the player next round, 4 also take his nomination and vote (applied at night fall);
 * the 5th removes him at once, with no last word.
 */
export function decideRemark(state: GameState, seat: unknown, out: Emitter): Handled {
  if (!DAY_PHASES.includes(state.phase)) return wrongPhase('remark', state);
  if (!isLiving(state, seat)) return fail(`${R}.player-must-be-living`, { seat: String(seat) });
  const s = seat as number;
  out.emit({ type: 'remark-given', seat: s });
  if (out.state.players[s - 1]!.remarks >= REMARKS_TO_REMOVAL) {
    out.emit({ type: 'player-left', seat: s, cause: 'removed', reason: 'remarks', note: null });
    out.endIfWon();
  }
  return null;
}

/**
 * An immediate removal, day or night, without a last word (peeking, gesturing or touching at night,
 * oaths, obscene language…). The reason is recorded and announced; the note stays the moderator's.
 */
export function decideRemove(state: GameState, seat: unknown, reason: unknown, note: unknown, out: Emitter): Handled {
  if (state.phase === 'setup') return wrongPhase('remove', state);
  if (!isLiving(state, seat)) return fail(`${R}.player-must-be-living`, { seat: String(seat) });
  if (typeof reason !== 'string' || !(REMOVAL_REASONS as readonly string[]).includes(reason))
    return fail(`${R}.removal-reason`);
  let text: string | null = null;
  if (note !== undefined && note !== null) {
    if (typeof note !== 'string') return fail(`${R}.removal-note`, { max: MAX_NOTE_LENGTH });
    text = note.trim();
    if (text.length > MAX_NOTE_LENGTH) return fail(`${R}.removal-note`, { max: MAX_NOTE_LENGTH });
    if (text.length === 0) text = null;
  }
  out.emit({
    type: 'player-left',
    seat: seat as number,
    cause: 'removed',
    reason: reason as RemovalReason,
    note: text,
  });
  out.endIfWon();
  return null;
}

/**
 * Whether a team's technical defeat may be given now: after the deal and before the end, at a table whose every
 * role is known and is red or black, so that the other side is the winner (the maniac makes a third side, and a
 * physical deal still being recorded has no sides yet). The prompts offer it exactly then.
 */
export function technicalDefeatOpen(state: GameState): boolean {
  if (state.phase === 'setup' || state.phase === 'ended') return false;
  const teams = new Set(state.players.map((p) => (p.role === null ? null : teamOf(p.role))));
  return teams.size === 2 && teams.has('red') && teams.has('black');
}

/**
 * A team's technical defeat, the judge's (a tournament's rules, not the rulebook's): the game ends at once, won by
 * the other side. MafiaRatings ends a game so when its judge kicks a player out "and their team lost because of
 * that" ("teamKickOut"), and the station reads such a game into its archive with it. Only at a table of red and
 * black, whose other side is the winner. The prompts offer it at any moment of the game, as removals are, and the
 * console asks the moderator to confirm it before sending (it ends the game). The removal itself is the `remove`
 * before it.
 */
export function decideTechnicalDefeat(state: GameState, team: unknown, out: Emitter): Handled {
  if (state.phase === 'setup') return wrongPhase('technical-defeat', state);
  if (!technicalDefeatOpen(state) || (team !== 'red' && team !== 'black'))
    return fail(`${R}.technical-defeat-two-sides`);
  out.emit({ type: 'game-ended', outcome: { winner: team === 'red' ? 'black' : 'red', scores: null } });
  return null;
}
