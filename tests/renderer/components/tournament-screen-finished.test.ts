// @vitest-environment happy-dom
/**
 * Tryout 13: the projector's seating screen of a tournament with every game played read «Все туры уже идут»
 * (every round under way). With every game finished it says the tournament is over; with games still running,
 * as before, that every round is under way.
 */
import { describe, expect, it } from 'vitest';
import type { TournamentScreen } from '../../../shared/contract/index.ts';
import TournamentScreenPage from '../../../renderer/projector/pages/TournamentScreenPage.vue';
import { mountConsole } from './mount-kit.ts';

const SCREEN: TournamentScreen = {
  name: 'Кубок',
  show: 'seating',
  round: null,
  tables: [],
  standings: [],
  gamesFinished: 4,
  gamesTotal: 4,
};

const head = (screen: TournamentScreen) =>
  mountConsole(TournamentScreenPage, { props: { screen } }, undefined, 'ru').wrapper.get('.sub').text();

describe('the projector’s seating screen with no round left to seat', () => {
  it('says a tournament with every game played is over', () => {
    expect(head(SCREEN)).toContain('Турнир завершён');
    expect(head(SCREEN)).not.toContain('Все туры уже идут');
  });

  it('says every round is under way while a game is still played', () => {
    expect(head({ ...SCREEN, gamesFinished: 3 })).toContain('Все туры уже идут');
  });
});
