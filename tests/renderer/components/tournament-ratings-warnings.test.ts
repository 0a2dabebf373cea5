// @vitest-environment happy-dom
/**
 * Tryout 10, as the organiser reads it: the tournament says at once that its roles cannot go to MafiaRatings, and
 * the best-move form's refusal names who gives it by the table's names.
 */
import { describe, expect, it } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import BestMoveForm from '../../../renderer/moderator/tournaments/BestMoveForm.vue';
import RatingsRolesWarning from '../../../renderer/moderator/tournaments/RatingsRolesWarning.vue';
import type { TournamentDetail } from '../../../shared/contract/index.ts';
import { mountConsole } from './mount-kit.ts';

const FIIM_ROLES = { roles: { civilian: 6, sheriff: 1, doctor: 0, putana: 0, mafioso: 2, don: 1, maniac: 0 } };

describe('tournament warnings and refusals, worded', () => {
  it('warns of the roles MafiaRatings cannot hold at a ten-seat City table with the suggested roles, in the language', () => {
    const en = mountConsole(RatingsRolesWarning, { props: { rulesetId: 'city-mafia', options: {}, sizes: [10] } });
    expect(en.wrapper.get('[data-testid="ratings-roles-warning"]').text()).toBe(
      'This tournament’s games deal these roles: doctor, putana, maniac. Such games cannot be exported to MafiaRatings, whose format knows civilians, the sheriff, the mafia and the don only.',
    );
    const ru = mountConsole(
      RatingsRolesWarning,
      { props: { rulesetId: 'city-mafia', options: {}, sizes: [10] } },
      undefined,
      'ru',
    );
    expect(ru.wrapper.get('[data-testid="ratings-roles-warning"]').text()).toContain('доктор, путана, маньяк');
    const fiim = mountConsole(RatingsRolesWarning, {
      props: { rulesetId: 'city-mafia', options: FIIM_ROLES, sizes: [10] },
    });
    expect(fiim.wrapper.find('[data-testid="ratings-roles-warning"]').exists()).toBe(false);
  });

  it("the best-move form's refusal names the first-night victim by the table's names", async () => {
    const players = ['Anton', 'Egor', 'Vera'].map((name, i) => ({ playerId: 10 + i, name, seat: i + 1 }));
    const detail = {
      tournamentId: 't',
      rulesetId: 'city-mafia',
      participants: players,
      seating: [{ round: 1, table: 1, gameId: 'g1', players }],
      scoring: { extra: { min: -1, max: 1 } },
      awards: [],
      bestMoves: [],
      verdicts: [],
    } as unknown as TournamentDetail;
    const mounted = mountConsole(BestMoveForm, { props: { detail } } as never);
    mounted.station.bridge.request = async (name) =>
      (name === 'tournament.first-killed'
        ? { ok: true, value: [] }
        : {
            ok: false,
            error: {
              kind: 'rule',
              code: 'tournament.best-move-not-first-killed',
              params: { gameId: 'g1', seat: 2, victim: 1 },
            },
          }) as never;
    await mounted.wrapper.get('[data-testid="best-move-game"]').setValue('g1');
    await flushPromises();
    await mounted.wrapper.get('[data-testid="best-move-player"]').setValue('11');
    await mounted.wrapper.get('[data-testid="best-move-form"]').trigger('submit');
    await flushPromises();
    expect(mounted.wrapper.get('[data-testid="best-move-error"]').text()).toBe(
      'Only Anton (1), killed on the first night, gives the best move in this game.',
    );
  });
});
