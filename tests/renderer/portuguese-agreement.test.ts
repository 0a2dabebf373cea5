/**
 * Portuguese counts that read wrong for one: «faltam 1» (tryout5, a French-deck night in Portuguese). The lines
 * are worded so a number or a list stands after a colon, whatever it counts.
 */
import { describe, expect, it } from 'vitest';
import { stationTranslator } from '../fixtures/station-translator.ts';

describe('Portuguese counts', () => {
  it('read the same for one as for more', () => {
    const tr = stationTranslator('pt');
    const lines = [
      tr.t('prompt.french-deck.night.record-mafia', { missing: 1, recorded: 'Ana (1)' }),
      tr.t('error.french-deck.record-the-mafia-first', { missing: 1 }),
      tr.t('prompt.mensa-hungariqa.watch-mafia', { seats: '1, 2', waiting: 'Ana (1)', threshold: 2, here: 0 }),
    ];
    for (const line of lines) {
      expect(line).not.toMatch(/faltam (1|votar Ana)/);
      expect(line).not.toMatch(/^prompt\.|^error\./);
    }
    expect(lines[0]).toContain('a registrar: 1');
  });
});
