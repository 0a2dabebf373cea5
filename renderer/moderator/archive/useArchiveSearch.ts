import { computed, ref, shallowRef } from 'vue';
import type { GameSearchPage, GameSearchRequest } from '../../../shared/contract/index.ts';
import type { BridgeError } from '../../common/bridge/index.ts';
import { useModeratorBridge } from '../../common/composables/useBridge.ts';

/** The filters of a search, without its paging. */
export type SearchFilters = Omit<GameSearchRequest, 'limit' | 'offset'>;

/**
 * A paged `game.search`: the filters in force, the page on screen, and moves between pages. Only the
 * answer to the latest request is kept, so a slow answer never replaces a newer one.
 */
export function useArchiveSearch(pageSize: number) {
  const bridge = useModeratorBridge();
  const filters = shallowRef<SearchFilters>({});
  const offset = ref(0);
  const page = shallowRef<GameSearchPage | null>(null);
  const error = ref<BridgeError | null>(null);
  const loading = ref(false);
  let asked = 0;

  async function load(): Promise<void> {
    const ticket = ++asked;
    loading.value = true;
    const result = await bridge.request('game.search', { ...filters.value, limit: pageSize, offset: offset.value });
    if (ticket !== asked) return;
    loading.value = false;
    error.value = result.ok ? null : result.error;
    if (result.ok) page.value = result.value;
  }

  /** Searches again with new filters, from the first page. */
  function search(next: SearchFilters): Promise<void> {
    filters.value = next;
    offset.value = 0;
    return load();
  }

  /** Moves by a number of pages (−1 back, +1 on), staying within the results. */
  function turn(pages: number): Promise<void> {
    const total = page.value?.total ?? 0;
    const next = Math.min(Math.max(0, offset.value + pages * pageSize), Math.max(0, total - 1));
    offset.value = next - (next % pageSize);
    return load();
  }

  const range = computed(() => {
    const shown = page.value?.games.length ?? 0;
    return { from: shown === 0 ? 0 : offset.value + 1, to: offset.value + shown, total: page.value?.total ?? 0 };
  });

  return {
    filters,
    page,
    error,
    loading,
    range,
    hasPrevious: computed(() => offset.value > 0),
    hasNext: computed(() => offset.value + pageSize < (page.value?.total ?? 0)),
    search,
    turn,
    /** Loads the current page again (after an import or a restore). */
    reload: load,
  };
}
