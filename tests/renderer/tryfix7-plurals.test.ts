/**
 * Tryfix 7: Portuguese read «0 sucesso» and «0 jogo» (CLDR's Brazilian "one" takes 0, and the house follows it:
 * «0 voto»); where a count is often 0 its message has a zero form, so 0 reads «0 sucessos» as a Brazilian reader
 * says it. Japanese joined names with a Latin comma («Anna（1）, Boris（2）»); it takes «、».
 */
import { describe, expect, it } from 'vitest';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import { promptText } from '../../renderer/common/text/prompt-text.ts';
import type { Announcement, Prompt } from '../../shared/engine/index.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

describe('a count of 0 in Portuguese', () => {
  const pt = stationTranslator('pt');
  it('reads in the plural where the count is often 0: successes, sabotages, games played', () => {
    expect(pt.t('projector.copag-mafia.successes', { count: 0 })).toBe('0 sucessos');
    expect(pt.t('projector.copag-mafia.sabotages', { count: 0 })).toBe('0 sabotagens');
    expect(pt.t('projector.tournament.played', { count: 0 })).toBe('0 jogos');
    expect(pt.t('projector.copag-mafia.successes', { count: 1 })).toBe('1 sucesso');
    expect(pt.t('projector.copag-mafia.successes', { count: 2 })).toBe('2 sucessos');
  });

  it('the other languages read 0 as before', () => {
    expect(stationTranslator('en').t('projector.copag-mafia.successes', { count: 0 })).toBe('0 successes');
    expect(stationTranslator('fr').t('projector.tournament.played', { count: 0 })).toBe('0 partie');
    expect(stationTranslator('ru').t('projector.copag-mafia.sabotages', { count: 0 })).toBe('0 саботажей');
    expect(stationTranslator('ru').t('projector.copag-mafia.sabotages', { count: 3 })).toBe('3 саботажа');
    expect(stationTranslator('ja').t('projector.tournament.played', { count: 0 })).toBe('0試合');
  });
});

describe('names in a list, in Japanese', () => {
  const ja = stationTranslator('ja');
  const label = (seat: number) => ja.t('seat.named', { seat, name: ['Anna', 'Boris', 'Csilla'][seat - 1] });
  it('are joined with «、», in a prompt and an announcement', () => {
    const prompt = { key: 'prompt.mensa-hungariqa.ended-mafia', params: { winner: 'mafia', winners: '1, 2' } };
    expect(promptText(ja, prompt as unknown as Prompt, label)).toContain('Anna（1）、Boris（2）');
    const tie = { kind: 'car-crash', seats: [2, 3] } as unknown as Announcement;
    expect(announcementText(ja, 'city-mafia', tie, label)).toContain('Boris（2）、Csilla（3）');
  });

  it('and with ", " in English', () => {
    const en = stationTranslator('en');
    const enLabel = (seat: number) => en.t('seat.named', { seat, name: ['Anna', 'Boris'][seat - 1] });
    const prompt = { key: 'prompt.mensa-hungariqa.ended-mafia', params: { winner: 'mafia', winners: '1, 2' } };
    expect(promptText(en, prompt as unknown as Prompt, enLabel)).toContain('Anna (1), Boris (2)');
  });
});
