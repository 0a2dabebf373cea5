import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { CreateGameRequest, StationStatus } from '../../../shared/contract/index.ts';
import type { BridgeError, ConnectionState } from '../../common/bridge/index.ts';
import { useModeratorBridge } from '../../common/composables/useBridge.ts';
import { clearDrafts } from './form-drafts.ts';

/**
 * The station as the start screen sees it: the link, games to resume, and game creation. The archive's
 * games are searched page by page (`game.search`) by the pages that list them, again at each `revision`.
 */
export const useStationStore = defineStore('station', () => {
  const bridge = useModeratorBridge();
  const connection = ref<ConnectionState>(bridge.connection);
  const status = ref<StationStatus | null>(null);
  /** Goes up at each refresh: lists of archive games load their page again. */
  const revision = ref(0);
  const loadError = ref<BridgeError | null>(null);
  /** How many requests wait for the link to come back (shown while it is down). */
  const waiting = ref(0);
  bridge.onWaiting((count) => (waiting.value = count));

  /** Asks the station again for its status; the lists of archive games follow `revision`. */
  async function refresh(): Promise<void> {
    const statusResult = await bridge.request('station.status', {});
    if (statusResult.ok) status.value = statusResult.value;
    loadError.value = statusResult.ok ? null : statusResult.error;
    revision.value++;
  }

  bridge.onConnection((state) => {
    connection.value = state;
    // After a (re)connection the archive may have changed: a game finished elsewhere, say.
    if (state === 'open') void refresh();
  });

  /** Creates a game; the station then pushes its view. Returns the refusal, if any. */
  async function createGame(request: CreateGameRequest): Promise<BridgeError | null> {
    const result = await bridge.request('game.create', request);
    return result.ok ? null : result.error;
  }

  /** Opens a game from the archive (to resume it or to look at its result). */
  async function openGame(gameId: string): Promise<BridgeError | null> {
    const result = await bridge.request('game.open', { gameId });
    return result.ok ? null : result.error;
  }

  /** Closes the open game (nothing is lost: it stays in the archive) and reloads the lists; its drafts go. */
  async function closeGame(): Promise<BridgeError | null> {
    const result = await bridge.request('game.close', {});
    // What was typed and not sent was for this game's step: left, it is not kept for the next game opened.
    if (result.ok) clearDrafts();
    await refresh();
    return result.ok ? null : result.error;
  }

  /** Sets an unfinished game aside (off the start page's list, kept in the archive) and reloads the lists. */
  async function setAside(gameId: string): Promise<BridgeError | null> {
    const result = await bridge.request('game.set-aside', { gameId });
    await refresh();
    return result.ok ? null : result.error;
  }

  /** Starts the next game with the same table as the given one: a new deal, seats kept or drawn again. */
  async function rematch(gameId: string, reseat: boolean): Promise<BridgeError | null> {
    const result = await bridge.request('game.rematch', { gameId, reseat });
    return result.ok ? null : result.error;
  }

  /** Names of players the archive knows, matching what is being typed (for the new-game autocomplete). */
  async function knownPlayers(query: string): Promise<string[]> {
    const result = await bridge.request('player.list', { query });
    return result.ok ? result.value.map((p) => p.name) : [];
  }

  return {
    connection,
    status,
    waiting,
    revision,
    loadError,
    refresh,
    createGame,
    openGame,
    closeGame,
    setAside,
    rematch,
    knownPlayers,
  };
});
