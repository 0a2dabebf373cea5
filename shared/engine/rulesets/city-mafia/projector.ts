import type { SeatGenders } from '../../gender.ts';
import type { CityMafiaPublicPlayer, CityMafiaPublicView } from './public-view.ts';
import { teamOf } from './setup.ts';
import type { Announcement, Role } from './types.ts';
import { roleName, teamName } from '../../../text/ruleset-names.ts';
import type { SeatLabel, Translator } from '../../../text/translator.ts';
import type {
  ModelOf,
  ProjectorPanel,
  ProjectorResult,
  ProjectorSeat,
  SeatMark,
} from '../../../projector/projector-model.ts';
import { phaseHead, teamResultRow, unscoredResult } from '../../../projector/projector-model.ts';
import { seatLabeller, seatList } from '../../../projector/seat-text.ts';

const R = 'city-mafia';

/** The colour side of a role: City's teams keep their own colours (the red drawn red, the black as a black card). */
function sideOf(role: Role | null): ProjectorSeat['side'] {
  if (role === null) return null;
  const team = teamOf(role);
  return team === 'maniac' ? 'third' : team;
}

/**
 * The end screen's line under the winner where a judge's technical defeat ended the game: the judge announces it
 * aloud, and the room's news (public, hidden once the result is up) told it last, before the result.
 */
function withReason(
  result: ProjectorResult | null,
  news: readonly Announcement[],
  tr: Translator,
): ProjectorResult | null {
  const verdict = news.find((a) => a.kind === 'technical-defeat');
  if (!result || verdict?.kind !== 'technical-defeat') return result;
  const defeated = teamName(tr, R, verdict.defeated, 'plural');
  return { ...result, reason: tr.t('announcement.technical-defeat', { defeated }) };
}

function outText(tr: Translator, p: CityMafiaPublicPlayer): string | null {
  const left = p.left;
  if (!left) return null;
  const reason = left.reason ? tr.t(`announcement.removal-reason.${left.reason}`) : '';
  return tr.t(`projector.out.${R}.${left.cause}`, { round: left.round, reason });
}

/** Remarks and the penalty they cost (RULES.md §4: 3 silences, 4 mutes for the next round). */
function tagsOf(tr: Translator, p: CityMafiaPublicPlayer, nominated: Set<number>): string[] {
  const tags: string[] = [];
  // Who nominated whom is in the nominations panel; the seat only says it is up.
  if (nominated.has(p.seat)) tags.push(tr.t('projector.tag.nominated'));
  if (p.remarks > 0) tags.push(tr.t('projector.tag.remarks', { count: p.remarks }));
  if (p.penalty) tags.push(tr.t(`projector.tag.penalty.${p.penalty}`));
  return tags;
}

function votePanel(tr: Translator, view: CityMafiaPublicView, label: SeatLabel): ProjectorPanel | null {
  const vote = view.vote;
  if (!vote) return null;
  const allLeave = vote.stage === 'all-leave';
  return {
    tone: 'vote',
    label: tr.t(`announcement.vote-stage.${vote.stage}`),
    subject: allLeave
      ? tr.t(`projector.${R}.all-leave`, { seats: seatList(tr, label, vote.candidates) })
      : vote.current !== null
        ? tr.t(`projector.${R}.on-the-vote`, { seat: label(vote.current) })
        : null,
    needed:
      vote.needed !== null
        ? tr.t('projector.vote.needed', { needed: vote.needed, entitled: vote.entitled })
        : tr.t(`projector.${R}.most-hands`, { entitled: vote.entitled }),
    // Hands are raised in the open: each candidate's count as recorded so far.
    lines: vote.hands.map((h) =>
      tr.t(`projector.${R}.hands`, {
        seat: h.seat === null ? tr.t(`projector.${R}.all-leave-option`) : label(h.seat),
        count: h.voters.length,
      }),
    ),
  };
}

/** The projector's picture of a city-mafia game (RULES.md §4: roles only at the end; remarks are public). */
export function model(
  view: CityMafiaPublicView & { genders?: SeatGenders },
  tr: Translator,
): ModelOf<CityMafiaPublicView> {
  const label = seatLabeller(tr, view.players, view.genders);
  const night = view.phase === 'night' || view.phase === 'introduction';
  const panels: ProjectorPanel[] = [];
  const vote = votePanel(tr, view, label);
  if (vote) panels.push(vote);
  else if (view.tied.length > 0) {
    panels.push({
      tone: 'info',
      label: tr.t(`projector.${R}.car-crash`),
      subject: seatList(tr, label, view.tied),
      needed: null,
      lines: [],
    });
  }
  if (view.nominations.length > 0 && !view.vote) {
    panels.push({
      tone: 'info',
      label: tr.t(`projector.${R}.nominations`),
      subject: null,
      needed: null,
      // The nominee by name, the nominator by seat: eight nominations of long names fit the panel (issue 12 §3).
      lines: view.nominations.map((n) =>
        tr.t(`projector.${R}.nomination`, { nominee: label(n.nominee), by: String(n.by) }),
      ),
    });
  }
  const nominated = new Set(view.nominations.map((n) => n.nominee));
  const candidates = new Set(view.vote?.candidates ?? view.tied);
  const markOf = (seat: number): SeatMark => {
    if (seat === view.speaker) return 'speaker';
    if (view.vote?.current === seat) return 'current';
    return candidates.has(seat) ? 'candidate' : null;
  };
  return {
    ...phaseHead(tr, view),
    night,
    seats: view.players.map((p) => ({
      seat: p.seat,
      name: p.name,
      alive: p.alive,
      mark: p.alive ? markOf(p.seat) : null,
      tags: tagsOf(tr, p, nominated),
      out: outText(tr, p),
      role: p.role ? roleName(tr, R, p.role) : null,
      side: sideOf(p.role),
    })),
    // The view names the speaker by day only; the step called awake at night is not drawn, so the night
    // screen stays the same from dusk to dawn.
    speaker:
      view.speaker !== null
        ? {
            seat: view.speaker,
            label: label(view.speaker),
            kind: view.speech ? tr.t(`projector.speech.${view.speech}`) : null,
          }
        : null,
    next: view.next.length > 0 ? tr.t('projector.next', { seats: seatList(tr, label, view.next.slice(0, 4)) }) : null,
    panels,
    announcements: view.announcements,
    result: withReason(
      unscoredResult(tr, R, view.result, view.players, teamResultRow(tr, R, sideOf, teamOf)),
      view.announcements,
      tr,
    ),
  };
}
