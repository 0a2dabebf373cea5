import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { PublicView } from '../../../shared/engine/index.ts';
import type { ConnectionState } from '../../common/bridge/index.ts';
import { latestPerFrame } from '../../common/bridge/latest-per-frame.ts';
import { useProjectorBridge } from '../../common/composables/useBridge.ts';
import { EMPTY_FEED, followAnnouncements, type Feed } from '../model/announcement-feed.ts';

/** The projector's only knowledge: the latest public view the station pushed (any ruleset), and the link's state. */
export const usePublicViewStore = defineStore('public-view', () => {
  const bridge = useProjectorBridge();
  const view = shallowRef<PublicView | null>(null);
  const feed = shallowRef<Feed>(EMPTY_FEED);
  const connection = ref<ConnectionState>('connecting');
  // The latest view once per frame, as the console does: the room sees the game as it stands, never
  // a replay of every step that came faster than the screen could draw it. A view keeps its latest
  // announcements (12), so those of the views skipped in one frame still reach the feed.
  bridge.onView(
    latestPerFrame<PublicView | null>((next) => {
      feed.value = followAnnouncements(feed.value, next?.gameId ?? null, next?.announcements ?? []);
      view.value = next;
    }).push,
  );
  bridge.onConnection((state) => (connection.value = state));

  /** Newest first, as the screen lists them. */
  const announcements = computed(() => [...feed.value.items].reverse());

  return { view, connection, announcements };
});
