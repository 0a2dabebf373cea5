// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import AwardForm from '../../../renderer/moderator/tournaments/AwardForm.vue';
import BestMoveForm from '../../../renderer/moderator/tournaments/BestMoveForm.vue';
import ConstraintsPanel from '../../../renderer/moderator/tournaments/ConstraintsPanel.vue';
import VerdictForm from '../../../renderer/moderator/tournaments/VerdictForm.vue';
import type { TournamentDetail } from '../../../shared/contract/index.ts';
import { mountConsole } from './mount-kit.ts';

const PLAYERS = ['Ada', 'Ben', 'Cy', 'Dee'].map((name, i) => ({ playerId: 10 + i, name }));

/** A tournament of four players with one played game at round 1, table 1. */
function detail(): TournamentDetail {
  return {
    tournamentId: 7,
    rulesetId: 'davidoff-1987',
    rounds: 2,
    participants: PLAYERS,
    seating: [{ round: 1, table: 1, gameId: 'g1', players: PLAYERS.map((p, i) => ({ ...p, seat: i + 1 })) }],
    scoring: { extra: { min: -1, max: 1 } },
    awards: [],
    bestMoves: [],
    verdicts: [],
    constraints: { separate: [], judges: [], judgeConflicts: [], absences: [], lateEntries: [] },
  } as unknown as TournamentDetail;
}

/** Mounts a tournament form whose station answers every request with `answer`. */
function mountForm(component: Parameters<typeof mountConsole>[0], answer: { ok: boolean; error?: unknown }) {
  const mounted = mountConsole(component, { props: { detail: detail() } } as never);
  mounted.station.bridge.request = async (name, payload) => {
    mounted.station.requests.push({ name, payload });
    return (answer.ok ? { ok: true, value: detail() } : answer) as never;
  };
  const pick = async (testId: string, value: string) => {
    await mounted.wrapper.get(`[data-testid="${testId}"]`).setValue(value);
    await flushPromises();
  };
  const submit = async (form: string) => {
    await mounted.wrapper.get(`[data-testid="${form}"]`).trigger('submit');
    await flushPromises();
  };
  return { ...mounted, pick, submit };
}

const REFUSED = { ok: false, error: { kind: 'not-found', what: 'game' } };
const options = (w: ReturnType<typeof mountForm>['wrapper'], testId: string) =>
  w.findAll(`[data-testid="${testId}"] option`).map((o) => o.text());

describe('the tournament forms (pickers and submit, issue 14)', () => {
  it("the verdict form offers the game's seats or nobody, sends the verdict and shows a refusal", async () => {
    const form = mountForm(VerdictForm, REFUSED);
    expect(form.wrapper.get('[data-testid="verdict-submit"]').attributes('disabled')).toBeDefined();
    await form.pick('verdict-game', 'g1');
    expect(options(form.wrapper, 'verdict-worst-move')).toEqual(['Nobody', '1. Ada', '2. Ben', '3. Cy', '4. Dee']);
    await form.pick('verdict-surrender', '3');
    await form.submit('verdict-form');
    expect(form.station.requests.at(-1)).toEqual({
      name: 'tournament.verdict',
      payload: { tournamentId: 7, gameId: 'g1', worstMoveSeat: null, surrenderSeat: 3, technicalDefeat: null },
    });
    expect(form.wrapper.get('[data-testid="verdict-error"]').attributes('role')).toBe('alert');
  });

  it('the best-move form picks the player and suspects among the others at the table', async () => {
    const form = mountForm(BestMoveForm, { ok: true });
    await form.pick('best-move-game', 'g1');
    expect(options(form.wrapper, 'best-move-player')).toEqual([
      'Choose a player',
      '1. Ada',
      '2. Ben',
      '3. Cy',
      '4. Dee',
    ]);
    await form.pick('best-move-player', '10');
    expect(form.wrapper.find('[data-testid="suspect-10"]').exists()).toBe(false);
    await form.wrapper.get('[data-testid="suspect-12"]').setValue(true);
    await form.submit('best-move-form');
    expect(form.station.requests.at(-1)).toEqual({
      name: 'tournament.best-move',
      payload: { tournamentId: 7, gameId: 'g1', playerId: 10, suspects: [12] },
    });
    expect(form.wrapper.find('[data-testid="best-move-error"]').exists()).toBe(false);
  });

  it('the best-move form offers the first killed as the station names them, not the first death it reads', async () => {
    // Club tryout: the form read the game's protocol and offered its first death of the first night, the City
    // putana's guest who died with her (seat 2) where the mafia had shot the putana (seat 3).
    const form = mountForm(BestMoveForm, { ok: true });
    form.station.bridge.request = async (name, payload) => {
      form.station.requests.push({ name, payload });
      return (name === 'tournament.first-killed' ? { ok: true, value: [3] } : { ok: true, value: detail() }) as never;
    };
    await form.pick('best-move-game', 'g1');
    expect(form.station.requests).toContainEqual({ name: 'tournament.first-killed', payload: { gameId: 'g1' } });
    expect((form.wrapper.get('[data-testid="best-move-player"]').element as HTMLSelectElement).value).toBe('12');
  });

  it('the award form picks a participant, says a value out of bounds and sends the award', async () => {
    const form = mountForm(AwardForm, REFUSED);
    expect(options(form.wrapper, 'award-player')).toEqual(['Choose a player', 'Ada', 'Ben', 'Cy', 'Dee']);
    await form.pick('award-player', '11');
    await form.pick('award-points', '2');
    await form.pick('award-reason', 'fair play');
    expect(form.wrapper.get('[data-testid="award-range"]').text()).toContain('between');
    expect(form.wrapper.get('[data-testid="award-submit"]').attributes('disabled')).toBeDefined();
    await form.pick('award-points', '0.5');
    expect(form.wrapper.find('[data-testid="award-range"]').exists()).toBe(false);
    await form.submit('award-form');
    expect(form.station.requests.at(-1)).toEqual({
      name: 'tournament.award',
      payload: { tournamentId: 7, playerId: 11, points: 0.5, reason: 'fair play' },
    });
    expect(form.wrapper.find('[data-testid="award-error"]').exists()).toBe(true);
  });

  it('the constraints panel adds a pair from its two pickers and saves the whole draft', async () => {
    const form = mountForm(ConstraintsPanel, REFUSED);
    expect(options(form.wrapper, 'constraints-pair-a')).toEqual(['Choose a player', 'Ada', 'Ben', 'Cy', 'Dee']);
    await form.pick('constraints-pair-a', '10');
    await form.pick('constraints-pair-b', '13');
    await form.wrapper.get('[data-testid="constraints-pair-add"]').trigger('click');
    await form.pick('constraints-absent-player', '12');
    await form.wrapper.get('[data-testid="constraints-absence-add"]').trigger('click');
    await form.submit('constraints-form');
    expect(form.station.requests.at(-1)).toEqual({
      name: 'tournament.constraints',
      payload: {
        tournamentId: 7,
        separate: [[10, 13]],
        judges: [],
        judgeConflicts: [],
        absences: [{ playerId: 12, rounds: [1] }],
      },
    });
    expect(form.wrapper.find('[data-testid="constraints-error"]').exists()).toBe(true);
  });
});
