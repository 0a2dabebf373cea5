/** Helpers of the tournament tests: player ids, a naive seating to compare against, game builders. */
import type { SeasonTournament } from '../../shared/ratings/index.ts';
import type { GamePlayer, GameResult, SeatingPlan, Standings } from '../../shared/tournament/index.ts';
import { computeStandings, evenTableSizes } from '../../shared/tournament/index.ts';

/** Player ids p1..pn. */
export function playerIds(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `p${i + 1}`);
}

/** Greatest common divisor, for picking rotation steps coprime to the player count. */
function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * A naive round-robin rotation: in round r the players are read with the r-th step coprime to n (1, then
 * the next coprime, …) starting at r, then cut into tables in order. What an organiser might do by hand.
 */
export function naiveRotation(players: string[], rounds: number, tables: number): SeatingPlan {
  const n = players.length;
  const sizes = evenTableSizes(n, tables);
  const steps: number[] = [];
  for (let s = 1; steps.length < rounds; s++) if (gcd(s, n) === 1) steps.push(s % n === 0 ? 1 : s);
  const plan: string[][][] = steps.map((step, r) => {
    const order = Array.from({ length: n }, (_, i) => players[(r + i * step) % n]!);
    let at = 0;
    return sizes.map((size) => order.slice(at, (at += size)));
  });
  return { players: [...players], tableSizes: sizes, rounds: plan };
}

/** A game player with defaults: alive, not removed, no remarks. */
export function gp(playerId: string, seat: number, team: string, more: Partial<GamePlayer> = {}): GamePlayer {
  return { playerId, seat, role: more.role ?? team, team, alive: true, removed: false, remarks: 0, ...more };
}

/** A game result with defaults: round and table 1, no best move, no extras. */
export function game(
  gameId: string,
  players: GamePlayer[],
  winner: string,
  more: Partial<GameResult> = {},
): GameResult {
  return { gameId, round: 1, table: 1, players, winner, extras: [], ...more };
}

/** A player's place in one tournament of a season, the id being the name in lower case. */
export function place(name: string, at: number): SeasonTournament['places'][number] {
  return { playerId: name.toLowerCase(), name, place: at };
}

/** The standings of these games, or the test fails with the error code of a config or game refused. */
export function standingsOf(...args: Parameters<typeof computeStandings>): Standings {
  const result = computeStandings(...args);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

/**
 * Two city games, six players A–F (names = ids).
 * g1, round 1: A B C red (C sheriff), D black (don), E black; red wins. A is killed on the first night and
 *   names D and E (2 right). The judge gives B the worst move.
 * g2, round 2: A black (don), B C red, D red (sheriff), E F black; black wins. B is killed on the first
 *   night and names A, E, F (3 right). D is removed. The red team lost by technical defeat.
 * A and B: K = 1, G = 2 → round(0.4·2) = 1 → Ci = min(1·c / 1, c) = c, paid in the game they died first.
 */
export const cityGames = (): GameResult[] => [
  game(
    'g1',
    [
      gp('A', 1, 'red', { alive: false }),
      gp('B', 2, 'red'),
      gp('C', 3, 'red', { role: 'sheriff' }),
      gp('D', 4, 'black', { role: 'don' }),
      gp('E', 5, 'black'),
    ],
    'red',
    { round: 1, firstKilled: ['A'], bestMove: { playerId: 'A', suspects: ['D', 'E'] }, worstMove: ['B'] },
  ),
  game(
    'g2',
    [
      gp('A', 1, 'black', { role: 'don' }),
      gp('B', 2, 'red', { alive: false }),
      gp('C', 3, 'red'),
      gp('D', 4, 'red', { role: 'sheriff', removed: true }),
      gp('E', 5, 'black'),
      gp('F', 6, 'black'),
    ],
    'black',
    {
      round: 2,
      firstKilled: ['B'],
      bestMove: { playerId: 'B', suspects: ['A', 'E', 'F'] },
      technicalDefeat: 'red',
    },
  ),
];
