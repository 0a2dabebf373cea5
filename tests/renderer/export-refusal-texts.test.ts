/**
 * A game that cannot go on the FIIM paper protocol or into the MafiaRatings format is refused in the organiser's
 * language: each reason the exchange gives has its message in every language (before, the station passed on an
 * English sentence inside the translated one: "… protocole papier FIIM. (Game 1f3…: seat 3 is doctor; …)").
 */
import { describe, expect, it } from 'vitest';
import { createStationI18n } from '../../renderer/common/i18n.ts';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';
import { EXPORT_REFUSALS } from '../../shared/exchange/index.ts';

describe('export refusals in the organiser’s language', () => {
  it('has a message for each reason, on the paper protocol and in the MafiaRatings export, in every language', () => {
    for (const locale of LOCALES) {
      const { t, te } = createStationI18n(locale, MESSAGES).global;
      for (const reason of EXPORT_REFUSALS) {
        for (const key of [`error.print.paper-${reason}`, `error.exchange.export-${reason}`]) {
          expect(te(key), `${locale} ${key}`).toBe(true);
          const text = t(key, { seat: 'Anna (3)', round: 2, table: 1 });
          expect(text, `${locale} ${key}`).not.toMatch(/[{}]/);
          if (key.startsWith('error.exchange')) expect(text, `${locale} ${key}`).toMatch(/2/);
        }
      }
    }
  });
});
