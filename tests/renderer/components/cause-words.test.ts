// @vitest-environment happy-dom
/**
 * Issue 12 §3 "Every player is he": the words that say how a player left the game — the result tables,
 * the protocol, the archive's timeline, the projector's "out" line and the seats' "out" caption — were
 * masculine participles in Russian, French and Portuguese («убит», «tué», «morto») for every player. A
 * column or a caption is a neutral noun («убийство ночью», «mort dans la nuit», «morte à noite»); a
 * sentence about a named player is neutral in its base text, gendered only in its `-female`/`-male` keys.
 */
import { describe, expect, it } from 'vitest';
import { createStationI18n } from '../../../renderer/common/i18n.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import { promptText } from '../../../renderer/common/text/prompt-text.ts';
import { seatLabeller } from '../../../shared/projector/seat-text.ts';
import type { Translator } from '../../../shared/text/translator.ts';
import type { GameProtocol, ProtocolSeat } from '../../../shared/print/index.ts';
import { mountProtocolSheet, printedProtocol, protocolSeat } from './protocol-kit.ts';

function flat(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k));
}

/** The messages that name how a player left the game: columns, captions, and the sentences around them. */
const CAUSE_KEYS = new RegExp(
  [
    String.raw`^cause\.`,
    String.raw`^field\.cause-`,
    String.raw`^out\.`,
    String.raw`^print\.cause\.`,
    String.raw`^print\.entry\.(death|removal)$`,
    String.raw`^print\.protocol\.column\.left$`,
    String.raw`^projector\.out\.`,
    String.raw`^timeline\.([a-z0-9-]+\.)?(player-eliminated|player-removed|player-died|player-left|night-resolved)(-female)?$`,
    String.raw`^tournaments\.best-move\.(player|hint)$`,
    String.raw`^prompt\.french-deck\.(night\.dawn|day)(-female)?$`,
  ].join('|'),
);

/** The masculine past participles of the cause words, as a whole word, per language that has them. */
const MASCULINE: Record<'ru' | 'fr' | 'pt', RegExp> = {
  ru: /(^|[^а-яё])(убит|убитый|удал[её]н|казн[её]н|изгнан|выбыл|забран|умер)(?![а-яё])/i,
  fr: /(^|[^a-zà-ÿ])(tué|exclu|exécuté|éliminé|emporté)(?![a-zà-ÿ])/i,
  pt: /(^|[^a-zà-ÿ])(morto|eliminado|expulso|executado|levado|removido)(?![a-zà-ÿ])/i,
};

describe('the words of how a player left are neutral for a woman or an unset gender', () => {
  for (const locale of ['ru', 'fr', 'pt'] as const) {
    it(`${locale}: no masculine participle in a cause, an "out" caption or a sentence around them`, () => {
      const texts = flat(MESSAGES[locale]).filter(([key]) => CAUSE_KEYS.test(key) && !key.endsWith('-male'));
      expect(texts.length).toBeGreaterThan(30);
      const wrong = texts.filter(([, text]) => MASCULINE[locale].test(text)).map(([key, text]) => `${key}: ${text}`);
      expect(wrong).toEqual([]);
    });
  }

  it('hu and ja: the same messages say no "he" (their grammar has no gender; nothing adds one)', () => {
    const he = { hu: /(^|\s)(ő|őt|neki|övé)(\s|$|[,.])/i, ja: /(彼|彼の)/ };
    for (const locale of ['hu', 'ja'] as const) {
      const wrong = flat(MESSAGES[locale]).filter(([key, text]) => CAUSE_KEYS.test(key) && he[locale].test(text));
      expect(wrong).toEqual([]);
    }
  });
});

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo'];

/** A finished 1987 game in which Anna (a woman: the record's gender is not in the protocol) was killed. */
function protocol(): GameProtocol {
  const seats: ProtocolSeat[] = NAMES.map((name, i) =>
    protocolSeat(i + 1, name, i >= 6 ? 'mafioso' : 'honest', i >= 6 ? 'mafia' : 'honest', {
      alive: i !== 0 && i !== 7,
      won: i < 6,
    }),
  );
  seats[0] = { ...seats[0]!, left: { cause: 'killed', kind: 'night', round: 1 } };
  seats[7] = { ...seats[7]!, left: { cause: 'executed', kind: 'day', round: 1 } };
  return printedProtocol({
    gameId: 'g-1',
    rulesetId: 'davidoff-1987',
    scoring: { kind: 'ruleset' },
    seats,
    periods: [
      { kind: 'night', round: 1, entries: [{ kind: 'death', seat: 1, cause: 'killed', by: null, role: null }] },
      {
        kind: 'day',
        round: 1,
        entries: [
          { kind: 'death', seat: 8, cause: 'executed', by: null, role: null },
          { kind: 'removal', seat: 3, reason: 'peeking', note: null },
        ],
      },
    ],
    result: { winner: 'honest', scores: [5, 5, 5, 5, 5, 5, 0, 0] },
    steps: 12,
  });
}

describe('the printed protocol of a woman killed in the night', () => {
  for (const locale of ['ru', 'fr'] as const) {
    it(`${locale}: her result row and her protocol lines carry no masculine word`, () => {
      const wrapper = mountProtocolSheet(protocol(), locale);
      const row = wrapper.findAll('tbody tr')[0]!.text();
      expect(row).toContain('Anna');
      const lines = wrapper.findAll('.period li').map((li) => li.text());
      expect(lines[0]).toContain('Anna (1)');
      expect(lines[2]).toContain('Clara (3)');
      for (const text of [row, ...lines, wrapper.find('thead').text()]) expect(text).not.toMatch(MASCULINE[locale]);
    });
  }
});

describe("the French deck's dawn, said of a woman, of a man, of a player with no gender set", () => {
  const PLAYERS = [
    { seat: 1, name: 'Anna' },
    { seat: 2, name: 'Boris' },
    { seat: 3, name: 'Sasha' },
  ];
  function dawn(locale: 'ru' | 'fr', key: 'night.dawn' | 'day'): string[] {
    const { t, te } = createStationI18n(locale, MESSAGES).global;
    const tr: Translator = { t: (k, params) => t(k, params ?? {}), te: (k) => te(k) };
    const label = seatLabeller(tr, PLAYERS, ['female', 'male', null]);
    return [1, 2, 3].map((victim) =>
      promptText(
        tr,
        { key: `prompt.french-deck.${key}`, params: { round: 2, victim, living: 5, needed: 3 } } as never,
        label,
      ),
    );
  }

  // Each language's dawn is read in one of the French deck's two texts, and the other must be neutral for Sasha too.
  it.each([
    [
      'ru: «убита» for her, «убит» for him, «жертва этой ночи» with no gender set',
      'ru',
      ['night.dawn', 'day'],
      ['ночью убита Anna (1)', 'ночью убит Boris (2)', 'жертву этой ночи: Sasha (3)'],
    ],
    [
      'fr: « tuée » for her, « tué » for him, « victime de la nuit » with no gender set',
      'fr',
      ['day', 'night.dawn'],
      ['Anna (1) a été tuée pendant la nuit', 'Boris (2) a été tué pendant la nuit', 'victime de la nuit, Sasha (3)'],
    ],
  ] as const)('%s', (_name, locale, [read, other], [forHer, forHim, forUnset]) => {
    const [her, him, unset] = dawn(locale, read);
    expect(her).toContain(forHer);
    expect(him).toContain(forHim);
    expect(unset).toContain(forUnset);
    expect(dawn(locale, other)[2]).not.toMatch(MASCULINE[locale]);
  });
});
