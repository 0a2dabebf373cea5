// @vitest-environment happy-dom
/**
 * The MafiaRatings roles warning stood as a banner on every City tournament whose roles include the doctor, the
 * putana or the maniac (the station's suggested roles from 9 seats), most of them never meant for MafiaRatings.
 * Decided: the export says it, when the organiser exports; the new tournament's form says it only for a tournament
 * scored by FIIM's rules, the kind MafiaRatings rates, while its roles can still change.
 */
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import RatingsJsonExport from '../../../renderer/moderator/tournaments/RatingsJsonExport.vue';
import TournamentCreateForm from '../../../renderer/moderator/tournaments/TournamentCreateForm.vue';
import TournamentPage from '../../../renderer/moderator/tournaments/TournamentPage.vue';
import type { TournamentDetail } from '../../../shared/contract/index.ts';
import { presetSports } from '../../../shared/tournament/index.ts';
import { mountConsole, Refusal } from './mount-kit.ts';

const WARNING = '[data-testid="ratings-roles-warning"]';

/** A City tournament of ten players at one table, with the suggested roles (a doctor, a putana, a maniac). */
const DETAIL: TournamentDetail = {
  tournamentId: 't1',
  name: 'Club night',
  startsOn: '2026-11-28',
  endsOn: '2026-11-28',
  rulesetId: 'city-mafia',
  rounds: 2,
  tables: 1,
  players: 10,
  games: 0,
  finished: 0,
  options: {},
  scoring: presetSports(),
  participants: Array.from({ length: 10 }, (_, i) => ({ playerId: i + 1, name: `Player ${i + 1}` })),
  seating: [],
  evenness: null,
  awards: [],
  bestMoves: [],
  constraints: { separate: [], judges: [], judgeConflicts: [], absences: [], lateEntries: [] },
  verdicts: [],
};

describe('the MafiaRatings roles warning, where it helps', () => {
  it('is no banner on a City tournament’s page', async () => {
    const { wrapper } = mountConsole(TournamentPage, { props: { tournamentId: 't1' } }, (name) =>
      name === 'tournament.get' ? DETAIL : null,
    );
    await flushPromises();
    expect(wrapper.text()).toContain('Club night');
    expect(wrapper.find(WARNING).exists()).toBe(false);
  });

  it('is said when the organiser exports to MafiaRatings: the roles the format cannot carry', async () => {
    const refusal = new Refusal({
      kind: 'rule',
      code: 'exchange.export-unknown-role',
      params: { round: 1, table: 1, name: 'Player 3', seat: 3, role: 'doctor' },
    });
    const { wrapper } = mountConsole(
      RatingsJsonExport,
      { props: { tournamentId: 't1', rulesetId: 'city-mafia', options: {}, sizes: [10] } },
      (name) => (name === 'tournament.export-ratings-json' ? refusal : null),
    );
    expect(wrapper.find(WARNING).exists()).toBe(false);
    await wrapper.get('[data-testid="export-ratings-json"]').trigger('click');
    await flushPromises();
    expect(wrapper.get(WARNING).text()).toContain('doctor, putana, maniac');
  });

  it('the new tournament’s form says it only for a tournament scored by FIIM’s rules', async () => {
    const { wrapper } = mountConsole(TournamentCreateForm);
    await wrapper.get('[data-testid="tournament-name"]').setValue('Autumn Cup');
    const participants = wrapper.get('[data-testid="participants-input"]');
    await participants.setValue(Array.from({ length: 10 }, (_, i) => `Player ${i + 1}`).join(', '));
    await participants.trigger('keydown', { key: 'Enter' });
    await wrapper.get('[data-testid="tournament-ruleset"]').setValue('city-mafia');
    await flushPromises();
    expect(wrapper.find(WARNING).exists()).toBe(false);
    await wrapper.get('[data-testid="scoring-preset"]').setValue('fiim-v7');
    await flushPromises();
    expect(wrapper.get(WARNING).text()).toContain('doctor, putana, maniac');
  });
});
