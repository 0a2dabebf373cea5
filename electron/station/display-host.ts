import type { DisplayInfo, StationResult } from '../../shared/contract/index.ts';

/**
 * The projector's displays as the station sees them: the Electron shell provides this (the station
 * itself knows no screens); browser mode provides none, and the station answers for it.
 */
export interface DisplayHost {
  /** The connected displays, with the projector's and the moderator's choice marked. */
  list(): DisplayInfo[];
  /** Moves the projector to a connected display (null: the automatic choice); answers the new list. */
  choose(displayId: number | null): StationResult<DisplayInfo[]>;
  /** Subscribes to the list as displays come, go or change; returns the unsubscribe. */
  onChange(listener: (displays: DisplayInfo[]) => void): () => void;
}
