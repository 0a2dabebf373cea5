import type { Emitter } from './emitter.ts';
import { livingSeats, partnerOf } from './queries.ts';
import { guardedTonight } from './reading.ts';

/** The most steps one command's automatic consequences may take: a guard, far above any real chain. */
const GUARD = 1_000;

/**
 * Carries an open chain of deaths as far as it goes without the moderator (RULES.md §3 "Mass deaths"):
 * while a kamikaze of the open step has still to name his victim, it waits; otherwise the step ends, the
 * win is checked, and the lovers of the step's dead die together in the next step. When the chain is
 * over, the phase goes on: after a day's execution night falls (or the endgame begins with three left);
 * after the night's kill, told at dawn, the day goes on.
 */
export function settleDeaths(out: Emitter): void {
  for (let guard = 0; guard < GUARD; guard++) {
    const chain = out.state.chain;
    if (!chain || out.state.phase === 'ended') return;
    if (chain.namings.length > 0) {
      // A kamikaze with nobody left to name names nobody.
      if (livingSeats(out.state).length > 0) return;
      for (const kamikaze of chain.namings) out.emit({ type: 'kamikaze-named', kamikaze, victim: null });
      continue;
    }
    const step = chain.step;
    out.emit({ type: 'death-step-ended', seats: step });
    if (out.endIfWon()) return;
    // RULES.md §3: when one lover dies, the other dies in the NEXT death step.
    // RULES.md §3 bodyguard: his pick of the night cannot die that night, not even of a broken heart.
    const guarded = guardedTonight(out.state);
    const partners: { seat: number; by: number }[] = [];
    for (const seat of step) {
      const partner = partnerOf(out.state, seat);
      if (partner === null || !out.state.players[partner - 1]?.alive || partners.some((p) => p.seat === partner))
        continue;
      if (partner === guarded) out.emit({ type: 'guard-saved', seat: partner, by: seat, cause: 'heartbroken' });
      else partners.push({ seat: partner, by: seat });
    }
    if (partners.length > 0) {
      for (const { seat, by } of partners)
        out.emit({ type: 'player-died', seat, cause: 'heartbroken', by, context: chain.context });
      continue;
    }
    out.emit({ type: 'chain-ended' });
    const living = livingSeats(out.state).length;
    // RULES.md §3 "Endgame": with three players left no night may be called; the day goes on.
    if (living === 3 && !out.state.endgame) out.emit({ type: 'endgame-began' });
    else if (chain.context === 'day' && !out.state.endgame) out.emit({ type: 'night-fell' });
    return;
  }
}
