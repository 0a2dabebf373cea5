// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import VoteTally from '../../../renderer/moderator/console/VoteTally.vue';
import { mountConsole } from './mount-kit.ts';

function tally(hands: number, voters: number, needed: number | null) {
  const { wrapper } = mountConsole(VoteTally, { props: { hands, voters, needed } });
  return wrapper.get('[data-testid="vote-tally"]');
}

describe('the vote tally, before the moderator confirms', () => {
  it('shows the hands out of the voters and the number needed', () => {
    const el = tally(5, 9, 5);
    expect(el.text()).toContain('5 of 9 hands');
    expect(el.text()).toContain('5 needed');
  });

  it('says the vote passes at the number needed, and fails one short', () => {
    expect(tally(5, 9, 5).attributes('data-outcome')).toBe('passes');
    expect(tally(4, 9, 5).attributes('data-outcome')).toBe('fails');
  });

  it('flags more hands than voters instead of an outcome', () => {
    const el = tally(10, 9, 5);
    expect(el.attributes('data-outcome')).toBe('too-many');
    expect(el.text()).toContain('More hands than voters');
  });

  it('only counts where the ruleset compares candidates rather than needing a number', () => {
    const el = tally(3, 10, null);
    expect(el.attributes('data-outcome')).toBe('counted');
    expect(el.text()).not.toContain('needed');
  });
});
