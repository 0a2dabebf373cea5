import type { SeatGenders } from '../../gender.ts';
import type { PublicView as Davidoff1987PublicView } from './public-view.ts';
import { roleName, winnerLine } from '../../../text/ruleset-names.ts';
import type { Translator } from '../../../text/translator.ts';
import { accusationMark, phaseHead, type ModelOf, type ProjectorPanel } from '../../../projector/projector-model.ts';
import { eliminatedText, seatLabeller } from '../../../projector/seat-text.ts';

/** The projector's picture of a davidoff-1987 game (RULES.md §1: roles only at the end). */
export function model(
  view: Davidoff1987PublicView & { genders?: SeatGenders },
  tr: Translator,
): ModelOf<Davidoff1987PublicView> {
  const label = seatLabeller(tr, view.players, view.genders);
  const vote = view.vote;
  const panels: ProjectorPanel[] = [];
  if (vote) {
    panels.push({
      tone: vote.kind === 'accusation' ? 'vote' : 'night',
      label: tr.t('projector.vote.label'),
      subject:
        vote.kind === 'accusation' && vote.accuser !== null && vote.accused !== null
          ? tr.t('projector.vote.accusation', { accuser: label(vote.accuser), accused: label(vote.accused) })
          : tr.t('projector.vote.night-proposal', { proposer: vote.proposer !== null ? label(vote.proposer) : '' }),
      needed:
        vote.needed !== null
          ? tr.t('projector.vote.needed', { needed: vote.needed, entitled: vote.entitled })
          : tr.t('projector.vote.needed-cast', { entitled: vote.entitled }),
      lines: [],
    });
  }
  const result = view.result;
  return {
    ...phaseHead(tr, view),
    night: view.phase === 'night' || view.phase === 'sunrise',
    seats: view.players.map((p) => ({
      seat: p.seat,
      name: p.name,
      alive: p.alive,
      mark: accusationMark(p.seat, vote),
      tags: [],
      out: eliminatedText(tr, p.eliminated),
      role: p.role ? roleName(tr, view.rulesetId, p.role) : null,
      side: p.role === null ? null : p.role === 'mafia' ? 'mafia' : 'town',
    })),
    speaker: null,
    next: null,
    panels,
    announcements: view.announcements,
    result: result
      ? {
          winner: winnerLine(tr, view.rulesetId, result.winner),
          side: result.winner,
          rows: view.players.map((p) => {
            const score = result.scores[p.seat - 1] ?? 0;
            return {
              seat: p.seat,
              name: p.name,
              alive: p.alive,
              role: p.role ? roleName(tr, view.rulesetId, p.role) : null,
              roleId: p.role,
              side: p.role === 'mafia' ? 'mafia' : 'town',
              score: tr.t('projector.points', { score }),
              scoreValue: score,
              won: p.role === result.winner,
            };
          }),
        }
      : null,
  };
}
