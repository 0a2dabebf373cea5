/**
 * Tryout 7: the projector's standings said «3 p.» for three games played, beside the points, in French; "p."
 * reads as points (and the English "3 g." is cryptic). The count is said in words, with each language's plural.
 */
import { describe, expect, it } from 'vitest';
import { stationTranslator } from '../fixtures/station-translator.ts';

const played = (locale: Parameters<typeof stationTranslator>[0], count: number) =>
  stationTranslator(locale).t('projector.tournament.played', { count });

describe('games played on the projector’s standings', () => {
  it('are said in words, in each language’s plural', () => {
    expect([played('fr', 1), played('fr', 3)]).toEqual(['1 partie', '3 parties']);
    expect([played('en', 1), played('en', 3)]).toEqual(['1 game', '3 games']);
    expect([played('ru', 1), played('ru', 3), played('ru', 5)]).toEqual(['1 игра', '3 игры', '5 игр']);
    expect([played('pt', 2), played('hu', 2), played('ja', 2)]).toEqual(['2 jogos', '2 játék', '2試合']);
  });
});
