/**
 * A tournament's seating as the print page takes it (issue 16): the round draw (per round: table, judge,
 * seat, player) and each player's own places, round by round, for the slips handed out on the day.
 */
export interface PrintableSeating {
  /** The tournament's name, printed as the title. */
  title: string;
  /** A line under the title: dates, ruleset, rounds and tables. */
  subtitle: string | null;
  rounds: PrintableSeatingRound[];
  /** Every participant by name, with his place in each round (null: he does not play it). */
  players: { name: string; places: ({ table: number; seat: number } | null)[] }[];
}

/** One round of the draw: its tables in order, each with its judge (when there are judges) and players by seat. */
export interface PrintableSeatingRound {
  round: number;
  tables: { table: number; judge: string | null; players: { seat: number; name: string }[] }[];
}

/** One table of one round as the tournament holds it (the contract's TournamentTable, judge optional). */
export interface SeatedTable {
  round: number;
  table: number;
  players: { seat: number; name: string }[];
  judge?: string | null;
}

/**
 * Lays out a seating for printing: rounds and tables in order, and each participant's places sorted by
 * name (`compare` is the reader's collation, so a Russian list is in Russian order).
 */
export function printableSeating(
  title: string,
  subtitle: string | null,
  participants: string[],
  seating: SeatedTable[],
  compare: (a: string, b: string) => number,
): PrintableSeating {
  const roundNumbers = [...new Set(seating.map((t) => t.round))].sort((a, b) => a - b);
  const rounds = roundNumbers.map((round) => ({
    round,
    tables: seating
      .filter((t) => t.round === round)
      .sort((a, b) => a.table - b.table)
      .map((t) => ({
        table: t.table,
        judge: t.judge ?? null,
        players: [...t.players].sort((a, b) => a.seat - b.seat).map((p) => ({ seat: p.seat, name: p.name })),
      })),
  }));
  const players = [...participants].sort(compare).map((name) => ({
    name,
    places: rounds.map((r) => {
      for (const t of r.tables) {
        const at = t.players.find((p) => p.name === name);
        if (at) return { table: t.table, seat: at.seat };
      }
      return null;
    }),
  }));
  return { title: title.slice(0, 200), subtitle: subtitle?.slice(0, 300) ?? null, rounds, players };
}
