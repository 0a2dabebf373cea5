/**
 * Tryout 7: City's room heard «Наступает ночь 0.», «La nuit 0 tombe.», «Leszáll a 0. éjszaka.» as its night of
 * introductions fell, while its phase title said «Ночь знакомства» (RULES.md §4: the introductions are the first
 * night, the first night with actions the next). A round-0 announcement reads the ruleset's own wording where it
 * has one; Mensa's rulebook calls its introductions "Night 0", and says so.
 */
import { describe, expect, it } from 'vitest';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import type { Announcement } from '../../shared/engine/index.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const label = (seat: number) => `Seat ${seat}`;
const nightFell = (round: number) => ({ kind: 'night-fell', round }) as Announcement;

describe('the night of introductions, as the room hears it fall', () => {
  it('is named in every language of a City game, not counted as night 0', () => {
    const said = (locale: Parameters<typeof stationTranslator>[0]) =>
      announcementText(stationTranslator(locale), 'city-mafia', nightFell(0), label);
    expect(said('ru')).toBe('Наступает ночь знакомства.');
    expect(said('en')).toBe('The night of introductions falls.');
    expect(said('fr')).toBe('La nuit des présentations tombe.');
    expect(said('hu')).toBe('Leszáll a bemutatkozó éjszaka.');
    for (const locale of ['pt', 'ja'] as const) expect(said(locale)).not.toMatch(/0/);
  });

  it('leaves the nights after it counted, and Mensa’s night 0 as its rulebook names it', () => {
    expect(announcementText(stationTranslator('ru'), 'city-mafia', nightFell(2), label)).toBe('Наступает ночь 2.');
    expect(announcementText(stationTranslator('en'), 'mensa-hungariqa', nightFell(0), label)).toBe('Night 0 falls.');
  });
});
