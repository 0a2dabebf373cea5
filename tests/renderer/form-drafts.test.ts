// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DRAFTS_KEY,
  clearDraft,
  clearDrafts,
  draftFits,
  saveDraft,
  saveTypedSeat,
  takeDraft,
  takeTypedSeat,
  type FormDraft,
} from '../../renderer/moderator/stores/form-drafts.ts';

const HERE = { gameId: 'g1', version: 12, prompt: '[["prompt.city-mafia.vote",{"candidate":3}]]' };
const HANDS: FormDraft = {
  values: { candidate: 3, hands: 0, voters: [1, 2, 5] },
  nobody: [],
  byVoters: true,
  entered: [],
};

describe('the drafts of the open game’s forms (moderator window storage)', () => {
  beforeEach(() => localStorage.clear());

  it('gives back what was typed for the very step it was typed for, after the page is gone', () => {
    saveDraft(HERE, 'vote', HANDS);
    expect(takeDraft({ ...HERE }, 'vote')).toEqual(HANDS);
  });

  it('discards a draft typed for another step (sent, undone or moved on by another device), never shows it', () => {
    saveDraft(HERE, 'vote', HANDS);
    expect(takeDraft({ ...HERE, version: 13 }, 'vote')).toBeNull();
    // Discarded, not kept: coming back to the old version (a step redone) does not bring it back either.
    expect(takeDraft(HERE, 'vote')).toBeNull();
    saveDraft(HERE, 'vote', HANDS);
    expect(takeDraft({ ...HERE, prompt: '[["prompt.city-mafia.vote",{"candidate":4}]]' }, 'vote')).toBeNull();
  });

  it('keeps one game’s drafts: another game’s step is not given them, and a draft there drops the first game’s', () => {
    saveDraft(HERE, 'vote', HANDS);
    expect(takeDraft({ ...HERE, gameId: 'g2' }, 'vote')).toBeNull();
    saveDraft({ ...HERE, gameId: 'g2' }, 'nominate', { ...HANDS, values: { by: 1, nominee: 2 } });
    expect(takeDraft(HERE, 'vote')).toBeNull();
  });

  it('forgets a form’s draft when it is sent, and every draft when the game is left', () => {
    saveDraft(HERE, 'vote', HANDS);
    saveDraft(HERE, 'nominate', { ...HANDS, values: { by: 1, nominee: null } });
    clearDraft('g1', 'vote');
    expect(takeDraft(HERE, 'vote')).toBeNull();
    expect(takeDraft(HERE, 'nominate')).not.toBeNull();
    clearDrafts();
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it('keeps a seat being typed beside the forms’ drafts, for the step it was typed at', () => {
    saveTypedSeat(HERE, '1');
    saveDraft(HERE, 'vote', HANDS);
    expect(takeTypedSeat({ ...HERE })).toBe('1');
    expect(takeDraft(HERE, 'vote')).toEqual(HANDS);
    saveTypedSeat(HERE, '');
    expect(takeTypedSeat(HERE)).toBe('');
    saveTypedSeat(HERE, '1');
    expect(takeTypedSeat({ ...HERE, version: 13 })).toBe('');
    // Discarded at the other step, not kept for a return to this one.
    expect(takeTypedSeat(HERE)).toBe('');
    clearDraft('g1', 'vote');
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it('shows nothing from storage it cannot read or that does not fit the form', () => {
    localStorage.setItem(DRAFTS_KEY, '{not json');
    expect(takeDraft(HERE, 'vote')).toBeNull();
    const start = { candidate: null, hands: 0, voters: [] };
    expect(draftFits(start, HANDS)).toBe(true);
    expect(draftFits(start, { ...HANDS, values: { candidate: 3, hands: 'x', voters: [] } })).toBe(false);
    expect(draftFits(start, { ...HANDS, values: { candidate: 3, voters: [] } })).toBe(false);
    expect(draftFits(start, { ...HANDS, nobody: ['elsewhere'] })).toBe(false);
  });
});
