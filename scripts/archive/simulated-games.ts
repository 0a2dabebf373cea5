// Whole simulated games as an import would insert them, for the archive benchmark and its tests.
import type { WholeGameRecord } from '../../electron/station/archive/whole-game-record.ts';
import { RULESETS, type GameSetup, type LoggedEvent, type RulesetId } from '../../shared/engine/index.ts';
import { playRandomGame, seededPick, shuffled, type Pick } from '../../shared/engine/simulate/random-game.ts';

/** The rulesets a simulated club plays, in turn. */
export const SIMULATED_RULESETS = Object.keys(RULESETS) as RulesetId[];

/** A club's names: `count` distinct first names with a number where the list repeats. */
export function clubNames(count: number): string[] {
  const first = [
    'Anna',
    'Boris',
    'Clara',
    'Dmitri',
    'Eva',
    'Fedor',
    'Gita',
    'Hugo',
    'Irina',
    'Jonas',
    'Katya',
    'Lev',
    'Mila',
    'Nikolai',
    'Olga',
    'Pavel',
    'Quinn',
    'Rosa',
    'Sasha',
    'Timur',
    'Ulla',
    'Viktor',
    'Wanda',
    'Xenia',
    'Yuri',
    'Zoya',
    'Ágnes',
    'Bálint',
    'Zsófia',
    'Jürgen',
  ];
  return Array.from({ length: count }, (_, i) =>
    i < first.length ? first[i]! : `${first[i % first.length]!} ${Math.floor(i / first.length) + 1}`,
  );
}

/** Options of one simulated game. */
export interface SimulatedGameOptions {
  gameId: string;
  rulesetId: RulesetId;
  /** The club to pick the table from. */
  names: readonly string[];
  /** Players at the table (brought into the ruleset's range). */
  size: number;
  seed: number;
  /** When the game was created (ISO 8601); each later step is recorded 30 s after the one before. */
  createdAt: Date;
}

/**
 * A whole random game (the ruleset's `random` policy, undo and redo now and then) from its creation to its
 * end, as the record an import inserts. A club's regulars play more often: the table is drawn with a skew.
 */
export function simulatedGame(options: SimulatedGameOptions): WholeGameRecord {
  const pick = seededPick(options.seed);
  const ruleset = RULESETS[options.rulesetId];
  // A table the ruleset seats (copag-mafia plays 3–8): the size asked for, brought into its range.
  const size = Math.min(ruleset.maxPlayers, Math.max(ruleset.minPlayers, options.size));
  const players = skewedTable(options.names, size, pick);
  const setup = { rulesetId: options.rulesetId, players, options: ruleset.defaultOptions(players.length) } as GameSetup;
  const game = playRandomGame(setup, pick, { undoRate: 0.02 });
  const steps = new Map<number, LoggedEvent[]>();
  for (const entry of game.log) {
    const list = steps.get(entry.step);
    if (list) list.push(entry.event);
    else steps.set(entry.step, [entry.event]);
  }
  const at = (step: number) => new Date(options.createdAt.getTime() + step * 30_000).toISOString();
  const last = at(steps.size - 1);
  const outcome = game.state.outcome;
  return {
    gameId: options.gameId,
    rulesetId: options.rulesetId,
    options: setup.options,
    players,
    createdAt: at(0),
    updatedAt: last,
    finishedAt: outcome ? last : null,
    winner: outcome?.winner ?? null,
    scores: outcome?.scores ?? null,
    steps: [...steps.entries()].map(([step, events]) => ({
      step,
      commandId: `${options.gameId}-${step}`,
      at: at(step),
      events,
    })),
  };
}

/** `size` distinct names, the first of the list more likely (a club has regulars and occasional guests). */
function skewedTable(names: readonly string[], size: number, pick: Pick): string[] {
  const chosen = new Set<string>();
  while (chosen.size < size) {
    // The minimum of two uniform draws leans towards the start of the list.
    const i = Math.min(pick(names.length), pick(names.length));
    chosen.add(names[i]!);
  }
  return shuffled([...chosen], pick);
}

/**
 * The same game played by another table at another time: names in the setup, game id, command ids and
 * times replaced. Events name seats, never players (only game-created carries the names), so the log
 * stays a valid game. Lets a benchmark fill a large archive from a pool of simulated games.
 */
export function recastGame(
  template: WholeGameRecord,
  gameId: string,
  players: string[],
  createdAt: Date,
): WholeGameRecord {
  if (players.length !== template.players.length)
    throw new Error(`a ${template.players.length}-player game cannot seat ${players.length}`);
  const shift = createdAt.getTime() - Date.parse(template.createdAt);
  const moved = (iso: string) => new Date(Date.parse(iso) + shift).toISOString();
  const steps = template.steps.map((step) => ({
    ...step,
    commandId: `${gameId}-${step.step}`,
    at: moved(step.at),
    events:
      step.step === 0
        ? step.events.map((e): LoggedEvent =>
            e.type === 'game-created' ? ({ ...e, setup: { ...e.setup, players } } as LoggedEvent) : e,
          )
        : step.events,
  }));
  return {
    ...template,
    gameId,
    players,
    createdAt: moved(template.createdAt),
    updatedAt: moved(template.updatedAt),
    finishedAt: template.finishedAt === null ? null : moved(template.finishedAt),
    steps,
  };
}

/** A table of `size` distinct names from a club, its regulars more likely. */
export function tableFrom(names: readonly string[], size: number, pick: Pick): string[] {
  return skewedTable(names, size, pick);
}
