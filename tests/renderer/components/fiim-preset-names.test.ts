// @vitest-environment happy-dom
/**
 * The tournament form's FIIM v1…v7 all read «FIIM v… (win 1, best move, auto-bonus, Ci)», so an organiser could
 * not tell them apart (and v1–v3 pay no auto-bonus). Each now says its own constants, read from the preset itself:
 * the best move's two values, the auto-bonus, the team technical defeat, Ci's cap; a version whose constants are an
 * older one's says so.
 */
import { describe, expect, it } from 'vitest';
import { presetDraft } from '../../../renderer/moderator/tournaments/scoring-form.ts';
import { mountScoringForm } from './mount-scoring-form.ts';

describe('the FIIM presets in the scoring form', () => {
  it('each version has its own description, said from its constants', () => {
    const { wrapper } = mountScoringForm(presetDraft('fiim-v7', 'city-mafia'), 'city-mafia');
    const names = Object.fromEntries(
      wrapper.findAll('[data-testid="scoring-preset"] option').map((o) => [o.attributes('value'), o.text()]),
    );
    const fiim = [1, 2, 3, 4, 5, 6, 7].map((v) => names[`fiim-v${v}`]);
    expect(new Set(fiim).size).toBe(7);
    expect(fiim).toEqual([
      'FIIM v1 (best move 0.4/0.25, no auto-bonus, Ci up to 0.4)',
      'FIIM v2, scored as v1 (best move 0.4/0.25, no auto-bonus, Ci up to 0.4)',
      'FIIM v3, scored as v1 (best move 0.4/0.25, no auto-bonus, Ci up to 0.4)',
      'FIIM v4 (best move 0.5/0.3, auto-bonus 0.3, Ci up to 0.4)',
      'FIIM v5 (best move 0.5/0.3, auto-bonus 0.3 except for the worst move, team defeat -0.7, Ci up to 0.4)',
      'FIIM v6 (best move 0.7/0.5, auto-bonus 0.3 except for the worst move, team defeat -0.7, Ci up to 0.4)',
      'FIIM v7 (best move 0.7/0.5, auto-bonus 0.3 except for the worst move, team defeat -0.7, Ci up to 0.5)',
    ]);
  });
});
