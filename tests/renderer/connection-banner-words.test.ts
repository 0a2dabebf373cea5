/**
 * The banner shown while the console's link to the station is down said «Nothing is lost: every step is stored
 * as it happens» — true, but since form drafts (form-drafts.ts) what the moderator typed and has not sent is kept
 * too, on this screen, and the banner did not say so: at a dropped link the moderator's first worry is the ten
 * hands just counted. Each language says both: the steps are stored, and the unsent input is kept.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/locales/messages.ts';
import { LOCALES } from '../../shared/locales/locale-list.ts';

/** In each language, the words for "every step is stored" and for "what is typed and not sent is kept". */
const SAYS: Record<string, [stored: RegExp, unsent: RegExp]> = {
  en: [/every step is stored/, /typed .* not yet sent is kept/],
  ru: [/каждый шаг сохраняется/, /набранное .* не отправленное хранится/],
  hu: [/minden lépés azonnal mentődik/, /beírt, de még nem küldött el, azt .* megőrzi/],
  fr: [/chaque étape est enregistrée/, /saisi .* sans être encore envoyé reste gardé/],
  pt: [/cada passo é gravado/, /digitado .* ainda não enviado fica guardado/],
  ja: [/すべての手順はその都度保存され/, /まだ送信していない内容もこの画面に残っています/],
};

describe('the reconnect banner says what a dropped link keeps', () => {
  it('in every language: the steps stored as they happen, and what was typed and not sent', () => {
    expect(Object.keys(SAYS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const text = (MESSAGES[locale] as { 'connection-banner': { closed: string } })['connection-banner'].closed;
      const [stored, unsent] = SAYS[locale]!;
      expect(text, locale).toMatch(stored);
      expect(text, locale).toMatch(unsent);
    }
  });

  it('in English, word for word', () => {
    expect((MESSAGES.en as { 'connection-banner': { closed: string } })['connection-banner'].closed).toBe(
      'The link to the station dropped. Reconnecting… Nothing is lost: every step is stored as it happens, and what is typed in the step’s forms and not yet sent is kept on this screen.',
    );
  });
});
