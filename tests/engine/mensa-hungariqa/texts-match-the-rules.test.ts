/**
 * The Mensa texts say what the rules do (RULES.md §3): night 0's dawn speaks of unrecorded seats only
 * when the cards were dealt by hand; Aunt Sárika has one description, the rulebook's («Szavazata testőr
 * vagy maffia szavazatnak számít, attól függően, melyikként van hatása … Egyetlen élő maffiózó esetén
 * Sárika néni szavazata nem számít»), in the new-game form and on her card; the bodyguard's form hint
 * says what his card says («aki azon az éjszakán nem halhat meg»).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/locales/locale-list.ts';
import { dealtGame, MENSA, newGame, optionsFor, step } from './helpers.ts';
import { messagesIn } from '../../fixtures/locale-files.ts';
import { messageAt } from '../../fixtures/messages.ts';

/** The text at a dotted key of a locale file (its path in the repository); a missing one fails the test. */
function textOf(file: string, key: string): string {
  const node = messageAt(messagesIn(file), key);
  if (typeof node !== 'string') throw new Error(`${file}: no ${key}`);
  return node;
}

describe('Mensa texts match the rules', () => {
  it('a station-dealt night 0 ends without "seats not recorded are plain citizens"; a hand-dealt one keeps it', () => {
    const station = step(dealtGame('CPMICMCCCC'), { type: 'next-step' });
    const dawn = MENSA.prompts(station.state).at(-1)!;
    expect(dawn.key).toBe('prompt.mensa-hungariqa.dawn');
    expect(textOf('shared/locales/rulesets/mensa-hungariqa.en.json', dawn.key)).not.toMatch(/not recorded/);
    let hand = step(newGame(10, optionsFor('PMMICCCCCC', '', { dealing: 'physical' })), { type: 'deal', roles: [] });
    while (hand.state.intro && hand.state.intro.index < hand.state.intro.steps.length - 1)
      hand = step(hand, { type: 'next-step' });
    const handDawn = MENSA.prompts(hand.state).at(-1)!;
    expect(handDawn.key).toBe('prompt.mensa-hungariqa.dawn-physical');
    expect(textOf('shared/locales/rulesets/mensa-hungariqa.en.json', handDawn.key)).toMatch(/not recorded/);
    for (const lang of LOCALES) {
      const file = `shared/locales/rulesets/mensa-hungariqa.${lang}.json`;
      expect(textOf(file, 'prompt.mensa-hungariqa.dawn'), lang).not.toBe(
        textOf(file, 'prompt.mensa-hungariqa.dawn-physical'),
      );
    }
  });

  it('Aunt Sárika: one text in the form and on her card, in every language, never "safe from the mafia"', () => {
    for (const lang of LOCALES) {
      const file = `shared/locales/${lang}.json`;
      const form = textOf(file, 'option.sarika-hint');
      expect(form, lang).toBe(textOf(file, 'print.role.mensa-hungariqa.sarika.description'));
    }
    expect(textOf('shared/locales/en.json', 'option.sarika-hint')).toMatch(/one vote short/);
    expect(textOf('shared/locales/en.json', 'option.sarika-hint')).toMatch(/one mafioso left/);
  });

  it('the bodyguard: the form says what his card says', () => {
    for (const lang of LOCALES) {
      const file = `shared/locales/${lang}.json`;
      expect(textOf(file, 'option.bodyguard-hint'), lang).toBe(
        textOf(file, 'print.role.mensa-hungariqa.bodyguard.description'),
      );
    }
  });
  it('the inspector: the card tells of the protected mafioso (RULES.md §3), and opens with no bare role label', () => {
    const protectedMafioso = {
      en: /protected mafioso/,
      hu: /védett maffiózó/,
      ru: /защищённого мафиози/,
      fr: /mafioso protégé/,
      pt: /mafioso protegido/,
      ja: /守られたマフィア/,
    };
    for (const lang of LOCALES) {
      const file = `shared/locales/${lang}.json`;
      const card = textOf(file, 'print.role.mensa-hungariqa.inspector.description');
      const citizen = textOf(file, 'print.role.mensa-hungariqa.citizen.name');
      expect(card, lang).toMatch(protectedMafioso[lang]);
      expect(card, lang).toMatch(/2|second|második|второй|seconde|segunda/);
      expect(card.toLowerCase(), lang).not.toMatch(new RegExp(`^(an? |un |um )?${citizen.toLowerCase()}\\s*[:：]`));
    }
  });
});
