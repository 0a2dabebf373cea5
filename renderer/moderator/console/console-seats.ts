import type { ModeratorView } from '../../../shared/engine/index.ts';

/** One seat as the console draws it, whatever the ruleset: the fields every ruleset's view has or may have. */
export interface ConsoleSeat {
  seat: number;
  name: string;
  role: string | null;
  /** mensa-hungariqa's second role (kamikaze, lover). */
  second: string | null;
  alive: boolean;
  /** Remarks of the current round, and the penalty earned last round, where the ruleset keeps them. */
  remarks: number | null;
  penalty: string | null;
  /** Why the player is out: killed, executed, removed… (the ruleset's own word), or null while alive. */
  out: string | null;
  /** The round the player left in, where the ruleset records it. */
  outRound: number | null;
}

interface AnyPlayer {
  seat: number;
  name: string;
  role: string | null;
  alive: boolean;
  second?: string | null;
  remarks?: number;
  penalty?: string | null;
  eliminated?: { cause: string; round: number } | null;
  left?: { cause: string; round: number } | null;
  death?: { cause?: string; round?: number } | null;
}

/** The seats of any ruleset's moderator view, read field by field into one shape. */
export function consoleSeats(view: ModeratorView): ConsoleSeat[] {
  return (view.players as AnyPlayer[]).map((p) => {
    const gone = p.eliminated ?? p.left ?? p.death ?? null;
    return {
      seat: p.seat,
      name: p.name,
      role: p.role,
      second: p.second ?? null,
      alive: p.alive,
      remarks: typeof p.remarks === 'number' ? p.remarks : null,
      penalty: p.penalty ?? null,
      out: p.alive ? null : (gone?.cause ?? 'out'),
      outRound: p.alive ? null : (gone?.round ?? null),
    };
  });
}

/** The phase of any ruleset's view, and its round where it has one. */
export function phaseOf(view: ModeratorView): { phase: string; round: number | null } {
  const body = view as unknown as { phase: string; round?: number; day?: number };
  return { phase: body.phase, round: typeof body.round === 'number' ? body.round : typeof body.day === 'number' ? body.day : null };
}
