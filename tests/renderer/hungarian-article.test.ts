import { describe, expect, it } from 'vitest';
import { createStationI18n } from '../../renderer/common/i18n.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';
import { resolveHungarianArticles } from '../../shared/locales/hungarian-article.ts';

describe('Hungarian "a(z)" is resolved by the next word (issue 12 §3)', () => {
  it('reads the article of a number as it is spoken: az 1., az 5., az 50., az 1000.; a 2., a 10., a 100.', () => {
    const t = createStationI18n('hu', MESSAGES).global.t as unknown as (
      key: string,
      params: Record<string, unknown>,
    ) => string;
    expect(t('announcement.day-began', { round: 1 })).toBe('Kezdődik az 1. nappal.');
    expect(t('announcement.day-began', { round: 2 })).toBe('Kezdődik a 2. nappal.');
    expect(t('announcement.night-fell', { round: 5 })).toBe('Leszáll az 5. éjszaka.');
    expect(resolveHungarianArticles('a(z) 10. a(z) 15. a(z) 50. a(z) 100. a(z) 500. a(z) 1000. a(z) 2000.')).toBe(
      'a 10. a 15. az 50. a 100. az 500. az 1000. a 2000.',
    );
  });

  it('reads the article of a word by its first letter, past an opening quote', () => {
    expect(resolveHungarianArticles('nem ismeri a(z) „éjszaka” parancsot; A(z) maffia')).toBe(
      'nem ismeri az „éjszaka” parancsot; A maffia',
    );
  });

  it('leaves every other language alone', () => {
    const t = createStationI18n('en', MESSAGES).global.t as unknown as (
      key: string,
      params: Record<string, unknown>,
    ) => string;
    expect(t('announcement.day-began', { round: 1 })).not.toContain('az');
  });
});
