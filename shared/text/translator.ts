import type { PlayerGender } from '../engine/gender.ts';

/** The two functions of vue-i18n the pure text builders need, so they run (and are tested) without a component. */
export interface Translator {
  t(key: string, params?: Record<string, unknown>): string;
  te(key: string): boolean;
}

/**
 * A seat number to the text the room reads, e.g. "Anna (3)". It may also know each seat's gender from
 * the player record, for the words that agree with the player (gendered-key.ts); without it, texts stay neutral.
 */
export type SeatLabel = ((seat: number) => string) & { genderOf?: (seat: number) => PlayerGender | null };
