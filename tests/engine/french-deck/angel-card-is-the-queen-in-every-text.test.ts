/**
 * RULES.md §2, rulebook 002: «L'ange gardien (ou détective) : Dame» — the angel's card is a red queen (the
 * station deals the queen of hearts). The ruleset's blurb in every language names the queen, never the ace.
 */
import { describe, expect, it } from 'vitest';
import { ANGEL_CARD } from '../../../shared/engine/rulesets/french-deck/cards.ts';
import { messagesIn } from '../../fixtures/locale-files.ts';

/** The word for the queen and for the ace, in each language. */
const WORDS: Record<string, { queen: RegExp; ace: RegExp }> = {
  en: { queen: /queen of hearts/i, ace: /\bace\b/i },
  ru: { queen: /дама червей/i, ace: /туз/i },
  hu: { queen: /kőr dáma/i, ace: /ász/i },
  fr: { queen: /dame de cœur/i, ace: /\bas\b/i },
  pt: { queen: /dama de copas/i, ace: /\bás\b/i },
  ja: { queen: /ハートのクイーン/, ace: /エース/ },
};

describe("RULES §2 the angel's card is the queen of hearts, in the deal and in every text", () => {
  it('the deal gives the angel the queen of hearts', () => {
    expect(ANGEL_CARD).toEqual({ rank: 'Q', suit: 'hearts' });
  });

  for (const [lang, words] of Object.entries(WORDS)) {
    it(`${lang}: the ruleset's blurb names the queen, not the ace`, () => {
      const messages = messagesIn(`shared/locales/${lang}.json`) as { ruleset: Record<string, string> };
      const blurb = messages.ruleset['french-deck-summary']!;
      expect(blurb).toMatch(words.queen);
      expect(blurb).not.toMatch(words.ace);
    });
  }
});
