import type { DisciplineFields } from './discipline.ts';

/**
 * The head of a new game's state, the same in every ruleset with the discipline option: its ruleset and
 * options, its players seat 1 first (each made by `player`), the setup phase and round 0. The option's
 * fields (no remark, no penalty) exist only when it is on, so a game without it is exactly as before.
 */
export function newGameHead<Id extends string, O extends { discipline?: boolean }, P extends DisciplineFields>(
  setup: { rulesetId: Id; players: readonly string[]; options: O },
  player: (seat: number, name: string) => P,
) {
  return {
    rulesetId: setup.rulesetId,
    options: { ...setup.options },
    players: setup.players.map((name, i): P => {
      const made = player(i + 1, name);
      return setup.options.discipline === true ? { ...made, remarks: 0, penalty: null } : made;
    }),
    phase: 'setup' as const,
    round: 0,
  };
}
