import type { Translator } from './translator.ts';

/**
 * A sum of money as the language writes it (`amount.<ruleset>.positive` / `.negative`): Copag's mission sums
 * and values in dollars, a negative one with its sign before the currency ("−$1", never "$-1").
 */
export function amountText(tr: Translator, rulesetId: string, value: number): string {
  return value < 0
    ? tr.t(`amount.${rulesetId}.negative`, { value: -value })
    : tr.t(`amount.${rulesetId}.positive`, { value });
}
