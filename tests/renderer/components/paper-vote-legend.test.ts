// @vitest-environment happy-dom
/**
 * Tryout 10: the FIIM paper protocol wrote a re-vote hand after no first-vote hand as «7», the same as a hand in
 * the first vote only. The sheet writes «–→7», and a legend under the seats says how to read a vote cell.
 */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { createStationI18n } from '../../../renderer/common/i18n.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import PaperProtocolSheet from '../../../renderer/print/components/PaperProtocolSheet.vue';
import { blankPaperProtocol, type PaperProtocol } from '../../../shared/print/index.ts';

describe('the paper protocol sheet’s vote cells', () => {
  it('prints «–→7» and the legend that reads it, in the organiser’s language', () => {
    const sheet: PaperProtocol = { ...blankPaperProtocol(10), gameId: 'g1', createdAt: '2026-11-27T22:13:00.000Z' };
    sheet.seats[2] = { ...sheet.seats[2]!, name: 'Vera', votes: [null, null, { revote: 7 }] };
    sheet.seats[7] = { ...sheet.seats[7]!, name: 'Igor', votes: [null, null, { main: 9 }] };
    const cells = (locale: 'en' | 'ru') => {
      const wrapper = mount(PaperProtocolSheet, {
        props: { sheet },
        global: { plugins: [createStationI18n(locale, MESSAGES)] },
      });
      const row = (seat: number) =>
        wrapper
          .get(`[data-seat="${seat}"]`)
          .findAll('td')
          .map((td) => td.text());
      return { vera: row(3), igor: row(8), legend: wrapper.get('[data-testid="paper-vote-legend"]').text() };
    };
    const en = cells('en');
    expect(en.vera).toContain('–→7');
    expect(en.vera).not.toContain('7');
    expect(en.igor).toContain('9');
    expect(en.legend).toBe(
      'Vote: 9 — a hand for 9; 9→7 — for 9, then for 7 in the re-vote; –→7 — no hand in the vote, for 7 in the re-vote; +all — for all the tied leaving.',
    );
    expect(cells('ru').legend).toContain('+все — за то, чтобы все голосуемые покинули игру');
  });
});
