// @vitest-environment happy-dom
/**
 * Tryout 13: on the stream overlay a voted-out player's tile kept «на голосовании» (nominated) beside
 * «изгнание голосованием», to the end of the game, while the projector shows an eliminated seat with how it left
 * and no tags. Both draw a seat's tags by one rule (shownTags): a seat in the game shows them, a seat out none.
 */
import { describe, expect, it } from 'vitest';
import type { ProjectorModel, ProjectorSeat } from '../../../renderer/projector/model/index.ts';
import { shownTags } from '../../../shared/projector/projector-model.ts';
import OverlayPlayerStrip from '../../../renderer/overlay/components/OverlayPlayerStrip.vue';
import { mountConsole } from './mount-kit.ts';

const NOMINATED = 'на голосовании';
const SEATS: ProjectorSeat[] = [
  { seat: 1, name: 'Анна', alive: true, mark: null, tags: [NOMINATED], out: null, role: null, side: null },
  {
    seat: 2,
    name: 'Егор',
    alive: false,
    mark: null,
    tags: [NOMINATED],
    out: 'изгнание голосованием на 2-й день',
    role: null,
    side: null,
  },
];
const MODEL = { gameId: 'g', rulesetId: 'city-mafia', seats: SEATS } as unknown as ProjectorModel;

describe('a seat out of the game shows no tags', () => {
  it('on the overlay’s strip: the voted-out tile reads how it left, not «на голосовании»', () => {
    const wrapper = mountConsole(
      OverlayPlayerStrip,
      { props: { model: MODEL, secret: null, timer: null, width: 1920 } },
      undefined,
      'ru',
    ).wrapper;
    const tiles = wrapper.findAll('[data-testid="overlay-seat"]');
    expect(tiles[0]!.text()).toContain(NOMINATED);
    expect(tiles[1]!.text()).toContain('изгнание голосованием');
    expect(tiles[1]!.text()).not.toContain(NOMINATED);
  });

  it('by the one rule the projector’s seats use too', () => {
    expect(shownTags(SEATS[0]!)).toEqual([NOMINATED]);
    expect(shownTags(SEATS[1]!)).toEqual([]);
  });
});
