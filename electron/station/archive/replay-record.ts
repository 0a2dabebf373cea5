import { isDeepStrictEqual } from 'node:util';
import type { GameRecord, GameRecordError } from '../../../shared/contract/game-record.ts';
import {
  applyStep,
  commandOfStep,
  createGame,
  decideStep,
  gameFromLog,
  type Game,
  type LogEntry,
  type LoggedEvent,
} from '../../../shared/engine/index.ts';

/** A log grouped by step: step numbers 0..n-1 in order, each with its events. */
export type RecordSteps = { step: number; events: LoggedEvent[] }[];

/**
 * Replays a record's log through the rules engine and checks it is exactly what the engine records:
 * each step is re-decided from the command it stands for and must produce the same events, and the
 * replayed outcome must be the record's summary. Returns the replayed game, or why it does not replay.
 * A log that merely folds without error is not enough: the engine's fold trusts its events.
 */
export function replayRecord(
  record: GameRecord,
): { ok: true; game: Game; steps: RecordSteps } | { ok: false; message: string; said?: Said } {
  const steps = groupSteps(record.log);
  const [first, ...later] = steps;
  if (!first) return refuse('the log is empty');
  const created = createGame(setupOf(first.events));
  if (!created.ok) return refuse(`step 0: the setup breaks the rule ${created.error.code}`);
  // Names the engine would clean (spaces, Unicode forms) must already be clean, or the log would not be its own.
  if (
    !isDeepStrictEqual(
      created.value.log.map((e) => e.event),
      first.events,
    )
  )
    return refuse('step 0: the setup is not in the form the engine records');
  let game = created.value;
  for (const { step, events } of later) {
    const command = commandOfStep(game, events);
    if (!command) return refuse(`step ${step}: a step cannot start with ${String(events[0]?.type).slice(0, 40)}`);
    const decided = decideStep(game, command);
    if (!decided.ok)
      return refuse(`step ${step}: the rules refuse it (${decided.error.code})`, {
        code: 'import.step-refused',
        // The rule's own message is said inside, in the moderator's language (its code in `rule`).
        params: { ...decided.error.params, rule: decided.error.code, atStep: step },
      });
    if (!isDeepStrictEqual(decided.value, events))
      return refuse(`step ${step}: its events are not what the rules decide`, {
        code: 'import.step-differs',
        params: { atStep: step },
      });
    game = applyStep(game, events);
  }
  return checkSummary(record, game, steps);
}

function checkSummary(
  record: GameRecord,
  stepped: Game,
  steps: RecordSteps,
): { ok: true; game: Game; steps: RecordSteps } | { ok: false; message: string; said?: Said } {
  let game: Game;
  try {
    // The station rebuilds a game with gameFromLog when it loads one: that path must agree too.
    game = gameFromLog(record.log as LogEntry[]);
  } catch (error) {
    return refuse(`the log does not replay: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (game.version !== record.game.version || !isDeepStrictEqual(game.state, stepped.state))
    return refuse('the log replays to another state');
  const outcome = game.state.outcome;
  const { winner, scores, finishedAt } = record.game;
  if ((outcome === null) !== (finishedAt === null))
    return refuse(
      outcome
        ? 'the log ends the game but the summary says unfinished'
        : 'the summary says finished but the log does not end the game',
    );
  if (outcome && (outcome.winner !== winner || !isDeepStrictEqual(outcome.scores, scores)))
    return refuse("the summary's winner or scores differ from the log's outcome", {
      code: 'import.summary-differs',
      params: {},
    });
  return { ok: true, game, steps };
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

function refuse(message: string, said?: Said): { ok: false; message: string; said?: Said } {
  return said ? { ok: false, message, said } : { ok: false, message };
}

/** A refusal as a message key and its parameters, where the moderator's language can say it. */
type Said = NonNullable<GameRecordError['said']>;
