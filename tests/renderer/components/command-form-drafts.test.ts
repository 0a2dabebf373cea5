// @vitest-environment happy-dom
import { reactive } from 'vue';
import { beforeEach, describe, expect, it } from 'vitest';
import { commandShape } from '../../../shared/contract/index.ts';
import type { ModeratorSeat } from '../../../shared/engine/index.ts';
import CommandForm from '../../../renderer/moderator/console/CommandForm.vue';
import { DRAFTS_KEY } from '../../../renderer/moderator/stores/form-drafts.ts';
import { mountConsole, pickSeats } from './mount-kit.ts';
import { moderatorSeat } from '../../fixtures/moderator-seats.ts';

const SEATS: ModeratorSeat[] = Array.from({ length: 8 }, (_, i) => moderatorSeat(i + 1));
const PLACE = { gameId: 'g1', version: 7, prompt: '[["prompt.city-mafia.vote",{"candidate":4}]]' };

function voteForm(draft: typeof PLACE | null) {
  const shape = commandShape('city-mafia', 'vote')!;
  return mountConsole(CommandForm, {
    props: { shape, seats: SEATS, active: true, disabled: false, error: null, draft },
  });
}
const hands = (wrapper: ReturnType<typeof voteForm>['wrapper']) =>
  wrapper.get('[data-testid="vote-tally"]').attributes('data-hands');

describe('a live command form keeps what was typed and not sent (a reload or a station restart)', () => {
  beforeEach(() => localStorage.clear());

  it('shows the hands typed again when it is drawn afresh for the same step, and sends them', async () => {
    const { wrapper } = voteForm(PLACE);
    await pickSeats(wrapper, 1, 2, 6);
    wrapper.unmount();
    const { wrapper: again } = voteForm({ ...PLACE });
    expect(hands(again)).toBe('3');
    expect(again.find('[data-testid="draft-restored"]').exists()).toBe(true);
    await again.get('form').trigger('submit');
    expect(again.emitted('send')).toEqual([[{ type: 'vote', voters: [1, 2, 6] }]]);
    // Sent: a form drawn again for the step starts empty.
    again.unmount();
    expect(hands(voteForm(PLACE).wrapper)).toBe('0');
  });

  it('does not show a draft typed for another step (the game moved on)', async () => {
    const { wrapper } = voteForm(PLACE);
    await pickSeats(wrapper, 1, 2, 6);
    wrapper.unmount();
    const { wrapper: later } = voteForm({ ...PLACE, version: 8 });
    expect(hands(later)).toBe('0');
    expect(later.find('[data-testid="draft-restored"]').exists()).toBe(false);
  });

  it('keeps a form whose value nests a group (Copag’s card given to a mission) as its draft', async () => {
    // CI: every Copag game's console logged DataCloneError at each change: the form copied its values with
    // structuredClone, which refuses the reactive group inside them, and no draft was kept.
    const shape = commandShape('copag-mafia', 'contribute')!;
    const place = { gameId: 'g2', version: 3, prompt: '[["prompt.copag-mafia.turn",{"seat":2}]]' };
    // The prompt's prefill comes from the moderator view's store: reactive, as the console passes it.
    const prefill = reactive({ mission: 1, card: { colour: 'blue', value: 3 } });
    const { wrapper } = mountConsole(CommandForm, {
      props: { shape, seats: SEATS, active: true, disabled: false, error: null, draft: place, prefill },
    });
    await wrapper.get('[data-testid="choice-card-colour"]').setValue('yellow');
    const stored = JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? 'null') as {
      forms: Record<string, { values: { card: { colour: string } } }>;
    } | null;
    expect(stored?.forms['contribute']?.values.card.colour).toBe('yellow');
    // The form typed into its own copy: the view's prefill is as the station sent it.
    expect(prefill.card.colour).toBe('blue');
  });

  it('keeps no draft where it is not the live game (correcting an archived step)', async () => {
    const { wrapper } = voteForm(null);
    await pickSeats(wrapper, 1, 2);
    expect(localStorage.length).toBe(0);
  });
});
