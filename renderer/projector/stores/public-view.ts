import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { PublicView } from '../../../shared/engine/index.ts';
import type { ConnectionState } from '../../common/bridge/index.ts';
import { useProjectorBridge } from '../../common/composables/useBridge.ts';
import { EMPTY_FEED, followAnnouncements, type Feed } from '../model/announcement-feed.ts';

/** The projector's only knowledge: the latest public view the station pushed (any ruleset), and the link's state. */
export const usePublicViewStore = defineStore('public-view', () => {
  const bridge = useProjectorBridge();
  const view = shallowRef<PublicView | null>(null);
  const feed = shallowRef<Feed>(EMPTY_FEED);
  const connection = ref<ConnectionState>('connecting');
  bridge.onView((next) => {
    feed.value = followAnnouncements(feed.value, next?.gameId ?? null, next?.announcements ?? []);
    view.value = next;
  });
  bridge.onConnection((state) => (connection.value = state));

  /** Newest first, as the screen lists them. */
  const announcements = computed(() => [...feed.value.items].reverse());

  return { view, connection, announcements };
});
