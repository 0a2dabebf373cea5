/**
 * Issue 15, found playing a whole Copag game in the console (tests/e2e/copag-game.spec.ts): the operator's
 * timeline names an action card, a character and a mission's result in words, in the console's language
 * ("used an action card (Porta-malas)"), not by the engine's ids ("(porta-malas)", "(success, …)"), and a
 * mission's value to reach is never read as a seat (it read "$Eva (5) to reach").
 */
import { describe, expect, it } from 'vitest';
import { eventMessage } from '../../renderer/common/text/event-text.ts';
import type { LoggedEvent } from '../../shared/engine/index.ts';
import type { Translator } from '../../shared/text/translator.ts';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const label = (seat: number) => `P${seat} (${seat})`;
const text = (tr: Translator, event: object) =>
  eventMessage(tr, 'timeline', 'copag-mafia', event as LoggedEvent, label);

describe('copag-mafia: the timeline names cards, characters and results in words', () => {
  it('in English and in Portuguese', () => {
    const en = stationTranslator('en');
    expect(text(en, { type: 'card-used', seat: 8, card: 'porta-malas', targets: { seats: [1], mission: null } })).toBe(
      'P8 (8) used an action card (Porta-malas)',
    );
    expect(text(en, { type: 'ability-used', seat: 1, character: 'enrico', target: null })).toBe(
      'P1 (1) used their ability (Enrico)',
    );
    const ended = text(en, { type: 'mission-ended', mission: 2, result: 'sabotage', shift: 0, target: 5 });
    expect(ended).toBe('Mission 2 ended: Sabotaged');
    expect(ended).not.toContain('P5');
    const pt = stationTranslator('pt');
    expect(
      text(pt, { type: 'card-used', seat: 8, card: 'pe-de-cabra', targets: { seats: [8], mission: null } }),
    ).toContain('Pé-de-cabra');
  });
});

describe('a Consigliere’s look in the timeline', () => {
  it('names both players, in every language (tryout5: «megnézte a Diogo (4). hely célját», "of seat Diogo (4)")', () => {
    const event = { type: 'objective-seen', viewer: 6, target: 4 };
    const label = (seat: number) => ({ 4: 'Diogo (4)', 6: 'Ana (6)' })[seat] ?? String(seat);
    const texts = LOCALES.map((locale) =>
      eventMessage(stationTranslator(locale), 'timeline', 'copag-mafia', event, label),
    );
    for (const text of texts) {
      expect(text).toContain('Ana (6)');
      expect(text).toContain('Diogo (4)');
      expect(text).not.toMatch(/seat Diogo|Diogo \(4\)\. hely|place Diogo|assento Diogo/);
    }
    expect(texts[0]).toBe('Ana (6) looked at the objective of Diogo (4)');
  });
});
