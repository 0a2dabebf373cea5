import type { Translator } from './translator.ts';

/**
 * Names (or seats as "Name (3)") as one list, with the language's separator (`seat.separator`): ", ", and
 * Japanese «、», where a Latin comma between names read as foreign in a Japanese sentence.
 */
export function joinNames(tr: Translator, names: readonly string[]): string {
  return names.join(tr.t('seat.separator'));
}
