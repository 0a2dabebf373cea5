import type { ProjectorLocale, TimerState } from '../../../shared/contract/index.ts';
import type { PublicView } from '../../../shared/engine/index.ts';
import { announcementText } from '../../../renderer/common/text/announcement-text.ts';
import type { Translator } from '../../../shared/text/translator.ts';
import { projectorModel, type ProjectorModel } from '../../../renderer/projector/model/index.ts';
import { seatLabeller } from '../../../shared/projector/seat-text.ts';
import { projectorTranslator } from './projector-translator.ts';

/** As many announcements as the projector lists (AnnouncementList's limit): the newest first. */
export const MIRROR_ANNOUNCEMENTS = 6;

/** The fixed words of the mirror page, in the projector's language. */
export interface MirrorText {
  title: string;
  waiting: string;
  offline: string;
  hold: string;
  eliminated: string;
  announcements: string;
  speaking: string;
  paused: string;
  timeUp: string;
}

/**
 * The projector's screen model as the mirror draws it: every text already translated, the announcements
 * as sentences (newest first), and no game id (the mirror needs none).
 */
export type MirrorScreen = Omit<ProjectorModel, 'gameId' | 'announcements'> & {
  /** "In the game: 5 of 8". */
  livingCount: string;
  announcements: string[];
};

/** The shared timer as the mirror shows it; the page counts down locally from `remainingMs` while it runs. */
export interface MirrorTimer {
  /** What it times ("Speech"), in the projector's language. */
  label: string;
  /** Whose time it is, "Anna (3)", or null. */
  seat: string | null;
  remainingMs: number;
  running: boolean;
  /** Grows with every change of the timer. */
  revision: number;
}

/** One message of the mirror's event stream: the whole screen, re-sent on every change. */
export interface MirrorFrame {
  /** The language of every text below (the page's lang attribute). */
  lang: ProjectorLocale;
  /** The hold screen is up: no game and no timer are sent at all. */
  held: boolean;
  text: MirrorText;
  /** The open game, or null (none open, or on hold). */
  screen: MirrorScreen | null;
  /** The timer beside the phase, or null (none set, no game drawn, or on hold). */
  timer: MirrorTimer | null;
}

/** What a frame is made of: the public view and the projector's own state, nothing else of the station. */
export interface MirrorInput {
  view: PublicView | null;
  locale: ProjectorLocale;
  held: boolean;
  timer: TimerState | null;
}

/** The mirror page's fixed words in a language (the page is served with them, and every frame repeats them). */
export function mirrorText(locale: ProjectorLocale): MirrorText {
  const tr = projectorTranslator(locale);
  return {
    title: tr.t('app.title'),
    waiting: tr.t('phone.mirror-waiting'),
    offline: tr.t('connection.closed'),
    hold: tr.t('projector.hold.line'),
    eliminated: tr.t('projector.eliminated-title'),
    announcements: tr.t('projector.announcements-title'),
    speaking: tr.t('projector.speaking'),
    paused: tr.t('projector.timer.paused'),
    timeUp: tr.t('projector.timer.time-up'),
  };
}

/** The projector's model of a public view, with its announcements put into words as the projector words them. */
export function mirrorScreen(view: PublicView, tr: Translator): MirrorScreen {
  const { gameId: _gameId, announcements, ...model } = projectorModel(view, tr);
  const label = seatLabeller(tr, view.players, view.genders);
  const living = model.seats.filter((s) => s.alive).length;
  return {
    ...model,
    livingCount: tr.t('projector.living-count', { living, total: model.seats.length }),
    announcements: announcements
      .slice(-MIRROR_ANNOUNCEMENTS)
      .reverse()
      .map((a) => announcementText(tr, view.rulesetId, a, label)),
  };
}

function mirrorTimer(timer: TimerState, screen: MirrorScreen, tr: Translator): MirrorTimer {
  const seat = timer.seat === null ? undefined : screen.seats.find((s) => s.seat === timer.seat);
  return {
    label: tr.t(`projector.timer.kind.${timer.kind}`),
    seat: seat ? tr.t('seat.named', { seat: seat.seat, name: seat.name }) : null,
    remainingMs: timer.remainingMs,
    running: timer.running,
    revision: timer.revision,
  };
}

/**
 * The mirror's screen at this moment, built from the public view through the projector's own model, in
 * the projector's language. On hold nothing of the game leaves the station; the timer shows only beside
 * a game, as on the projector.
 */
export function mirrorFrame(input: MirrorInput): MirrorFrame {
  const tr = projectorTranslator(input.locale);
  const screen = input.held || !input.view ? null : mirrorScreen(input.view, tr);
  return {
    lang: input.locale,
    held: input.held,
    text: mirrorText(input.locale),
    screen,
    timer: screen && input.timer ? mirrorTimer(input.timer, screen, tr) : null,
  };
}
