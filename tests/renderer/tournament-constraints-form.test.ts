import { describe, expect, it } from 'vitest';
import {
  draftOf,
  judgesOf,
  withAbsence,
  withConflict,
  withPair,
  withoutJudge,
} from '../../renderer/moderator/tournaments/constraints-form.ts';

const EMPTY = { separate: [], judges: [], judgeConflicts: [], absences: [], lateEntries: [] };

describe("the constraints panel's draft (issue 16)", () => {
  it('adds pairs, conflicts and absences once each, and a removed judge takes his conflicts with him', () => {
    let draft = draftOf(EMPTY);
    draft = withPair(withPair(draft, 1, 2), 2, 1);
    expect(draft.separate).toEqual([[1, 2]]);
    draft = { ...draft, judges: judgesOf(' Ada \n\nBen, Cy ') };
    expect(draft.judges).toEqual(['Ada', 'Ben', 'Cy']);
    draft = withConflict(withConflict(withConflict(draft, 'Ada', 3), 'Ada', 3), 'Ada', 4);
    expect(draft.judgeConflicts).toEqual([{ judge: 'Ada', playerIds: [3, 4] }]);
    draft = withAbsence(withAbsence(withAbsence(draft, 5, 3), 5, 1), 5, 3);
    expect(draft.absences).toEqual([{ playerId: 5, rounds: [1, 3] }]);
    draft = withoutJudge(draft, 'Ada');
    expect(draft).toMatchObject({ judges: ['Ben', 'Cy'], judgeConflicts: [] });
  });

  it('copies the stored constraints, so an edit leaves them as they were', () => {
    const stored = { ...EMPTY, separate: [[1, 2]] as [number, number][] };
    withPair(draftOf(stored), 3, 4).separate.push([5, 6]);
    expect(stored.separate).toEqual([[1, 2]]);
  });
});
