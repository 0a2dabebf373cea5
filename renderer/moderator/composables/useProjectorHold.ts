import { onScopeDispose, readonly, ref, type Ref } from 'vue';
import type { BridgeResult } from '../../common/bridge/index.ts';
import { useModeratorBridge } from '../../common/composables/useBridge.ts';
import { useKeyboard } from './useKeyboard.ts';

/** The projector's hold screen as the moderator sees it: its state (as the station pushed it) and a toggle. */
export interface ProjectorHoldControls {
  held: Readonly<Ref<boolean>>;
  /** The projector's language, as the station last pushed it. */
  locale: Readonly<Ref<string>>;
  setLocale(locale: string): Promise<BridgeResult<{ locale: string }>>;
  toggle(): Promise<BridgeResult<{ on: boolean }>>;
  set(on: boolean): Promise<BridgeResult<{ on: boolean }>>;
}

/**
 * The hold (blackout) screen: on, the projector shows only a neutral screen until released. With
 * `{ shortcut: true }` the key B toggles it while the component is mounted (never while typing: the
 * console's keyboard leaves text fields alone), and the keys help lists it.
 */
export function useProjectorHold(options: { shortcut?: boolean } = {}): ProjectorHoldControls {
  const bridge = useModeratorBridge();
  const held = ref(false);
  const locale = ref('en');
  onScopeDispose(bridge.onHold((on) => (held.value = on)));
  onScopeDispose(bridge.onProjectorLocale((next) => (locale.value = next)));
  const set = (on: boolean) => bridge.request('projector.hold', { on });
  const toggle = () => set(!held.value);
  if (options.shortcut) useKeyboard([{ key: 'b', help: 'keys.hold', action: () => void toggle() }]);
  const setLocale = (next: string) => bridge.request('projector.locale', { locale: next as never });
  return { held: readonly(held), locale: readonly(locale), toggle, set, setLocale };
}
