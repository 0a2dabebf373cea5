/**
 * Club tryout (fr-01-start-mod.png): the French deck's setup card for physical dealing promised a list of the
 * cards "below" that the console never shows, and read "4 7 à 10 et As rouges" (a count run into a rank).
 * The card now says which cards to take in words, in every language, and promises no list.
 */
import { describe, expect, it } from 'vitest';
import { createStationI18n } from '../../renderer/common/i18n.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';
import { LOCALES, type Locale } from '../../shared/locales/locale-list.ts';

/** The words of each language that point at a list shown elsewhere on the screen. */
const LIST_PROMISES: Record<Locale, RegExp> = {
  en: /below|listed/i,
  ru: /ниже|список/i,
  hu: /lent|felsorol/i,
  fr: /ci-dessous|liste/i,
  pt: /abaixo|lista/i,
  ja: /下の|一覧/,
};

/** The setup card of an 8-player table: 3 mafiosi, the angel, 4 villagers. */
function dealCard(locale: Locale): string {
  const { t } = createStationI18n(locale, MESSAGES).global;
  return t('prompt.french-deck.deal-cards', { players: 8, mafia: 3, angel: 1, villagers: 4 });
}

describe('the French deck’s card for dealing real cards', () => {
  it.each(LOCALES)('%s: promises no list the console does not show', (locale) => {
    const text = dealCard(locale);
    expect(text).not.toMatch(LIST_PROMISES[locale]);
    expect(text).toContain('8');
  });

  it('French: no count runs into a card’s rank ("4 7 à 10")', () => {
    const text = dealCard('fr');
    expect(text).not.toMatch(/\b\d+\s+\d/);
    expect(text).toContain('4 cartes rouges');
  });
});
