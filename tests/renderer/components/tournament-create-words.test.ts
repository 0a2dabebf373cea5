// @vitest-environment happy-dom
/**
 * Tryout 12, the new tournament's form: a name of spaces was refused in the station's technical words, far from the
 * field; a participant's name too long was «The name at seat 10 is too long» (a participant list has no seats); 9
 * participants on 5 tables read «A game needs 6 to 16 players; this one has 2». Each is told at its field, in the
 * organiser's words, and nothing is sent that the form knows will be refused.
 */
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import TournamentCreateForm from '../../../renderer/moderator/tournaments/TournamentCreateForm.vue';
import LateEntryForm from '../../../renderer/moderator/tournaments/LateEntryForm.vue';
import type { TournamentDetail } from '../../../shared/contract/index.ts';
import { mountConsole, Refusal } from './mount-kit.ts';

async function form(
  names: string[],
  tableCount = 1,
  name = 'Autumn Cup',
  answers?: Parameters<typeof mountConsole>[2],
) {
  const { wrapper, station } = mountConsole(TournamentCreateForm, {}, answers);
  await wrapper.get('[data-testid="tournament-name"]').setValue(name);
  const participants = wrapper.get('[data-testid="participants-input"]');
  await participants.setValue(names.join(', '));
  await participants.trigger('keydown', { key: 'Enter' });
  await wrapper.get('[data-testid="tournament-ruleset"]').setValue('city-mafia');
  await wrapper.get('[data-testid="tournament-tables"]').setValue(String(tableCount));
  await flushPromises();
  const submit = async () => {
    await wrapper.get('[data-testid="tournament-create"]').trigger('submit');
    await flushPromises();
  };
  const sent = () => station.requests.filter((r) => r.name === 'tournament.create');
  return { wrapper, station, submit, sent };
}

const nine = Array.from({ length: 9 }, (_, i) => `Player ${i + 1}`);

describe('the new tournament’s form words its refusals for the organiser, at the field', () => {
  it('a name of spaces only is refused at the name field before anything is sent', async () => {
    const { wrapper, submit, sent } = await form(nine, 1, '   ');
    await submit();
    expect(sent()).toEqual([]);
    expect(wrapper.get('[data-testid="error-name"]').text()).toBe(
      'Give the tournament a name: spaces alone are not one.',
    );
    expect(wrapper.find('[data-testid="create-error"]').exists()).toBe(false);
    // Typing a name clears it.
    await wrapper.get('[data-testid="tournament-name"]').setValue('Autumn Cup');
    expect(wrapper.find('[data-testid="error-name"]').exists()).toBe(false);
  });

  it('9 participants on 5 tables: the tables say how many participants 5 tables need, not a game of 2', async () => {
    const { wrapper, submit, sent } = await form(nine, 5);
    expect(wrapper.get('[data-testid="error-tables"]').text()).toBe(
      '5 tables need at least 30 participants (6 at each table); there are 9. Take fewer tables or add participants.',
    );
    expect(wrapper.find('[data-testid="tournament-playability"]').exists()).toBe(false);
    await submit();
    expect(sent()).toEqual([]);
    await wrapper.get('[data-testid="tournament-tables"]').setValue('1');
    expect(wrapper.find('[data-testid="error-tables"]').exists()).toBe(false);
  });

  it('more participants than the tables seat: the tables say how many they need', async () => {
    const forty = Array.from({ length: 40 }, (_, i) => `Player ${i + 1}`);
    const { wrapper } = await form(forty, 2);
    expect(wrapper.get('[data-testid="error-tables"]').text()).toBe(
      '40 participants need at least 3 tables: a table seats at most 16.',
    );
  });

  it('a participant’s name too long is named as typed, with no seat', async () => {
    const long = 'Y'.repeat(60);
    const answers = (name: string) =>
      name === 'tournament.create'
        ? new Refusal({ kind: 'rule', code: 'name.too-long', params: { max: 40, length: 60, seat: 10 } })
        : undefined;
    const { wrapper, submit, sent } = await form([...nine, long], 1, 'Autumn Cup', answers);
    await submit();
    expect(sent()).toHaveLength(1);
    const text = wrapper.get('[data-testid="error-players"]').text();
    expect(text).toBe(`The name of participant “${'Y'.repeat(40)}…” is too long: 60 characters, at most 40.`);
    expect(text).not.toMatch(/seat/i);
  });

  it('a name twice in the list is named, with no seats', async () => {
    const answers = (name: string) =>
      name === 'tournament.create'
        ? new Refusal({ kind: 'rule', code: 'name.duplicate', params: { name: 'Ann', seat: 2, other: 1 } })
        : undefined;
    const { wrapper, submit } = await form(['Ann', 'ann', ...nine], 1, 'Autumn Cup', answers);
    await submit();
    expect(wrapper.get('[data-testid="error-players"]').text()).toBe(
      '“Ann” is in the list twice. Add an initial to tell the two apart.',
    );
  });

  it('a late entrant’s name too long is named as typed, not as "the name at seat 1"', async () => {
    const detail = { tournamentId: 't1', participants: [], seating: [] } as unknown as TournamentDetail;
    const { wrapper, station } = mountConsole(LateEntryForm, { props: { detail } }, (name) =>
      name === 'tournament.enter-late'
        ? new Refusal({ kind: 'rule', code: 'name.too-long', params: { max: 40, length: 45, seat: 1 } })
        : undefined,
    );
    await wrapper.get('[data-testid="late-entry-name"]').setValue('Z'.repeat(45));
    await wrapper.get('[data-testid="late-entry-form"]').trigger('submit');
    await flushPromises();
    expect(station.requests.map((r) => r.name)).toContain('tournament.enter-late');
    expect(wrapper.get('[data-testid="late-entry-error"]').text()).toBe(
      `The name of participant “${'Z'.repeat(40)}…” is too long: 45 characters, at most 40.`,
    );
  });
});
