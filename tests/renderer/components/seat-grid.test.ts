// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ModeratorSeat } from '../../../shared/engine/index.ts';
import SeatGrid from '../../../renderer/moderator/console/SeatGrid.vue';
import { moderatorSeat } from '../../fixtures/moderator-seats.ts';
import { mountConsole } from './mount-kit.ts';

function seat(n: number, extra: Partial<ModeratorSeat> = {}): ModeratorSeat {
  return moderatorSeat(n, { name: `Player ${n}`, role: n === 2 ? 'mafioso' : 'citizen', ...extra });
}

const SEATS = [
  seat(1),
  seat(2),
  seat(3, { alive: false, out: 'killed', outRound: 1 }),
  seat(4, { remarks: 3, penalty: 'silenced' }),
  ...[5, 6, 7, 8, 9, 10, 11, 12].map((n) => seat(n)),
];

describe('the seat grid', () => {
  it('draws every seat with its number and name, the eliminated set apart', () => {
    const { wrapper } = mountConsole(SeatGrid, { props: { seats: SEATS, showRoles: false, typed: '' } });
    const tiles = wrapper.findAll('[data-testid="seat"]');
    expect(tiles).toHaveLength(12);
    expect(tiles[0]!.text()).toContain('Player 1');
    expect(tiles[2]!.attributes('data-alive')).toBe('false');
    expect(tiles[2]!.classes()).toContain('is-out');
  });

  it('picks a seat in one click', async () => {
    const { wrapper } = mountConsole(SeatGrid, { props: { seats: SEATS, showRoles: false, typed: '' } });
    await wrapper.findAll('[data-testid="seat"]')[6]!.trigger('click');
    expect(wrapper.emitted('pick')).toEqual([[7]]);
  });

  it('shows no role unless the moderator asks', async () => {
    const { wrapper } = mountConsole(SeatGrid, { props: { seats: SEATS, showRoles: false, typed: '' } });
    expect(wrapper.find('[data-role]').exists()).toBe(false);
    expect(wrapper.text()).not.toMatch(/mafioso/i);
    await wrapper.setProps({ showRoles: true });
    expect(wrapper.find('[data-seat="2"]').attributes('data-role')).toBe('mafioso');
  });

  it('highlights the current speaker, not the seat last typed, and greys the seats that voted', () => {
    const { wrapper } = mountConsole(SeatGrid, {
      props: { seats: SEATS, showRoles: false, typed: '', highlight: 7, speaker: 4, voted: [5, 6] },
    });
    expect(wrapper.findAll('.is-speaker').map((t) => Number(t.attributes('data-seat')))).toEqual([4]);
    expect(wrapper.get('[data-seat="4"]').attributes('data-speaker')).toBe('true');
    expect(wrapper.get('[data-seat="7"]').classes()).not.toContain('is-speaker');
    expect(wrapper.findAll('.is-voted').map((t) => Number(t.attributes('data-seat')))).toEqual([5, 6]);
  });

  it('highlights the seats a typed number can still become ("1" → 1, 10, 11, 12)', () => {
    const { wrapper } = mountConsole(SeatGrid, { props: { seats: SEATS, showRoles: false, typed: '1' } });
    const typed = wrapper.findAll('.is-typed').map((t) => Number(t.attributes('data-seat')));
    expect(typed).toEqual([1, 10, 11, 12]);
  });

  it('shows each seat its remarks and the penalty they earn', () => {
    const { wrapper } = mountConsole(SeatGrid, { props: { seats: SEATS, showRoles: false, typed: '' } });
    const remarks = wrapper.get('[data-seat="4"] [data-testid="seat-remarks"]');
    expect(remarks.attributes('data-remarks')).toBe('3');
    expect(remarks.findAll('.remark-dot')).toHaveLength(3);
    expect(remarks.text()).toContain('no speech');
  });
});
