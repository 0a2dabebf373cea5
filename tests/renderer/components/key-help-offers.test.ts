// @vitest-environment happy-dom
/**
 * Tryout 7: Copag's key help (?) listed "H — show or hide the roles", "1–16, R — a remark" and Mensa's vogon keys,
 * none of which a Copag game has. A key its game does not offer is neither in the help nor does anything.
 */
import { flushPromises } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import { describe, expect, it } from 'vitest';
import { createGame, moderatorView, type Game, type RulesetId } from '../../../shared/engine/index.ts';
import { boundKeys } from '../../../renderer/moderator/composables/useKeyboard.ts';
import { useConsoleKeys } from '../../../renderer/moderator/composables/useConsoleKeys.ts';
import RulesetConsole from '../../../renderer/moderator/console/RulesetConsole.vue';
import { seededGame, setupOf } from '../../fixtures/ruleset-games.ts';
import { mountConsole } from './mount-kit.ts';

/** The console as the app mounts it: the game's page and the app's own keys. */
const ConsoleWithAppKeys = defineComponent({
  setup() {
    useConsoleKeys();
    return () => h(RulesetConsole);
  },
});

/** What the help overlay lists (message keys of what each key does) with a game of the ruleset on screen. */
async function helpLines(
  rulesetId: RulesetId,
  game: Game = seededGame(rulesetId, 5, { undo: 0, redo: 0, rewind: 0 }, 12),
) {
  const { wrapper, station } = mountConsole(ConsoleWithAppKeys, { attachTo: document.body });
  await station.push(moderatorView(game, 'g'));
  await flushPromises();
  const lines = boundKeys().map((binding) => binding.help);
  wrapper.unmount();
  return lines;
}

describe('the key help lists the keys the game on screen has', () => {
  it('Copag: no roles key, no remark, none of Mensa’s steps', async () => {
    const lines = await helpLines('copag-mafia');
    expect(lines).toContain('keys.help');
    for (const absent of ['keys.roles', 'keys.remark', 'keys.vogon-looks', 'keys.reread'])
      expect(lines, absent).not.toContain(absent);
  });

  it('City: the roles key and remarks; Mensa: its vogon and reading keys too', async () => {
    expect(await helpLines('city-mafia')).toEqual(expect.arrayContaining(['keys.roles', 'keys.remark']));
    expect(await helpLines('city-mafia')).not.toContain('keys.vogon-looks');
    expect(await helpLines('mensa-hungariqa')).toEqual(
      expect.arrayContaining(['keys.roles', 'keys.vogon-looks', 'keys.reread']),
    );
  });

  it('a game without remarks (the discipline option off) has no remark key, one with them has (tryout 15: «3 R» did nothing while the help listed it)', async () => {
    for (const rulesetId of ['davidoff-1987', 'french-deck', 'mensa-hungariqa'] as const)
      for (const discipline of [false, true]) {
        const created = createGame(setupOf(rulesetId, { players: 8, physical: false, discipline, extras: [] }));
        if (!created.ok) throw new Error(created.error.code);
        const lines = await helpLines(rulesetId, created.value);
        expect(lines.includes('keys.remark'), `${rulesetId}, discipline ${discipline}`).toBe(discipline);
      }
  });
});
