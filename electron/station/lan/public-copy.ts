import { publicAnnouncement, type Davidoff1987PublicView, type PublicView } from '../../../shared/engine/index.ts';

/**
 * Copies a public view field by field before it leaves for the network: whatever else an object handed
 * in by mistake may carry (a moderator view, a future field), only the public view's own fields pass.
 * The mirror draws the 1987 public view; other rulesets' games show as "waiting" until it draws theirs.
 */
export function copyPublicView(view: PublicView | null): Davidoff1987PublicView | null {
  if (!view || view.rulesetId !== 'davidoff-1987') return null;
  return {
    gameId: view.gameId,
    rulesetId: view.rulesetId,
    phase: view.phase,
    round: view.round,
    players: view.players.map((p) => ({
      seat: p.seat,
      name: p.name,
      alive: p.alive,
      eliminated: p.eliminated ? { cause: p.eliminated.cause, round: p.eliminated.round } : null,
      role: p.role,
    })),
    vote: view.vote
      ? {
          kind: view.vote.kind,
          accuser: view.vote.accuser,
          accused: view.vote.accused,
          proposer: view.vote.proposer,
          entitled: view.vote.entitled,
          needed: view.vote.needed,
        }
      : null,
    announcements: view.announcements.map(publicAnnouncement),
    result: view.result ? { winner: view.result.winner, scores: [...view.result.scores] } : null,
  };
}
