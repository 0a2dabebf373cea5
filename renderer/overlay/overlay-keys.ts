import type { InjectionKey } from 'vue';
import type { OverlayState } from './overlay-stream.ts';

/** Where the overlay page provides its stream's state to its components. */
export const OVERLAY_STATE: InjectionKey<OverlayState> = Symbol('overlay-state');
