// @vitest-environment happy-dom
/**
 * Tryout 11: a tournament game whose winner the judge defeated technically printed the table's winner and no word of
 * the verdict. Both sheets now print the scored winner (the station's) and say which team lost technically.
 */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { createStationI18n } from '../../../renderer/common/i18n.ts';
import { LOCALES, type Locale } from '../../../shared/locales/locale-list.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import PaperProtocolSheet from '../../../renderer/print/components/PaperProtocolSheet.vue';
import { blankPaperProtocol, type PaperProtocol } from '../../../shared/print/index.ts';
import { mountProtocolSheet, printedProtocol, protocolSeat } from './protocol-kit.ts';

/** "Technical defeat" in each language, as a judge reads it on the sheet. */
const WORDS: Record<Locale, string> = {
  en: 'Technical defeat',
  ru: 'Техническое поражение',
  hu: 'Technikai vereség',
  fr: 'Défaite technique',
  pt: 'Derrota técnica',
  ja: '技術的敗北',
};

describe('a technical defeat on the printed sheets', () => {
  it('the paper protocol ticks the other side and names the defeated one, in every language', () => {
    const sheet: PaperProtocol = { ...blankPaperProtocol(10), gameId: 'g1', winner: 'civ', technicalDefeat: 'maf' };
    for (const locale of LOCALES) {
      const i18n = createStationI18n(locale, MESSAGES);
      const wrapper = mount(PaperProtocolSheet, { props: { sheet }, global: { plugins: [i18n] } });
      const black = i18n.global.t('print.paper.black');
      expect(wrapper.get('.choice.chosen').text()).toBe(i18n.global.t('print.paper.red'));
      const line = wrapper.get('[data-testid="paper-technical-defeat"]').text();
      expect(line).toContain(WORDS[locale]);
      expect(line).toContain(black);
    }
    const plain = mount(PaperProtocolSheet, {
      props: { sheet: { ...sheet, technicalDefeat: null } },
      global: { plugins: [createStationI18n('en', MESSAGES)] },
    });
    expect(plain.find('[data-testid="paper-technical-defeat"]').exists()).toBe(false);
  });

  it("the protocol's result names the defeated team under the scored winner, in every language", () => {
    const protocol = printedProtocol({
      gameId: 'g1',
      rulesetId: 'city-mafia',
      scoring: { kind: 'tournament', tournamentId: 't1', name: 'Autumn Cup' },
      seats: [protocolSeat(1, 'Anna', 'civilian', 'red', { won: true }), protocolSeat(2, 'Boris', 'don', 'black')],
      periods: [],
      result: { winner: 'red', scores: null, technicalDefeat: 'black' },
      steps: 40,
    });
    for (const locale of LOCALES) {
      const wrapper = mountProtocolSheet(protocol, locale);
      const result = wrapper.get('[data-testid="print-result"]');
      expect(result.get('.winner').classes()).toContain('team-red');
      expect(result.get('[data-testid="print-technical-defeat"]').text()).toContain(WORDS[locale]);
    }
    const en = mountProtocolSheet(protocol).get('[data-testid="print-technical-defeat"]').text();
    expect(en).toBe('Technical defeat: Black');
    const club = mountProtocolSheet({ ...protocol, result: { winner: 'red', scores: null } });
    expect(club.find('[data-testid="print-technical-defeat"]').exists()).toBe(false);
  });
});
