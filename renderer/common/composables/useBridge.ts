import { inject, type InjectionKey } from 'vue';
import type { ModeratorBridge, ProjectorBridge } from '../bridge/index.ts';

/** Where the moderator app provides its bridge (main.ts) for the stores to inject. */
export const MODERATOR_BRIDGE: InjectionKey<ModeratorBridge> = Symbol('moderator-bridge');

/** Where the projector app provides its bridge. */
export const PROJECTOR_BRIDGE: InjectionKey<ProjectorBridge> = Symbol('projector-bridge');

/** The moderator bridge provided by the app; throws if the app forgot to provide one (a wiring bug). */
export function useModeratorBridge(): ModeratorBridge {
  const bridge = inject(MODERATOR_BRIDGE);
  if (!bridge) throw new Error('no moderator bridge provided');
  return bridge;
}

/** The projector bridge provided by the app. */
export function useProjectorBridge(): ProjectorBridge {
  const bridge = inject(PROJECTOR_BRIDGE);
  if (!bridge) throw new Error('no projector bridge provided');
  return bridge;
}
