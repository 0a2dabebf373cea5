/**
 * RULES.md §3: the bodyguard picks one player each night who cannot die that night; he guards, he does not
 * vote. Tryout 11 read a dead bodyguard's night card as «Olvasson úgy, mintha szavazhatna» / "read as if the
 * bodyguard could vote", and the card after his pick as "has voted". A dead bodyguard's step is still read (roles
 * are not revealed on death), as if he were still picking whom to guard; in every language the two cards speak
 * of guarding and never of a vote.
 */
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../shared/engine/index.ts';
import { promptText } from '../../renderer/common/text/prompt-text.ts';
import { LOCALES, type Locale } from '../../shared/locales/locale-list.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

/** The word each language's cards use for a vote, and the one for guarding. */
const WORDS: Readonly<Record<Locale, { vote: RegExp; guard: RegExp }>> = {
  en: { vote: /vot/i, guard: /guard/ },
  hu: { vote: /szavaz/i, guard: /véd/ },
  fr: { vote: /vot/i, guard: /protég/ },
  pt: { vote: /vot/i, guard: /proteg/ },
  ru: { vote: /голос/i, guard: /охран/ },
  ja: { vote: /投票/, guard: /守/ },
};

const label = (seat: number) => `Gábor (${seat})`;

describe('the bodyguard’s night cards (tryout 11)', () => {
  it.each(LOCALES)('%s: after his pick and when he is dead, the cards speak of guarding, not of a vote', (locale) => {
    const tr = stationTranslator(locale);
    for (const key of ['watch-bodyguard-done', 'watch-bodyguard-wait']) {
      const prompt = { key: `prompt.mensa-hungariqa.${key}`, params: { seat: 7 }, commands: [] } as unknown as Prompt;
      const text = promptText(tr, prompt, label);
      expect(text, `${locale} ${key}`).toContain('Gábor (7)');
      expect(text, `${locale} ${key}`).not.toMatch(WORDS[locale].vote);
      expect(text, `${locale} ${key}`).toMatch(WORDS[locale].guard);
    }
  });

  it.each(LOCALES)('%s: the refusal of his own seat speaks of guarding too', (locale) => {
    const text = stationTranslator(locale).t('error.mensa-hungariqa.bodyguard-not-himself');
    expect(text).not.toMatch(WORDS[locale].vote);
    expect(text).toMatch(WORDS[locale].guard);
  });
});
