/**
 * RULES.md §3: Aunt Sárika picks one player each night, and her pick counts as the bodyguard's or as a mafia vote,
 * whichever has an effect; she casts no vote of her own. RULES.md "Things every ruleset shares": the night script
 * calls every role, living or dead, so that nobody learns from silence who has died. Tryout 11 read a dead Sárika's
 * night card as "read as if Aunt Sárika could vote" (tryfix12 fixed the bodyguard's). In every language her cards
 * speak of her hand or her pick, never of a vote, and a dead Sárika's says to read the names as if she still picked.
 */
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../shared/engine/index.ts';
import { promptText } from '../../renderer/common/text/prompt-text.ts';
import { LOCALES, type Locale } from '../../shared/locales/locale-list.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

/** Each language's word for a vote, and for the names the moderator reads. */
const WORDS: Readonly<Record<Locale, { vote: RegExp; names: RegExp }>> = {
  en: { vote: /vot/i, names: /names/ },
  hu: { vote: /szavaz/i, names: /neveket/ },
  fr: { vote: /vot/i, names: /noms/ },
  pt: { vote: /vot/i, names: /nomes/ },
  ru: { vote: /голос/i, names: /имена/ },
  ja: { vote: /投票/, names: /名前を読み上げ/ },
};

const label = (seat: number) => `Ferenc (${seat})`;
const say = (locale: Locale, key: string) =>
  promptText(
    stationTranslator(locale),
    { key: `prompt.mensa-hungariqa.${key}`, params: { seat: 6 }, commands: [] } as unknown as Prompt,
    label,
  );

describe('Aunt Sárika’s night cards (tryout 11)', () => {
  it.each(LOCALES)('%s: after her pick and when she is dead, the cards name her and speak of no vote', (locale) => {
    for (const key of ['watch-sarika-done', 'watch-sarika-wait']) {
      const text = say(locale, key);
      expect(text, `${locale} ${key}`).toContain('Ferenc (6)');
      expect(text, `${locale} ${key}`).not.toMatch(WORDS[locale].vote);
    }
  });

  it.each(LOCALES)('%s: a dead Sárika’s card says to read the names as if she were still picking', (locale) => {
    expect(say(locale, 'watch-sarika-wait')).toMatch(WORDS[locale].names);
  });
});
