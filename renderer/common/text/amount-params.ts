import { amountText } from '../../../shared/text/amount.ts';
import type { Translator } from '../../../shared/text/translator.ts';

/**
 * Writes the named parameters as sums of money where the ruleset words amounts (`amount.<ruleset>.*`,
 * Copag's mission sums and values): "−$3", never "$-3", as the projector does (shared/text/amount.ts).
 * A ruleset without amounts, or a parameter that is not a number, is left as it is.
 */
export function withAmounts<P extends Record<string, unknown>>(
  tr: Translator,
  rulesetId: string | undefined,
  params: P,
  names: readonly string[],
): P {
  if (!rulesetId || !tr.te(`amount.${rulesetId}.positive`)) return params;
  const out: Record<string, unknown> = { ...params };
  for (const name of names) {
    const value = params[name];
    if (typeof value === 'number') out[name] = amountText(tr, rulesetId, value);
  }
  return out as P;
}
