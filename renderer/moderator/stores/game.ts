import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { ModeratorCommand } from '../../../shared/contract/index.ts';
import type { Davidoff1987ModeratorView, PlayerView } from '../../../shared/engine/index.ts';
import type { BridgeError } from '../../common/bridge/index.ts';
import { useModeratorBridge } from '../../common/composables/useBridge.ts';

/**
 * The open game: the latest moderator view the station pushed, and the way to send it commands.
 * The view is the only truth; nothing here decides what is allowed.
 */
export const useGameStore = defineStore('game', () => {
  const bridge = useModeratorBridge();
  // This console runs the 1987 rules; the station creates only 1987 games so far.
  const view = shallowRef<Davidoff1987ModeratorView | null>(null);
  const lastError = ref<BridgeError | null>(null);
  const busy = ref(false);

  bridge.onView((next) => {
    // A new game, or none, starts with a clean slate.
    if (next?.gameId !== view.value?.gameId) lastError.value = null;
    // A 1987 game's log holds only 1987 events (and undo markers), so its timeline is typed as such.
    view.value = next?.rulesetId === 'davidoff-1987' ? (next as Davidoff1987ModeratorView) : null;
  });

  const players = computed(() => view.value?.players ?? []);
  const living = computed(() => players.value.filter((p) => p.alive));
  /** Whether a prompt of the view offers this command now. */
  function offers(command: string): boolean {
    return view.value?.prompts.some((p) => p.commands.includes(command)) ?? false;
  }

  /**
   * Sends one command for the version on screen. A refusal (a rule, or a conflict because the game
   * moved on) is kept in `lastError` for the screen to explain; returns whether it was applied.
   */
  async function send(command: ModeratorCommand): Promise<boolean> {
    const current = view.value;
    if (!current || busy.value) return false;
    busy.value = true;
    try {
      const result = await bridge.request('game.command', {
        gameId: current.gameId,
        commandId: crypto.randomUUID(),
        expectedVersion: current.version,
        command,
      });
      lastError.value = result.ok ? null : result.error;
      return result.ok;
    } finally {
      busy.value = false;
    }
  }

  /** Takes back the last step (it stays in the log, marked undone). */
  function undo(): Promise<boolean> {
    return send({ type: 'undo' });
  }

  /** Applies again the step undone last. */
  function redo(): Promise<boolean> {
    return send({ type: 'redo' });
  }

  /** The role card of one seat, for the private reveal at the deal. */
  async function playerCard(seat: number): Promise<PlayerView | null> {
    const current = view.value;
    if (!current) return null;
    const result = await bridge.request('game.player-card', { gameId: current.gameId, seat });
    if (!result.ok) {
      lastError.value = result.error;
      return null;
    }
    return result.value;
  }

  function clearError(): void {
    lastError.value = null;
  }

  return { view, lastError, busy, players, living, offers, send, undo, redo, playerCard, clearError };
});
