/** A part of the overlay a browser source may show (issue 17); the URL's `parts` lists them. */
export type OverlayPart = 'strip' | 'info' | 'night' | 'table' | 'seating';

/** The parts shown when the URL names none: the player strip and the info bar (and the nights on the viewer feed); the tournament's on request. */
const DEFAULT_PARTS: readonly OverlayPart[] = ['strip', 'info', 'night'];
const PARTS: readonly OverlayPart[] = ['strip', 'info', 'night', 'table', 'seating'];

/** What an overlay's URL asks for: which feed, which parts, and its width and height in CSS pixels. */
export interface OverlayOptions {
  /** `/viewer` is the viewer feed (roles and nights, late); `/overlay` the room feed (only what the projector shows). */
  feed: 'room' | 'viewer';
  parts: OverlayPart[];
  width: number;
  height: number;
}

function size(raw: string | null, fallback: number, least: number, most: number): number {
  const value = raw === null ? NaN : Number(raw);
  return Number.isInteger(value) && value >= least && value <= most ? value : fallback;
}

/** Reads an overlay page's options from its location; anything not understood takes its default. */
export function overlayOptions(location: { pathname: string; search: string }): OverlayOptions {
  const params = new URLSearchParams(location.search);
  const asked = (params.get('parts') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part): part is OverlayPart => (PARTS as readonly string[]).includes(part));
  return {
    feed: location.pathname.startsWith('/viewer') ? 'viewer' : 'room',
    parts: asked.length > 0 ? asked : [...DEFAULT_PARTS],
    width: size(params.get('width'), 1920, 320, 7680),
    height: size(params.get('height'), 1080, 60, 4320),
  };
}
