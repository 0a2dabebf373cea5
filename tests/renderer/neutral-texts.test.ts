/**
 * No text assigns a player a gender they were not given (issue 12 §3 "Every player is he"): a player's
 * placeholder is never followed by a gendered pronoun (English) or a past-tense verb that agrees with a
 * man (Russian: «Лилла (12) поднял руку»). Roles keep their nouns' grammar; the players are phrased neutrally.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/locales/messages.ts';

function flat(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * A `<key>-female` / `<key>-male` message is read only for a player whose record carries that gender
 * (renderer/common/text/gendered-key.ts): it is the gender they were given. Every other text stays neutral.
 */
const ungendered = ([key]: [string, string]) => !/-(female|male)$/.test(key);

const PLAYER = String.raw`\{(seat|voter|by|accuser|accused|kamikaze|victim|nominee|target|proposer|partner|name)\}`;

describe('texts about players are gender-neutral', () => {
  it('English: no "himself"/"herself" about a player or a role', () => {
    const wrong = flat(MESSAGES.en)
      .filter(ungendered)
      .filter(([, text]) => /\b(himself|herself)\b/.test(text))
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it('English: a sentence that names a player calls them neither he nor she', () => {
    // Club tryout: Mensa's night card read "Watch the bodyguard (Erin (5)): he raises his hand" for every player.
    const wrong = flat(MESSAGES.en)
      .filter(ungendered)
      .filter(([, text]) => new RegExp(PLAYER).test(text) && /\b(he|his|him|she|her)\b/i.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('English: a hint, a role card or a night line about a player of no given gender says they, never he', () => {
    // tryfix14: "Record his seat" at every introduction, "The moderator pardons him", "His role is told when he dies".
    // Aunt Sárika and the putana are women by their roles' names, and keep "her" and "she".
    const womenByName = /(Aunt Sárika|putana)/;
    const wrong = flat(MESSAGES.en)
      .filter(ungendered)
      .filter(([, text]) => /\b(he|his|him)\b/i.test(text) || (/\b(she|her)\b/i.test(text) && !womenByName.test(text)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('Russian: a player is not the subject of a past-tense verb in the masculine', () => {
    const pattern = new RegExp(
      `${PLAYER}\\s*(\\([^)]*\\)\\s*)?(был|[а-яё]+(ил|ал|ял|ел|ыл|ул|ёл)|погиб|убит|оправдан|исключён)(\\s|[,.:;)]|$)`,
    );
    const wrong = flat(MESSAGES.ru)
      .filter(ungendered)
      .filter(([, text]) => pattern.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });
});

/**
 * A seat's tags and the paper protocol's captions are read of any player: "nominated", "acquitted today",
 * "left: killed N1". They are neutral nouns or phrases, never a participle agreeing with a man
 * («выставлен», « proposé », « indicado »).
 */
const CAPTION_KEYS = /^(projector\.tag\.|print\.paper\.)/;
const MASCULINE_CAPTION: Record<'ru' | 'fr' | 'pt', RegExp> = {
  ru: /(^|[^а-яё])[а-яё]*(ан|ян|ен|ён|ит|ыт|ыл)(?![а-яё])/i,
  fr: /(^|[^a-zà-ÿ])(proposé|désigné|acquitté|accusé|sorti|tué|éliminé|exclu|mort)(?![a-zà-ÿ])/i,
  pt: /(^|[^a-zà-ÿ])(indicado|absolvido|acusado|morto|eliminado|expulso)(?![a-zà-ÿ])/i,
};

/** Russian words that end like a participle but are not one (nouns, adverbs). */
const RU_NOT_PARTICIPLES = new Set(['шериф', 'стол', 'тур', 'день', 'дон', 'голос', 'план', 'он']);

describe('seat tags and protocol captions are neutral', () => {
  for (const locale of ['ru', 'fr', 'pt'] as const) {
    it(`${locale}: no masculine participle in a seat tag or a paper-protocol caption`, () => {
      const texts = flat(MESSAGES[locale]).filter(([key]) => CAPTION_KEYS.test(key) && ungendered([key, '']));
      expect(texts.length).toBeGreaterThan(30);
      const wrong = texts
        .filter(([, text]) => {
          const match = MASCULINE_CAPTION[locale].exec(text);
          return match !== null && !RU_NOT_PARTICIPLES.has(match[0].replace(/^[^а-яёa-zà-ÿ]/i, '').toLowerCase());
        })
        .map(([key, text]) => `${key}: ${text}`);
      expect(wrong).toEqual([]);
    });
  }
});

/**
 * A sentence about a named player does not make the player a man through a passive participle or a
 * pronoun: «{seat} посажен в багажник», « {seat} est accusé », « {seat} não pode acusar a si mesmo ».
 */
const PASSIVE_ABOUT_PLAYER: Record<'ru' | 'fr' | 'pt', RegExp> = {
  ru: new RegExp(`${PLAYER}\\s*(\\([^)]*\\)\\s*)?(уже\\s+)?[а-яё]+(ан|ян|ен|ён)(?![а-яё])`, 'i'),
  fr: new RegExp(
    `${PLAYER}\\s*(est |a été |était )?(déjà )?(accusé|acquitté|compté|saisi|ajouté|retiré|mis|libéré|gracié)(?![a-zà-ÿ])|${PLAYER}.*(être accusé|avec lui)`,
    'i',
  ),
  pt: new RegExp(
    `${PLAYER}\\s*(foi |está |já está |está sendo )?(registrado|contado|acusado|absolvido|perdoado|dispensado|adicionado|posto|libertado)(?![a-zà-ÿ])|${PLAYER}.*(a si mesmo|ser indicado|ser acusado|não o leva)`,
    'i',
  ),
};

describe('sentences about a player carry no passive participle in the masculine', () => {
  for (const locale of ['ru', 'fr', 'pt'] as const) {
    it(`${locale}: a player is not "added", "pardoned", "counted" or "accused" as a man`, () => {
      const wrong = flat(MESSAGES[locale])
        .filter(ungendered)
        .filter(([, text]) => PASSIVE_ABOUT_PLAYER[locale].test(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(wrong).toEqual([]);
    });
  }
});
