import type { SeatGenders } from '../../gender.ts';
import type { PublicView as MensaPublicView, PublicPlayer } from './public-view.ts';
import { winsWith } from './queries.ts';
import type { Role } from './types.ts';
import { roleName } from '../../../text/ruleset-names.ts';
import type { SeatLabel, Translator } from '../../../text/translator.ts';
import type { ModelOf, ProjectorPanel, ProjectorSeat } from '../../../projector/projector-model.ts';
import { accusationMark, phaseHead, unscoredResult } from '../../../projector/projector-model.ts';
import { seatLabeller, seatList } from '../../../projector/seat-text.ts';

const R = 'mensa-hungariqa';

/**
 * A revealed role's colour: the side it wins with, as the player's own card and the protocol's team say. The
 * collaborator counts as a citizen for parity but wins with the mafia (RULES.md §3): in the mafia's colour, not
 * the citizens' (tryout 11: a blue bar on the game-over board beside «Maffia» in the protocol).
 */
function sideOf(role: Role | null): ProjectorSeat['side'] {
  return role === null ? null : winsWith(role) === 'mafia' ? 'mafia' : 'town';
}

/** The role as the room may see it: the first role (a dead grocer's, or all at the end), then the second. */
function roleText(tr: Translator, p: PublicPlayer): string | null {
  if (!p.role) return null;
  const first = roleName(tr, R, p.role);
  return p.second ? tr.t('projector.role-with-second', { role: first, second: roleName(tr, R, p.second) }) : first;
}

function outText(tr: Translator, p: PublicPlayer, label: SeatLabel): string | null {
  const death = p.death;
  if (!death) return null;
  return tr.t(`projector.out.${R}.${death.cause}`, {
    round: death.round,
    by: death.by !== null ? label(death.by) : '',
    time: tr.t(`projector.out.${R}.time.${death.time}`, { round: death.round }),
  });
}

/** The projector's picture of a mensa-hungariqa game (RULES.md §3: only a dead grocer's role is told). */
export function model(view: MensaPublicView & { genders?: SeatGenders }, tr: Translator): ModelOf<MensaPublicView> {
  const label = seatLabeller(tr, view.players, view.genders);
  const trial = view.trial;
  const panels: ProjectorPanel[] = [];
  if (trial) {
    panels.push({
      tone: trial.stage === 'debate' ? 'info' : 'vote',
      label: tr.t(`projector.${R}.stage.${trial.stage}`),
      subject: tr.t('projector.vote.accusation', { accuser: label(trial.accuser), accused: label(trial.accused) }),
      needed: tr.t('projector.vote.needed', { needed: trial.needed, entitled: trial.living }),
      lines: [],
    });
  }
  if (view.naming.length > 0) {
    panels.push({
      tone: 'info',
      label: tr.t(`projector.${R}.naming`),
      subject: seatList(tr, label, view.naming),
      needed: null,
      lines: [],
    });
  }
  if (view.day) {
    panels.push({
      tone: 'info',
      label: tr.t(`projector.${R}.day-label`),
      subject: view.day.endgame
        ? tr.t(`projector.${R}.endgame`)
        : tr.t(`projector.${R}.trials`, { trials: view.day.trials, max: view.day.max }),
      needed: null,
      lines: [],
    });
  }
  const naming = new Set(view.naming);
  const winners = new Set(view.result?.winners ?? []);
  return {
    ...phaseHead(tr, view),
    night: view.phase === 'night' || view.phase === 'night-zero',
    seats: view.players.map((p) => ({
      seat: p.seat,
      name: p.name,
      alive: p.alive,
      mark: accusationMark(p.seat, trial),
      tags: naming.has(p.seat) ? [tr.t(`projector.${R}.names-victim`)] : [],
      out: outText(tr, p, label),
      role: roleText(tr, p),
      side: sideOf(p.role),
    })),
    speaker:
      trial?.stage === 'last-word'
        ? { seat: trial.accused, label: label(trial.accused), kind: tr.t('projector.speech.last-word') }
        : null,
    next: null,
    panels,
    announcements: view.announcements,
    result: unscoredResult(tr, R, view.result, view.players, (p) => ({
      alive: p.alive,
      role: roleText(tr, p),
      side: sideOf(p.role),
      won: winners.has(p.seat),
    })),
  };
}
