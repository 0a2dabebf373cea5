import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../shared/engine/index.ts';
import { wilsonInterval } from '../../shared/engine/simulate/run-games.ts';
import { scriptArgs } from '../fixtures/script-args.ts';

const SCRIPT = join(import.meta.dirname, '../../scripts/simulate.ts');

function simulate(...args: string[]): {
  games: number;
  unfinished: number;
  winRates: { side: string; games: number; rate: number }[];
  meanCommands: number;
} {
  return JSON.parse(execFileSync(process.execPath, scriptArgs(SCRIPT, ...args, '--json'), { encoding: 'utf8' }));
}

describe('npm run simulate', () => {
  it.each(Object.keys(RULESETS).flatMap((ruleset) => ['random', 'random-lynch'].map((policy) => [ruleset, policy])))(
    'plays complete %s games under the %s policy, reproducibly from the seed',
    (ruleset, policy) => {
      // Each ruleset at its own table: 10 players where it seats them, else its largest (copag-mafia: 8).
      const players = String(Math.min(10, RULESETS[ruleset as keyof typeof RULESETS].maxPlayers));
      const args = ['--ruleset', ruleset, '--players', players, '--games', '60', '--policy', policy, '--seed', '7'];
      const first = simulate(...args);
      expect(first.unfinished).toBe(0);
      expect(first.winRates.reduce((sum, r) => sum + r.games, 0)).toBe(60);
      expect(first.meanCommands).toBeGreaterThan(0);
      const again = simulate(...args);
      expect(again.winRates).toEqual(first.winRates);
      expect(again.meanCommands).toBe(first.meanCommands);
    },
    60_000,
  );

  it('plays copag-mafia at its own largest table when no --players is given, and takes its assumptions one by one', () => {
    // Issue 15: `npm run simulate -- --ruleset copag-mafia` plays complete games (the default of 10 seats is beyond its 8).
    const plain = simulate('--ruleset', 'copag-mafia', '--games', '20') as ReturnType<typeof simulate> & {
      players: number;
    };
    expect(plain.players).toBe(8);
    expect(plain.unfinished).toBe(0);
    // RULES.md §5: each assumption is an option; one given alone keeps the other's default.
    const richer = simulate(
      '--ruleset',
      'copag-mafia',
      '--players',
      '5',
      '--games',
      '20',
      '--option',
      'assumed.maxCardValue=8',
    ) as ReturnType<typeof simulate> & { options: { assumed: unknown } };
    expect(richer.options.assumed).toEqual({ maxCardValue: 8 });
    expect(richer.unfinished).toBe(0);
  });

  it('refuses an unknown ruleset and a table outside the ruleset with a clear message', () => {
    expect(() => execFileSync(process.execPath, scriptArgs(SCRIPT, '--ruleset', 'poker'), { stdio: 'pipe' })).toThrow(
      /unknown ruleset poker/,
    );
    expect(() => execFileSync(process.execPath, scriptArgs(SCRIPT, '--players', '40'), { stdio: 'pipe' })).toThrow(
      /--players must be/,
    );
  });

  it('gives the Wilson 95 % interval', () => {
    const { low, high } = wilsonInterval(50, 100);
    expect(low).toBeCloseTo(0.4038, 3);
    expect(high).toBeCloseTo(0.5962, 3);
    expect(wilsonInterval(0, 10).low).toBe(0);
  });
});
