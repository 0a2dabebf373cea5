import ScoringForm from '../../../renderer/moderator/tournaments/ScoringForm.vue';
import type { ScoringDraft } from '../../../renderer/moderator/tournaments/scoring-form.ts';
import { mountConsole } from './mount-kit.ts';

/**
 * Mounts the scoring form for a ruleset with v-model wired to a local draft, as the tournament form does: the
 * wrapper, the draft as it stands, the presets offered and the one chosen.
 */
export function mountScoringForm(draft: ScoringDraft, rulesetId = 'davidoff-1987') {
  let current = draft;
  const { wrapper } = mountConsole(ScoringForm, {
    props: {
      modelValue: draft,
      rulesetId: rulesetId as never,
      'onUpdate:modelValue': async (next: ScoringDraft) => {
        current = next;
        await wrapper.setProps({ modelValue: next });
      },
    },
  });
  const options = () => wrapper.findAll('[data-testid="scoring-preset"] option').map((o) => o.attributes('value'));
  const chosen = () => (wrapper.get('[data-testid="scoring-preset"]').element as HTMLSelectElement).value;
  return { wrapper, value: () => current, options, chosen };
}
