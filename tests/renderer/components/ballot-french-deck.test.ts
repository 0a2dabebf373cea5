// @vitest-environment happy-dom
/** The console reads the engine's ballot for every ruleset (issue 12 §2): here a french-deck hand vote. */
import { describe, expect, it } from 'vitest';
import { commandShape } from '../../../shared/contract/index.ts';
import { moderatorView } from '../../../shared/engine/index.ts';
import CommandForm from '../../../renderer/moderator/console/CommandForm.vue';
import { dealt, night, run, step } from '../../engine/french-deck/helpers.ts';
import { mountConsole, pickSeats } from './mount-kit.ts';

/** Day 2 of 'MMAVVVVV' with the discipline option (night 1 killed 8, seat 5 had four remarks, night 2 killed 7), vote called on 1. */
function voteCalled() {
  let game = night(dealt('MMAVVVVV', { discipline: true }), 8);
  for (let i = 0; i < 4; i++) game = step(game, { type: 'remark', seat: 5 });
  game = night(step(game, { type: 'no-more-accusations' }), 7);
  return run(game, { type: 'accuse', accuser: 3, accused: 1 }, { type: 'call-vote' });
}

describe('a french-deck hand vote in the console', () => {
  it('draws only the seats the engine lets vote, refuses a barred one with the engine’s reason, and sends the others', async () => {
    const view = moderatorView(voteCalled(), 'g');
    const ballot = view.ballot;
    expect(ballot?.voters).toEqual([1, 2, 3, 4, 6]);
    const shape = commandShape('french-deck', 'resolve-vote')!;
    const { wrapper } = mountConsole(CommandForm, {
      props: { shape, seats: view.seats, active: true, disabled: false, error: null, ballot },
    });
    await wrapper.get('[data-testid="by-voters"]').setValue(true);
    expect(wrapper.findAll('.voter').map((b) => Number(b.attributes('data-seat')))).toEqual([1, 2, 3, 4, 6]);
    await pickSeats(wrapper, 5);
    expect(wrapper.get('[data-testid="voter-refused"]').text()).toContain('four remarks');
    await pickSeats(wrapper, 7);
    expect(wrapper.get('[data-testid="voter-refused"]').text()).toContain('out of the game');
    await pickSeats(wrapper, 1, 3);
    // The refusal stays until the vote is sent, and the first Enter after it asks for a second (club tryout).
    expect(wrapper.get('[data-testid="voter-refused"]').text()).toContain('out of the game');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toBeUndefined();
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toEqual([[{ type: 'resolve-vote', guilty: 2, voters: [1, 3] }]]);
  });
});
