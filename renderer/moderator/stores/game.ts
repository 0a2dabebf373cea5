import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { ModeratorCommand } from '../../../shared/contract/index.ts';
import type { ModeratorView, PlayerView } from '../../../shared/engine/index.ts';
import type { BridgeError } from '../../common/bridge/index.ts';
import { latestPerFrame } from '../../common/bridge/latest-per-frame.ts';
import { useModeratorBridge } from '../../common/composables/useBridge.ts';

/**
 * The open game: the latest moderator view the station pushed, and the way to send it commands.
 * The view is the only truth; nothing here decides what is allowed.
 */
export const useGameStore = defineStore('game', () => {
  const bridge = useModeratorBridge();
  /** The open game's view, whatever its ruleset. */
  const current = shallowRef<ModeratorView | null>(null);
  const lastError = ref<BridgeError | null>(null);
  /** The command type the last refusal answered, so the reason shows next to the control that sent it. */
  const lastErrorCommand = ref<string | null>(null);
  /** The command whose answer has not come yet: the game and the version it was sent for. */
  const inFlight = shallowRef<{ gameId: string; version: number } | null>(null);
  /**
   * Whether the step on screen waits for a command's answer. The station pushes a command's view before it
   * answers: once that view is drawn the next step is the moderator's, answer or not. A key pressed then was
   * dropped while the console waited for the answer (under load Chromium runs input before a waiting network
   * message; tournament-day.spec.ts failed so in CI).
   */
  const busy = computed(() => {
    const sent = inFlight.value;
    return sent !== null && current.value?.gameId === sent.gameId && current.value.version === sent.version;
  });
  /**
   * What became of the last command that had to wait for the link (it was down, or dropped before the
   * answer came): sent once when it came back, found already applied (the station keeps command ids),
   * or refused. Null when the last command went through at once.
   */
  const linkNotice = ref<'sent-after-reconnect' | 'applied-before-drop' | 'refused-after-reconnect' | null>(null);

  // The latest view once per frame: views that come faster than the page draws them are skipped, not queued.
  const views = latestPerFrame<ModeratorView | null>((next) => {
    // A new game, or none, starts with a clean slate.
    if (next?.gameId !== current.value?.gameId) {
      lastError.value = null;
      lastErrorCommand.value = null;
    }
    current.value = next;
  });
  bridge.onView(views.push);

  /** Whether a prompt of the view offers this command now. */
  function offers(command: string): boolean {
    return current.value?.prompts.some((p) => p.commands.includes(command)) ?? false;
  }

  /**
   * Sends one command for the version on screen. A refusal (a rule, or a conflict because the game
   * moved on) is kept in `lastError` for the screen to explain; returns whether it was applied.
   */
  async function send(command: ModeratorCommand): Promise<boolean> {
    const open = current.value;
    if (!open || busy.value) return false;
    const mine = { gameId: open.gameId, version: open.version };
    inFlight.value = mine;
    // A refusal is old news once the moderator sends again: it must not come back on the form while this
    // command is in flight (the form shows the store's refusal until it is edited, and sending resets that).
    lastError.value = null;
    lastErrorCommand.value = null;
    try {
      const result = await bridge.request('game.command', {
        gameId: open.gameId,
        commandId: crypto.randomUUID(),
        expectedVersion: open.version,
        command,
      });
      // The station pushes a command's view before it answers: on screen before the next command can go,
      // so the moderator's next key is sent for this version, not the one before.
      views.flush();
      lastError.value = result.ok ? null : result.error;
      lastErrorCommand.value = result.ok ? null : command.type;
      linkNotice.value = !result.waited
        ? null
        : !result.ok
          ? 'refused-after-reconnect'
          : result.value.duplicate
            ? 'applied-before-drop'
            : 'sent-after-reconnect';
      return result.ok;
    } finally {
      // A command sent since, for the step this one led to, is still in flight.
      if (inFlight.value === mine) inFlight.value = null;
    }
  }

  /** Resolves once no command waits for its answer on the step on screen. */
  function whenFree(): Promise<void> {
    if (!busy.value) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = watch(
        busy,
        (waiting) => {
          if (waiting) return;
          stop();
          resolve();
        },
        { flush: 'sync' },
      );
    });
  }

  /** Undo and redo presses not answered yet, the one being sent included. */
  const stepsQueued = ref(0);
  /** The last undo or redo the station refused while more were queued, and how many presses after it were not sent. */
  const stepsDropped = ref<{ refused: 'undo' | 'redo'; dropped: number } | null>(null);
  // The presses in order: each waits for the answer to the one before it.
  let stepChain: Promise<unknown> = Promise.resolve();
  // Bumped by a refusal: the presses queued before it are not sent.
  let stepRound = 0;

  /**
   * Each press of undo or redo is one step the moderator means (tryout 11: four Ctrl+Z at speed applied one,
   * the presses made while the first was on its way were dropped without a word). A press is queued and sent
   * once the one before it is answered; a refusal stops the presses queued behind it and says how many.
   */
  function queueStep(type: 'undo' | 'redo'): Promise<boolean> {
    const gameId = current.value?.gameId;
    if (!gameId) return Promise.resolve(false);
    const round = stepRound;
    if (stepsQueued.value === 0) stepsDropped.value = null;
    stepsQueued.value++;
    const run = stepChain.then(async () => {
      try {
        if (round !== stepRound) return false;
        await whenFree();
        // The game was left or another opened meanwhile: its presses are not for this one.
        if (current.value?.gameId !== gameId) return false;
        const applied = await send({ type });
        if (!applied) {
          stepRound++;
          if (stepsQueued.value > 1) stepsDropped.value = { refused: type, dropped: stepsQueued.value - 1 };
        }
        return applied;
      } finally {
        stepsQueued.value--;
      }
    });
    stepChain = run;
    return run;
  }

  /** Takes back the last step (it stays in the log, marked undone); queued behind undo and redo presses before it. */
  function undo(): Promise<boolean> {
    return queueStep('undo');
  }

  /** Applies again the step undone last; queued behind undo and redo presses before it. */
  function redo(): Promise<boolean> {
    return queueStep('redo');
  }

  /** Forgets the notice of presses not sent after a refusal. */
  function clearStepsDropped(): void {
    stepsDropped.value = null;
  }

  /** The role card of one seat, for the private reveal at the deal. */
  async function playerCard(seat: number): Promise<PlayerView | null> {
    const open = current.value;
    if (!open) return null;
    const result = await bridge.request('game.player-card', { gameId: open.gameId, seat });
    if (!result.ok) {
      lastError.value = result.error;
      return null;
    }
    return result.value;
  }

  /** Takes back every step after the given one (they stay in the log, marked undone; one redo restores them). */
  function rewind(toStep: number): Promise<boolean> {
    return send({ type: 'rewind', toStep });
  }

  /** The seats that have looked at their card (on this screen or by phone), as the station recorded. */
  const cardsSeen = ref<number[]>([]);
  async function refreshCardsSeen(): Promise<void> {
    const open = current.value;
    if (!open) return;
    const result = await bridge.request('game.cards-seen', { gameId: open.gameId });
    if (result.ok) cardsSeen.value = result.value;
  }

  function clearError(): void {
    lastError.value = null;
    lastErrorCommand.value = null;
  }

  function clearLinkNotice(): void {
    linkNotice.value = null;
  }

  return {
    current,
    cardsSeen,
    refreshCardsSeen,
    lastError,
    lastErrorCommand,
    linkNotice,
    clearLinkNotice,
    busy,
    offers,
    send,
    undo,
    redo,
    stepsQueued,
    stepsDropped,
    clearStepsDropped,
    rewind,
    playerCard,
    clearError,
  };
});
