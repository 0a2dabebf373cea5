// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { commandShape } from '../../../shared/contract/index.ts';
import type { Ballot, ModeratorSeat } from '../../../shared/engine/index.ts';
import CommandForm from '../../../renderer/moderator/console/CommandForm.vue';
import { mountConsole, pickSeats } from './mount-kit.ts';

const SEATS: ModeratorSeat[] = Array.from({ length: 8 }, (_, i) => ({
  seat: i + 1,
  name: `P${i + 1}`,
  role: null,
  second: null,
  alive: i !== 7,
  remarks: null,
  penalty: null,
  out: i === 7 ? 'killed' : null,
  outRound: i === 7 ? 1 : null,
}));

/** The engine's ballot at SEATS when nobody has voted yet: the seven living seats vote, the dead seat 8 is barred. */
function livingBallot(rulesetId: string, majority: Ballot['majority']): Ballot {
  const living = SEATS.filter((s) => s.alive).map((s) => s.seat);
  return {
    voters: living,
    barred: SEATS.filter((s) => !s.alive).map((s) => ({ seat: s.seat, code: `${rulesetId}.voter-must-be-living` })),
    voted: [],
    entitled: living.length,
    majority,
  };
}

function form(
  rulesetId: 'city-mafia' | 'french-deck' | 'mensa-hungariqa' | 'davidoff-1987',
  type: string,
  extra: Record<string, unknown> = {},
) {
  const shape = commandShape(rulesetId, type)!;
  return mountConsole(CommandForm, {
    props: { shape, seats: SEATS, active: true, disabled: false, error: null, ...extra },
  });
}

describe('a command form drawn from the command schema', () => {
  it('fills its seat fields in order from picked seats, then sends the command', async () => {
    const { wrapper } = form('city-mafia', 'nominate');
    await pickSeats(wrapper, 5, 2);
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toEqual([[{ type: 'nominate', by: 5, nominee: 2 }]]);
  });

  it("draws its choice, text and count inputs as every other form's inputs (forms.css), not the browser's", () => {
    const { wrapper: removal } = form('city-mafia', 'remove');
    for (const control of removal.findAll('select, input:not([type="checkbox"])'))
      expect(control.classes(), control.html()).toContain('form-input');
    expect(removal.findAll('select').length + removal.findAll('input').length).toBeGreaterThan(1);
    const { wrapper: vote } = form('french-deck', 'resolve-vote');
    expect(vote.get('[data-testid="count-guilty"]').classes()).toContain('form-input');
  });

  it('says when a seat typed replaces the one put in a one-seat field, and sends the last (tryout 15: «6 8» kept 8 unsaid)', async () => {
    const { wrapper } = form('mensa-hungariqa', 'hand');
    await pickSeats(wrapper, 6);
    expect(wrapper.find('[data-testid="seat-replaced"]').exists()).toBe(false);
    await pickSeats(wrapper, 4);
    expect(wrapper.get('[data-testid="seat-replaced"]').text()).toBe(
      'P4 (4) replaces P6 (6): this form takes one seat.',
    );
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toEqual([[{ type: 'hand', voter: 4 }]]);
    expect(wrapper.find('[data-testid="seat-replaced"]').exists()).toBe(false);
  });

  it('says nothing when a seat replaces what the step had filled in, not the moderator', async () => {
    const { wrapper } = form('city-mafia', 'nominate', { prefill: { by: 5, nominee: 3 } });
    await pickSeats(wrapper, 7);
    expect(wrapper.find('[data-testid="seat-replaced"]').exists()).toBe(false);
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toEqual([[{ type: 'nominate', by: 5, nominee: 7 }]]);
  });

  it('offers "nobody" where the command takes no target', async () => {
    const { wrapper } = form('city-mafia', 'maniac-kill');
    await wrapper.get('[data-testid="nobody"]').trigger('click');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toEqual([[{ type: 'maniac-kill', target: null }]]);
  });

  it('does not send until every seat is chosen, and says which is missing', async () => {
    const { wrapper } = form('french-deck', 'accuse');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toBeUndefined();
    expect(wrapper.text()).toContain('Choose: Accuser');
  });

  it('takes a vote voter by voter, toggling picked seats, living voters only (as the engine’s ballot says)', async () => {
    // The engine's ballot bars the dead seat: the console itself decides nobody's vote.
    const ballot = livingBallot('city-mafia', { kind: 'compare' });
    const { wrapper } = form('city-mafia', 'vote', { ballot });
    await pickSeats(wrapper, 3, 1, 3, 6, 8); // 8 is dead: not a voter
    expect(wrapper.get('[data-testid="vote-tally"]').attributes('data-hands')).toBe('2');
    // The dead seat was refused: the first Enter asks for a second (club tryout).
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toBeUndefined();
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toEqual([[{ type: 'vote', voters: [1, 6] }]]);
  });

  it('takes a vote as a count of hands, or switches to voter by voter', async () => {
    const { wrapper } = form('mensa-hungariqa', 'support-vote', {
      ballot: {
        voters: [1, 2, 3, 4, 5, 6, 7],
        barred: [{ seat: 8, code: 'mensa-hungariqa.voter-must-be-living' }],
        voted: [],
        entitled: 7,
        majority: { kind: 'hands', needed: 4 },
      },
    });
    await wrapper.get('[data-testid="count-yes"]').setValue('5');
    expect(wrapper.get('[data-testid="vote-tally"]').attributes('data-outcome')).toBe('passes');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')![0]).toEqual([{ type: 'support-vote', yes: 5 }]);
    await wrapper.get('[data-testid="by-voters"]').setValue(true);
    await pickSeats(wrapper, 2, 4);
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')![1]).toEqual([{ type: 'support-vote', yes: 2, voters: [2, 4] }]);
  });

  it('refuses a voter the engine bars, visibly with the engine’s reason, and greys who voted already', async () => {
    const ballot = {
      voters: [1, 2, 3, 4, 5, 6, 7],
      barred: [
        { seat: 2, code: 'city-mafia.one-vote-per-player' },
        { seat: 5, code: 'city-mafia.no-vote-for-oneself' },
        { seat: 8, code: 'city-mafia.voter-must-be-living' },
      ],
      voted: [2],
      entitled: 5,
      majority: { kind: 'compare' },
    };
    const { wrapper } = form('city-mafia', 'vote', { ballot });
    expect(wrapper.get('.voter[data-seat="2"]').classes()).toContain('is-barred');
    await pickSeats(wrapper, 2);
    expect(wrapper.get('[data-testid="voter-refused"]').text()).toContain('already voted');
    await pickSeats(wrapper, 8);
    expect(wrapper.get('[data-testid="voter-refused"]').text()).toContain('not in the game');
    await pickSeats(wrapper, 3);
    // The refusal stays until the vote is sent, and the first Enter after it asks for a second (club tryout).
    expect(wrapper.get('[data-testid="voter-refused"]').text()).toContain('not in the game');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toBeUndefined();
    expect(wrapper.find('[data-testid="confirm-refused"]').exists()).toBe(true);
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toEqual([[{ type: 'vote', voters: [3] }]]);
  });

  it('a vote with no hands while seats may vote takes a second Enter, with a visible warning', async () => {
    const { wrapper } = form('city-mafia', 'vote');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toBeUndefined();
    expect(wrapper.get('[data-testid="confirm-no-hands"]').text()).toContain('Enter again');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toEqual([[{ type: 'vote', voters: [] }]]);
  });

  it('starts from what the step gives: the card the script calls, the speaker as nominator', async () => {
    const { wrapper } = form('french-deck', 'record-role', { prefill: { role: 'angel' } });
    expect((wrapper.get('[data-testid="choice-role"]').element as HTMLSelectElement).value).toBe('angel');
    const nominate = form('city-mafia', 'nominate', { prefill: { by: 4 } }).wrapper;
    await pickSeats(nominate, 7);
    await nominate.get('form').trigger('submit');
    expect(nominate.emitted('send')).toEqual([[{ type: 'nominate', by: 4, nominee: 7 }]]);
  });

  it('switches a vote counted by hands to voter by voter when a seat is typed (no click needed)', async () => {
    const ballot = livingBallot('mensa-hungariqa', { kind: 'hands', needed: 4 });
    const { wrapper } = form('mensa-hungariqa', 'support-vote', { ballot });
    await pickSeats(wrapper, 2, 4);
    expect((wrapper.get('[data-testid="by-voters"]').element as HTMLInputElement).checked).toBe(true);
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toEqual([[{ type: 'support-vote', yes: 2, voters: [2, 4] }]]);
  });

  it('asks the 1987 hands against only where the engine carries the vote by more for than against, and sends them', async () => {
    // The accused (seat 2) does not vote; the same seven hands, counted by either majority.
    const ballot = (majority: Ballot['majority']): Ballot => ({
      voters: [1, 3, 4, 5, 6, 7, 8],
      barred: [{ seat: 2, code: 'davidoff-1987.accused-does-not-vote' }],
      voted: [],
      entitled: 7,
      majority,
    });
    const byMajority = form('davidoff-1987', 'resolve-vote', { ballot: ballot({ kind: 'hands', needed: 4 }) }).wrapper;
    expect(byMajority.find('[data-testid="count-no"]').exists()).toBe(false);
    await byMajority.get('[data-testid="count-yes"]').setValue('4');
    expect(byMajority.get('[data-testid="vote-tally"]').attributes('data-outcome')).toBe('passes');
    await byMajority.get('form').trigger('submit');
    expect(byMajority.emitted('send')).toEqual([[{ type: 'resolve-vote', yes: 4 }]]);

    const byCast = form('davidoff-1987', 'resolve-vote', { ballot: ballot({ kind: 'more-for' }) }).wrapper;
    expect(byCast.get('[data-testid="tally-needed"]').text()).toBe('more for than against');
    await byCast.get('[data-testid="count-yes"]').setValue('3');
    await byCast.get('[data-testid="count-no"]').setValue('3');
    expect(byCast.get('[data-testid="vote-tally"]').attributes('data-outcome')).toBe('fails');
    // Ten hands where seven may vote: flagged, and not sent.
    await byCast.get('[data-testid="count-no"]').setValue('7');
    expect(byCast.get('[data-testid="vote-tally"]').attributes('data-outcome')).toBe('too-many');
    expect(byCast.get('[data-testid="send-command"]').attributes('disabled')).toBeDefined();
    await byCast.get('form').trigger('submit');
    expect(byCast.emitted('send')).toBeUndefined();
    await byCast.get('[data-testid="count-no"]').setValue('0');
    await byCast.get('form').trigger('submit');
    expect(byCast.emitted('send')).toEqual([[{ type: 'resolve-vote', yes: 3, no: 0 }]]);
  });

  it('starts the 1987 night note from the mafioso whose note the script calls', async () => {
    const { wrapper } = form('davidoff-1987', 'night-note', { prefill: { seat: 3 } });
    await pickSeats(wrapper, 6);
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('send')).toEqual([[{ type: 'night-note', seat: 3, target: 6 }]]);
  });

  it('shows the station’s refusal next to the control that sent it', () => {
    const { wrapper } = form('city-mafia', 'vote', { error: 'More hands than voters.' });
    expect(wrapper.get('[data-testid="command-error"]').text()).toBe('More hands than voters.');
  });
});
