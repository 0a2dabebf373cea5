/**
 * City's vote prompts give the moderator three counts (the round's voters, those who voted, the hands still
 * possible for this candidate), often 0 or 1. Written as «{free} podem levantar a mão» they read «1 podem»
 * (tryfix8), «1 have voted», «1 ont déjà voté», «могут поднять руку 1»: each count now stands after a label,
 * so no verb has to agree with it in any language.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/locales/locale-list.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const LANGUAGES: Locale[] = ['en', 'fr', 'hu', 'ja', 'pt', 'ru'];
const PARAMS = { candidate: 7, position: 2, of: 3, entitled: 1, voted: 1, free: 1 };

describe('City vote prompts: counts no verb agrees with', () => {
  it.each(LANGUAGES)('%s: every 1 ends its clause (a label before it, no verb after it)', (locale) => {
    const tr = stationTranslator(locale);
    for (const key of ['prompt.city-mafia.vote', 'prompt.city-mafia.revote', 'projector.city-mafia.most-hands']) {
      const text = tr.t(key, PARAMS);
      expect(text, key).toContain('1');
      // Japanese and Hungarian words follow a number without agreeing with it (人, «szavaz»).
      if (locale === 'ja' || locale === 'hu') continue;
      for (const after of text.matchAll(/\b1\b\s*(.)/g)) expect(after[1], `${key}: ${text}`).toMatch(/[;.)]/);
    }
  });

  it('reads as a moderator says it, in English and Portuguese', () => {
    expect(stationTranslator('en').t('prompt.city-mafia.vote', PARAMS)).toContain(
      'Voters this round: 1; voted already: 1; hands possible for player 7: 1.',
    );
    expect(stationTranslator('pt').t('prompt.city-mafia.vote', PARAMS)).toContain(
      'Votantes nesta rodada: 1; já votaram: 1; mãos possíveis pelo jogador 7: 1.',
    );
  });
});
