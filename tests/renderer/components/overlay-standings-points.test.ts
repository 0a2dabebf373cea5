// @vitest-environment happy-dom
/**
 * Tryout 13: the stream overlay's tournament standings printed «4.5» in Hungarian, where the projector's
 * standings write «8,5». The overlay's points go through the language's number format, as the projector's do.
 */
import { describe, expect, it } from 'vitest';
import type { TournamentBoard } from '../../../shared/contract/index.ts';
import type { Locale } from '../../../shared/locales/locale-list.ts';
import OverlayTournament from '../../../renderer/overlay/components/OverlayTournament.vue';
import { mountConsole } from './mount-kit.ts';

const BOARD: TournamentBoard = {
  name: 'Őszi Kupa',
  round: 2,
  table: 1,
  standings: [
    { rank: 1, name: 'Szentgyörgyi Kálmán', points: 4.5, games: 1 },
    { rank: 2, name: 'Nagy-Tóth Levente', points: 4, games: 1 },
  ],
  next: null,
};

function points(locale: Locale): string[] {
  const wrapper = mountConsole(
    OverlayTournament,
    { props: { board: BOARD, table: true, seating: false } },
    undefined,
    locale,
  ).wrapper;
  return wrapper.findAll('.points').map((cell) => cell.text());
}

describe('the overlay’s standings print points in the language’s format', () => {
  it.each([
    ['ru', '4,5'],
    ['hu', '4,5'],
    ['fr', '4,5'],
    ['pt', '4,5'],
    ['en', '4.5'],
    ['ja', '4.5'],
  ] as const)('%s', (locale, half) => {
    expect(points(locale)).toEqual([half, '4']);
  });
});
