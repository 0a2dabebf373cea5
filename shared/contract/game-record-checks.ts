/** The checks of a game record that need the whole record, shared by every version of the format. */
import * as v from 'valibot';
import { jsonEqual } from '../input-checks/json-bounds.ts';

/** What the whole-record checks read: the summary, the optional step list and the log. */
export interface CheckedRecord {
  game: {
    rulesetId: string;
    options: unknown;
    players: { seat: number; name: string }[];
    version: number;
    finishedAt: string | null;
    winner: string | null;
    scores: number[] | null;
  };
  steps?: { step: number; commandId: string }[] | undefined;
  log: { step: number; event: { type: string } }[];
}

/** One whole-record check: a test and the message naming where the record breaks it. */
export interface RecordCheck {
  test: (record: CheckedRecord) => boolean;
  message: string;
}

/** The checks every version applies, in order (the first one broken is reported). */
export const RECORD_CHECKS: readonly RecordCheck[] = [
  {
    test: (r) => r.game.players.every((p, i) => p.seat === i + 1),
    message: 'game.players: seats must be 1..N in order',
  },
  { test: (r) => stepsContiguous(r.log.map((e) => e.step)), message: 'log: steps must start at 0 and go up by one' },
  {
    test: (r) => r.game.version === (r.log.at(-1)?.step ?? -1) + 1,
    message: 'game.version: must be the number of steps in the log',
  },
  { test: startsWithSetup, message: 'log: step 0 must be one game-created event matching the game' },
  {
    test: (r) => r.steps === undefined || (r.steps.length === r.game.version && r.steps.every((s, i) => s.step === i)),
    message: 'steps: must list every step of the log once, in order',
  },
  {
    test: (r) => r.steps === undefined || new Set(r.steps.map((s) => s.commandId)).size === r.steps.length,
    message: 'steps: command ids must differ',
  },
  {
    test: (r) => (r.game.finishedAt === null) === (r.game.winner === null),
    message: 'game: finishedAt and winner are both set or both null',
  },
];

/** The scores check of a ruleset that scores every finished game (davidoff-1987). */
const SCORED: RecordCheck = {
  test: (r) => (r.game.winner === null) === (r.game.scores === null),
  message: 'game: finishedAt, winner and scores are all set or all null',
};

/**
 * The checks as one schema action over a record schema's output, reporting the first check the record
 * breaks; `scored` adds the scores check.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the action follows any record schema's output, each a CheckedRecord
export function recordChecks(scored: boolean): v.RawCheckAction<any> {
  const checks = scored ? [...RECORD_CHECKS, SCORED] : RECORD_CHECKS;
  return v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const broken = checks.find((check) => !check.test(dataset.value as CheckedRecord));
    if (broken) addIssue({ message: broken.message });
  });
}

function stepsContiguous(steps: number[]): boolean {
  return steps.every((step, i) => (i === 0 ? step === 0 : step === steps[i - 1]! || step === steps[i - 1]! + 1));
}

/** Step 0 is exactly one game-created event whose setup is the summary's ruleset, names and options. */
function startsWithSetup(record: CheckedRecord): boolean {
  const [first, second] = record.log;
  if (!first || first.step !== 0 || first.event.type !== 'game-created') return false;
  if (second && second.step === 0) return false;
  const { setup } = first.event as unknown as { setup: { rulesetId: string; players: string[]; options: unknown } };
  const { game } = record;
  return (
    setup.rulesetId === game.rulesetId &&
    jsonEqual(setup.options, game.options) &&
    setup.players.length === game.players.length &&
    setup.players.every((player, i) => player === game.players[i]!.name)
  );
}
