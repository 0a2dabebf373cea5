import type { SeatGenders } from '../../gender.ts';
import type { FrenchDeckPublicView } from './public-view.ts';
import { teamOf } from './queries.ts';
import type { Role } from './types.ts';
import { roleName } from '../../../text/ruleset-names.ts';
import type { Translator } from '../../../text/translator.ts';
import type { ModelOf, ProjectorPanel, ProjectorSeat } from '../../../projector/projector-model.ts';
import { accusationMark, phaseHead, teamResultRow, unscoredResult } from '../../../projector/projector-model.ts';
import { eliminatedText, seatLabeller } from '../../../projector/seat-text.ts';

const R = 'french-deck';

function sideOf(role: Role | null): ProjectorSeat['side'] {
  return role === null ? null : teamOf(role) === 'mafia' ? 'mafia' : 'town';
}

/** The projector's picture of a french-deck game (RULES.md §2: a dead player's card is turned over). */
export function model(
  view: FrenchDeckPublicView & { genders?: SeatGenders },
  tr: Translator,
): ModelOf<FrenchDeckPublicView> {
  const label = seatLabeller(tr, view.players, view.genders);
  const accusation = view.accusation;
  const panels: ProjectorPanel[] = [];
  if (accusation) {
    const voting = accusation.stage === 'vote';
    panels.push({
      tone: voting ? 'vote' : 'info',
      label: tr.t(voting ? 'projector.vote.label' : `projector.${R}.defence`),
      subject: tr.t('projector.vote.accusation', {
        accuser: label(accusation.accuser),
        accused: label(accusation.accused),
      }),
      needed: voting ? tr.t(`projector.${R}.needed`, { needed: accusation.needed, living: accusation.living }) : null,
      lines: [],
    });
  }
  const today = view.votes.filter((v) => v.round === view.round && view.phase === 'day');
  if (today.length > 0) {
    panels.push({
      tone: 'info',
      label: tr.t(`projector.${R}.votes-today`),
      subject: null,
      needed: null,
      lines: today.map((v) =>
        tr.t(`projector.${R}.vote-line`, {
          accused: label(v.accused),
          guilty: v.guilty,
          needed: v.needed,
          result: tr.t(v.passed ? 'vote-outcome.carried' : 'vote-outcome.rejected'),
        }),
      ),
    });
  }
  const acquitted = new Set(view.acquitted);
  return {
    ...phaseHead(tr, view),
    night: view.phase === 'night',
    seats: view.players.map((p) => ({
      seat: p.seat,
      name: p.name,
      alive: p.alive,
      mark: accusationMark(p.seat, accusation),
      tags: p.alive && acquitted.has(p.seat) ? [tr.t('projector.tag.acquitted')] : [],
      out: eliminatedText(tr, p.eliminated),
      role: p.role ? roleName(tr, R, p.role) : null,
      side: sideOf(p.role),
    })),
    speaker: null,
    next: null,
    panels,
    announcements: view.announcements,
    result: unscoredResult(tr, R, view.result, view.players, teamResultRow(tr, R, sideOf, teamOf)),
  };
}
