/**
 * The projector's lists of names in the language's list style (tryfix7 left it): Japanese joins names with «、»
 * as the console, the print and the overlay already did, where the projector wrote a Latin «, » inside a
 * Japanese line; the other languages keep «, ».
 */
import { describe, expect, it } from 'vitest';
import { projectorModel } from '../../renderer/projector/model/index.ts';
import type { Locale } from '../../shared/locales/locale-list.ts';
import { publicView, RULESETS } from '../../shared/engine/index.ts';
import { copagMafia as CM } from '../../shared/engine/rulesets/copag-mafia/index.ts';
import { copagTableInPlay } from '../fixtures/copag-table.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const NAMES = [
  '佐藤 健太',
  '鈴木 美咲',
  '高橋 翔',
  '田中 由美',
  '伊藤 大輔',
  '渡辺 愛',
  '山本 拓也',
  '中村 優子',
  '小林 大輔',
  '加藤 恵',
];

/** The panel texts of a City day with a car crash between seats 3 and 5 (no vote open). */
function carCrash(locale: Locale): string {
  const ruleset = RULESETS['city-mafia'];
  const setup = { rulesetId: 'city-mafia', players: NAMES, options: ruleset.defaultOptions(10) } as never;
  const view = { ...publicView(ruleset.initialState(setup), 'g'), tied: [3, 5] };
  const panel = projectorModel(view as never, stationTranslator(locale)).panels.find((p) => p.tone === 'info');
  return panel!.subject!;
}

/** The characters line of a Copag mission whose characters are seats 1 and 2. */
function copagMembers(locale: Locale): string {
  const state = copagTableInPlay(NAMES.slice(0, 5), ['giovanna', 'francesca', 'lorenzo', 'salvatore', 'vincenzo'], {
    state: {
      missions: [
        {
          number: 1,
          card: { name: 'Missione 2', recruits: 2, cards: 4, value: 5, colour: 'blue' },
          members: [1, 2],
          short: false,
          placed: [],
          revealed: null,
        },
        null,
      ],
    },
  });
  const model = CM.projector({ ...CM.publicView(state), gameId: 'g' }, stationTranslator(locale));
  return model.panels.find((p) => p.label.includes('Missione 2'))!.lines[0]!;
}

describe('the projector lists names in the language’s style', () => {
  it('Japanese: «、» between names, never a Latin comma', () => {
    expect(carCrash('ja')).toBe('高橋 翔（3）、伊藤 大輔（5）');
    expect(copagMembers('ja')).toContain('Giovanna（1）、Francesca（2）');
    for (const text of [carCrash('ja'), copagMembers('ja')]) expect(text).not.toContain(', ');
  });

  it('the other languages keep «, »', () => {
    for (const locale of ['en', 'fr', 'hu', 'pt', 'ru'] as const) {
      expect(carCrash(locale), locale).toContain(', ');
      expect(copagMembers(locale), locale).toContain(', ');
    }
  });
});
