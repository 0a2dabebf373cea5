// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import DisciplineTable from '../../../renderer/moderator/tournaments/DisciplineTable.vue';
import { mountConsole } from './mount-kit.ts';

describe("the tournament's remarks and penalties (tryout 8)", () => {
  it('labels the remarks as totals over the games and says that a total is no penalty', () => {
    const rows = [{ playerId: 'p4', name: 'Vera', games: 2, remarks: 5, removals: 0, penaltyPoints: 0 }];
    const { wrapper } = mountConsole(DisciplineTable, { props: { rows } });
    expect(wrapper.findAll('th').map((th) => th.text())).toContain('Remarks (total)');
    expect(wrapper.get('[data-testid="discipline-note"]').text()).toContain('so a total is no penalty');
    wrapper.unmount();
  });
});
