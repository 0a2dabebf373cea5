import { isDeepStrictEqual } from 'node:util';
import type { GameRecord } from '../../../shared/contract/game-record.ts';
import {
  applyStep,
  createGame,
  decideStep,
  gameFromLog,
  history,
  type Davidoff1987Event,
  type EngineCommand,
  type Game,
  type LogEntry,
  type LoggedEvent,
  type MetaEvent,
} from '../../../shared/engine/index.ts';

/** A log grouped by step: step numbers 0..n-1 in order, each with its events. */
export type RecordSteps = { step: number; events: LoggedEvent[] }[];

/**
 * Replays a record's log through the rules engine and checks it is exactly what the engine records:
 * each step is re-decided from the command it stands for and must produce the same events, and the
 * replayed outcome must be the record's summary. Returns the replayed game, or why it does not replay.
 * A log that merely folds without error is not enough: the engine's fold trusts its events.
 */
export function replayRecord(record: GameRecord): { ok: true; game: Game; steps: RecordSteps } | { ok: false; message: string } {
  const steps = groupSteps(record.log);
  const [first, ...later] = steps;
  if (!first) return refuse('the log is empty');
  const created = createGame(setupOf(first.events));
  if (!created.ok) return refuse(`step 0: the setup breaks the rule ${created.error.code}`);
  // Names the engine would clean (spaces, Unicode forms) must already be clean, or the log would not be its own.
  if (!isDeepStrictEqual(created.value.log.map((e) => e.event), first.events)) return refuse('step 0: the setup is not in the form the engine records');
  let game = created.value;
  for (const { step, events } of later) {
    // The record format (version 1) describes davidoff-1987 games only: its schema refuses the others.
    const command = commandOf(events[0] as Davidoff1987Event | MetaEvent, game);
    if (!command) return refuse(`step ${step}: a step cannot start with ${events[0]!.type}`);
    const decided = decideStep(game, command);
    if (!decided.ok) return refuse(`step ${step}: the rules refuse it (${decided.error.code})`);
    if (!isDeepStrictEqual(decided.value, events)) return refuse(`step ${step}: its events are not what the rules decide`);
    game = applyStep(game, events);
  }
  return checkSummary(record, game, steps);
}

function checkSummary(record: GameRecord, stepped: Game, steps: RecordSteps): { ok: true; game: Game; steps: RecordSteps } | { ok: false; message: string } {
  let game: Game;
  try {
    // The station rebuilds a game with gameFromLog when it loads one: that path must agree too.
    game = gameFromLog(record.log as LogEntry[]);
  } catch (error) {
    return refuse(`the log does not replay: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (game.version !== record.game.version || !isDeepStrictEqual(game.state, stepped.state)) return refuse('the log replays to another state');
  const outcome = game.state.outcome;
  const { winner, scores, finishedAt } = record.game;
  if ((outcome === null) !== (finishedAt === null)) return refuse(outcome ? 'the log ends the game but the summary says unfinished' : 'the summary says finished but the log does not end the game');
  if (outcome && (outcome.winner !== winner || !isDeepStrictEqual(outcome.scores, scores))) return refuse("the summary's winner or scores differ from the log's outcome");
  return { ok: true, game, steps };
}

/** The command a step stands for, read from its first event (the station logs nothing without a command). */
function commandOf(event: Davidoff1987Event | MetaEvent, game: Game): EngineCommand | null {
  switch (event.type) {
    case 'roles-dealt':
      return { type: 'deal', roles: event.roles };
    case 'cards-dealt':
      return { type: 'cards-dealt' };
    case 'mafia-recorded':
      return { type: 'record-mafia', seats: event.seats };
    case 'sunrise-ended':
      return { type: 'end-sunrise' };
    case 'accusation-made':
      return { type: 'accuse', accuser: event.accuser, accused: event.accused };
    case 'night-proposed':
      return { type: 'propose-night', proposer: event.proposer };
    case 'vote-resolved':
      return { type: 'resolve-vote', yes: event.yes, no: event.no, voters: event.voters };
    case 'vote-cancelled':
      return { type: 'cancel-vote' };
    case 'night-note-recorded':
      return { type: 'night-note', seat: event.seat, target: event.target };
    case 'night-resolved':
      return { type: 'resolve-night' };
    case 'remark-given':
      return { type: 'remark', seat: event.seat };
    case 'player-removed':
      return { type: 'remove', seat: event.seat, reason: event.reason, note: event.note };
    case 'steps-undone':
      return event.steps.length === 1 ? { type: 'undo' } : rewindOf(event.steps, game);
    case 'steps-redone':
      return { type: 'redo' };
    default:
      // Consequences (an elimination, nightfall, the end) never start a step.
      return null;
  }
}

/** A marker undoing several steps is a rewind to the effective step before the first of them. */
function rewindOf(steps: number[], game: Game): EngineCommand {
  const first = Math.min(...steps);
  const toStep = history(game.log).effective.filter((s) => s < first).at(-1) ?? 0;
  return { type: 'rewind', toStep };
}

function setupOf(events: LoggedEvent[]) {
  const first = events[0];
  // The schema guarantees step 0 is one game-created event; this keeps the type honest.
  if (!first || first.type !== 'game-created') throw new Error('step 0 must be game-created');
  return first.setup;
}

/** Groups a contiguous log by step. */
export function groupSteps(log: GameRecord['log']): RecordSteps {
  const steps: RecordSteps = [];
  for (const { step, event } of log) {
    const last = steps.at(-1);
    if (last && last.step === step) last.events.push(event as LoggedEvent);
    else steps.push({ step, events: [event as LoggedEvent] });
  }
  return steps;
}

function refuse(message: string): { ok: false; message: string } {
  return { ok: false, message };
}
