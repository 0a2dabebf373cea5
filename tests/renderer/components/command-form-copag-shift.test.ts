// @vitest-environment happy-dom
/**
 * Issue 15: Vincenzo's shift is chosen in words and money ("−$2"), not the schema's raw values ("-2", "0", "2").
 */
import { nextTick } from 'vue';
import { describe, expect, it } from 'vitest';
import { commandShape } from '../../../shared/contract/index.ts';
import type { ModeratorView } from '../../../shared/engine/index.ts';
import CommandForm from '../../../renderer/moderator/console/CommandForm.vue';
import { useGameStore } from '../../../renderer/moderator/stores/game.ts';
import { mountConsole } from './mount-kit.ts';

describe('Vincenzo’s form', () => {
  it('names each shift', async () => {
    const shape = commandShape('copag-mafia', 'vincenzo')!;
    const { wrapper } = mountConsole(CommandForm, {
      props: { shape, seats: [], active: true, disabled: false, error: null },
    });
    useGameStore().current = { gameId: 'g1', rulesetId: 'copag-mafia' } as unknown as ModeratorView;
    await nextTick();
    const options = wrapper.findAll('[data-testid="choice-shift"] option').map((o) => o.text().trim());
    expect(options.filter((o) => o !== '')).toHaveLength(3);
    for (const option of options) expect(option).not.toMatch(/^-?\d+$/);
    expect(options.join(' ')).toContain('−$2');
  });
});
