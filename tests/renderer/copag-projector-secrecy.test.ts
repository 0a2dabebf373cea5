/**
 * Issue 15 "Secrecy" and "Projector": what a Copag table's shared screens draw (the projector, and the mirror,
 * which draws the same model) is a function of what the whole table knows. Whatever the unrevealed
 * objectives and whatever the Consiglieres showed, the model is the same, text for text, in every language;
 * at the end the result shows every objective. A face-down card's face is never in the state before its
 * reveal (RULES.md §5: the operator enters the faces only when the mission is turned over), so no screen can draw it.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import { LOCALES, type Locale } from '../../shared/locales/locale-list.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';
import { copagMafia as CM } from '../../shared/engine/rulesets/copag-mafia/index.ts';
import type { GameState } from '../../shared/engine/rulesets/copag-mafia/types.ts';
import { seatLabeller } from '../../shared/projector/seat-text.ts';
import type { ProjectorModel } from '../../shared/projector/projector-model.ts';
import type { Translator } from '../../shared/text/translator.ts';
import { copagStates, otherSecrets } from '../fixtures/copag-games.ts';
import { expectEqual } from '../fixtures/expect-equal.ts';

/** A translator of one language, as the projector's window has it. */
function translatorOf(locale: Locale): Translator {
  const i18n = createI18n({
    legacy: false,
    locale,
    messages: { [locale]: MESSAGES[locale] },
    missingWarn: false,
    fallbackWarn: false,
  });
  return {
    t: (key, params) => (params ? i18n.global.t(key, params) : i18n.global.t(key)),
    te: (key) => i18n.global.te(key, locale),
  };
}

const TRANSLATORS = LOCALES.map((locale) => [locale, translatorOf(locale)] as const);

/** What the screen draws: the model and every announcement's text. */
function screen(state: GameState, tr: Translator): { model: ProjectorModel; news: string[] } {
  const view = { ...CM.publicView(state), gameId: 'game-1' };
  const model = CM.projector(view, tr);
  const label = seatLabeller(tr, view.players);
  return { model, news: model.announcements.map((a) => announcementText(tr, 'copag-mafia', a, label)) };
}

/** Every string of a screen. */
function texts(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (Array.isArray(node)) for (const n of node) texts(n, out);
  else if (node && typeof node === 'object') for (const n of Object.values(node)) texts(n, out);
  return out;
}

const LOOKS_LIKE_KEY = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
/** A text left unfinished: a placeholder, or a value that was not text. */
const UNFINISHED = /[{}]|undefined|NaN|\[object/;

describe('copag-mafia on the shared screens', () => {
  for (const players of [3, 4, 5, 6, 7, 8]) {
    it(`${players} players: the same screen whatever the secrets, finished texts in every language, every objective at the end`, () => {
      let ended = 0;
      for (const informed of [false, true]) {
        const states = copagStates(players, players * 10 + (informed ? 1 : 0), informed);
        for (const [index, state] of states.entries()) {
          // Every language for a sample of the states (all of them in English), to keep the run short.
          const locales = index % 7 === 0 || state.phase === 'ended' ? TRANSLATORS : TRANSLATORS.slice(0, 1);
          for (const [locale, tr] of locales) {
            const shown = screen(state, tr);
            // Each text's check calls expect only when it fails: the same match and message, without vitest's
            // matcher machinery and a message built for each of the thousands of texts.
            for (const text of texts({ ...shown.model, gameId: '', rulesetId: '', phase: '', announcements: [] }))
              if (LOOKS_LIKE_KEY.test(text))
                expect(text, `${locale} ${JSON.stringify(text)}`).not.toMatch(LOOKS_LIKE_KEY);
            for (const text of [...texts(shown.model.title), ...texts(shown.model.panels), ...shown.news])
              if (UNFINISHED.test(text)) expect(text, `${locale} ${JSON.stringify(text)}`).not.toMatch(UNFINISHED);
            if (state.phase === 'ended') {
              // The result reveals every objective (RULES.md §5).
              expect(shown.model.result?.rows.every((row) => row.role !== null)).toBe(true);
              expect(shown.model.seats.every((seat) => seat.role !== null)).toBe(true);
              continue;
            }
            // Before the end: a seat shows an objective only once revealed as police.
            for (const seat of shown.model.seats)
              if (!Object.is(seat.role !== null, state.players[seat.seat - 1]!.revealed))
                expect(seat.role !== null).toBe(state.players[seat.seat - 1]!.revealed);
            expectEqual(screen(otherSecrets(state), tr), shown);
          }
          if (state.phase === 'ended') ended++;
        }
      }
      expect(ended).toBe(2);
    });
  }

  it('over the table sizes, the games played above reach a revealed police officer and a Consigliere look', () => {
    let revealed = false;
    let seen = false;
    for (const players of [3, 4, 5, 6, 7, 8])
      for (const informed of [false, true])
        for (const state of copagStates(players, players * 10 + (informed ? 1 : 0), informed)) {
          revealed ||= state.players.some((p) => p.revealed);
          seen ||= state.seen.length > 0;
        }
    expect({ revealed, seen }).toEqual({ revealed: true, seen: true });
  });
});
