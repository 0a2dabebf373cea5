/**
 * The automatic course of a game (RULES.md §4): who gets the floor next, when the vote opens, how a
 * vote stage resolves (car crash, re-vote, all-leave vote, alibi), night fall and the night's
 * resolution. Each consequence is an explicit event, emitted after the moderator's own.
 */
import type { Emitter } from './emitter.ts';
import { isBlocked } from './night-rules.ts';
import { isLiving, seatOf } from './queries.ts';
import type { GameState, Phase, Seat, SpeechKind, VoteState } from './types.ts';

/** The most automatic steps one command can cause: far above any real chain (a bug guard, not a rule). */
const MAX_CHAIN = 64;

/** Runs the automatic consequences until the moderator must act again. */
export function settle(out: Emitter): void {
  for (let guard = 0; guard < MAX_CHAIN; guard++) {
    const s = out.state;
    const before = out.events.length;
    switch (s.phase) {
      case 'morning':
      case 'discussion':
      case 'defence':
      case 'last-words':
        if (s.speaker !== null) return;
        passFloor(out);
        break;
      case 'voting':
        if (!stageDone(s.vote)) return;
        resolveStage(out);
        break;
      case 'night':
        if (s.step < s.nightSteps.length) return;
        resolveNight(out);
        break;
      default:
        return;
    }
    if (out.events.length === before) return;
  }
}

/** The speech each talking phase gives. */
function speechOf(phase: Phase): SpeechKind {
  if (phase === 'discussion') return 'speech';
  if (phase === 'defence') return 'defence';
  return 'last-word';
}

/**
 * Whether a queued seat takes the floor. RULES.md §4 remarks: 3 or 4 of them take the right "to speak
 * and say anything" in the next round — the silenced player (3) keeps a silent turn in the
 * discussion, to nominate by gesture; the muted one (4) has no turn; neither defends himself in a car
 * crash nor has a last word in that round (the station's reading of "что-либо говорить"). Otherwise a
 * day speech and a defence belong to the living; a last word to those who just left.
 */
export function takesFloor(s: GameState, seat: Seat): boolean {
  const p = s.players[seat - 1];
  if (!p) return false;
  if (s.phase === 'discussion') return p.alive && p.penalty !== 'muted';
  if (s.phase === 'defence') return p.alive && p.penalty === null;
  return p.penalty === null;
}

/** Gives the floor to the next speaker in the queue, or moves on when the queue is done. */
export function passFloor(out: Emitter): void {
  const s = out.state;
  const queue = s.queue;
  for (let i = 0; i < queue.length; i++) {
    const seat = queue[i]!;
    if (takesFloor(s, seat)) {
      out.emit({ type: 'floor-given', seat, speech: speechOf(s.phase), queue: queue.slice(i + 1) });
      return;
    }
  }
  switch (s.phase) {
    case 'morning':
      startDiscussion(out);
      return;
    case 'discussion':
      closeDiscussion(out);
      return;
    case 'defence':
      // RULES.md §4 car crash: after the defences, the re-vote among the tied.
      out.emit({ type: 'voting-began', stage: 'revote', candidates: s.tied });
      return;
    case 'last-words':
      out.emit({ type: 'night-fell' });
      return;
    default:
      return;
  }
}

/**
 * RULES.md §4 speeches in seat order: day 1 starts at seat 1; each following day one seat after the
 * player who spoke first the previous day (the rulebook: "со следующего, после говорившего первым в
 * предыдущем круге, игрока"); the dead and removed are skipped, and so is a seat with no turn (four
 * remarks), so that the first speaker recorded is the one who actually speaks first (RULES.md §4).
 */
function startDiscussion(out: Emitter): void {
  const s = out.state;
  const n = s.players.length;
  const start = s.firstSpeaker === null ? 1 : (s.firstSpeaker % n) + 1;
  const first =
    firstSeatFrom(s, start, (p) => p.alive && p.penalty !== 'muted') ?? firstSeatFrom(s, start, (p) => p.alive);
  if (first === null) return;
  const queue: Seat[] = [];
  for (let k = 0; k < n; k++) {
    const seat = ((first - 1 + k) % n) + 1;
    if (s.players[seat - 1]!.alive) queue.push(seat);
  }
  out.emit({ type: 'discussion-began', firstSpeaker: first, queue });
}

/** The first seat from `start` on, round the table, whose player passes the test; null if none does. */
function firstSeatFrom(s: GameState, start: Seat, test: (p: GameState['players'][number]) => boolean): Seat | null {
  const n = s.players.length;
  for (let k = 0; k < n; k++) {
    const seat = ((start - 1 + k) % n) + 1;
    if (test(s.players[seat - 1]!)) return seat;
  }
  return null;
}

/** RULES.md §4: after the speeches, the nominees are voted on in order; no candidates → no vote. */
function closeDiscussion(out: Emitter): void {
  const s = out.state;
  const candidates: Seat[] = [];
  for (const n of s.nominations) if (isLiving(s, n.nominee)) candidates.push(n.nominee);
  if (candidates.length === 0) {
    out.emit({ type: 'no-vote' });
    out.emit({ type: 'night-fell' });
    return;
  }
  out.emit({ type: 'voting-began', stage: 'main', candidates });
}

/** Whether every question of the vote stage has its hands (the all-leave stage has one question). */
export function stageDone(vote: VoteState | null): boolean {
  if (!vote) return true;
  if (vote.stage === 'all-leave') return vote.index >= 1 || vote.candidates.length === 0;
  return vote.index >= vote.candidates.length;
}

/**
 * Who may raise a hand in the vote under way: the living without the 4-remark penalty; in the re-vote
 * and the all-leave vote not the players of the car crash (RULES.md §4: "Игроки, участвующие в
 * автокатастрофе, не голосуют" — applied to both, the station's reading).
 */
export function mayVote(s: GameState, seat: Seat): boolean {
  const p = s.players[seat - 1];
  if (!p || !p.alive || p.penalty === 'muted') return false;
  if (s.vote && s.vote.stage !== 'main' && s.tied.includes(seat)) return false;
  return true;
}

/** The number of players who may vote in the vote under way. */
export function votersEntitled(s: GameState): number {
  let n = 0;
  for (const p of s.players) if (mayVote(s, p.seat)) n++;
  return n;
}

/** RULES.md §4 all-leave vote: "more than half of the voters" for → all leave; against or equal → all stay. */
export function allLeaveNeeded(entitled: number): number {
  return Math.floor(entitled / 2) + 1;
}

/**
 * Resolves a finished vote stage (RULES.md §4): the most votes leaves; all zero → nobody; a tie →
 * car crash (defences, then the re-vote among the tied); tied again → the all-leave vote. In the
 * re-vote a lone remaining candidate (the others removed) leaves only with at least one vote.
 */
function resolveStage(out: Emitter): void {
  const s = out.state;
  const vote = s.vote;
  if (!vote || vote.candidates.length === 0) {
    out.emit({ type: 'nobody-voted-out' });
    out.emit({ type: 'night-fell' });
    return;
  }
  if (vote.stage === 'all-leave') {
    const votes = vote.tally[0]?.length ?? 0;
    const voters = votersEntitled(s);
    const passed = votes >= allLeaveNeeded(voters);
    out.emit({ type: 'all-leave-decided', seats: vote.candidates, votes, voters, passed });
    if (passed) leave(out, vote.candidates);
    else {
      out.emit({ type: 'nobody-voted-out' });
      out.emit({ type: 'night-fell' });
    }
    return;
  }
  const results = vote.candidates.map((seat, i) => ({ seat, votes: vote.tally[i]?.length ?? 0 }));
  out.emit({ type: 'vote-counted', stage: vote.stage, results });
  let max = 0;
  for (const r of results) if (r.votes > max) max = r.votes;
  if (max === 0 && (vote.stage === 'main' || results.length === 1)) {
    out.emit({ type: 'nobody-voted-out' });
    out.emit({ type: 'night-fell' });
    return;
  }
  const leaders: Seat[] = [];
  for (const r of results) if (r.votes === max) leaders.push(r.seat);
  if (leaders.length === 1) leave(out, leaders);
  else if (vote.stage === 'main') out.emit({ type: 'car-crash', seats: leaders });
  else out.emit({ type: 'voting-began', stage: 'all-leave', candidates: leaders });
}

/**
 * The vote removes these players: each gets a 30-second last word; the putana's guest of last night
 * stays instead (RULES.md §4 alibi, announced). The win is checked after the death step.
 */
function leave(out: Emitter, seats: Seat[]): void {
  const alibi = out.state.alibi;
  const leavers: Seat[] = [];
  for (const seat of seats) {
    if (seat === alibi) out.emit({ type: 'alibi-used', seat });
    else leavers.push(seat);
  }
  if (leavers.length === 0) {
    out.emit({ type: 'night-fell' });
    return;
  }
  for (const seat of leavers) out.emit({ type: 'player-left', seat, cause: 'voted-out', reason: null, note: null });
  if (out.endIfWon()) return;
  out.emit({ type: 'last-words-began', seats: leavers });
}

/**
 * RULES.md §4 morning: the night's outcome. The mafia's shot misses if the putana visited any black
 * player, and is healed by the doctor (unless he was visited); the maniac's kill cannot be healed and
 * fails if he was visited; the putana killed takes her guest with her. The dead each get a last word.
 */
function resolveNight(out: Emitter): void {
  const s = out.state;
  const night = s.night;
  const visit = night?.visit ?? null;
  const shot = night && !isBlocked(s, 'mafia') ? night.shot : null;
  const healed = night && !isBlocked(s, 'doctor') ? night.heal : null;
  const kill = night && !isBlocked(s, 'maniac') ? night.kill : null;
  const killed: Seat[] = [];
  if (shot !== null && shot !== healed && isLiving(s, shot)) killed.push(shot);
  if (kill !== null && isLiving(s, kill) && !killed.includes(kill)) killed.push(kill);
  killed.sort((a, b) => a - b);
  const putana = seatOf(s, 'putana');
  const withPutana =
    putana !== null && visit !== null && killed.includes(putana) && isLiving(s, visit) && !killed.includes(visit)
      ? visit
      : null;
  // The putana's guest leaves after the one whose death took him (the record reads in the order things happened).
  const leaving = withPutana === null ? killed : [...killed, withPutana];
  const victims = [...leaving].sort((a, b) => a - b);
  const selfHeal = healed !== null && healed === seatOf(s, 'doctor');
  out.emit({ type: 'night-resolved', victims, healed, selfHeal, ...(withPutana === null ? {} : { withPutana }) });
  for (const seat of leaving) out.emit({ type: 'player-left', seat, cause: 'killed', reason: null, note: null });
  if (out.endIfWon()) return;
  out.emit({ type: 'day-began', lastWords: victims });
}
