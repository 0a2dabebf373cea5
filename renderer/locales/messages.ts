import en from './en.json';
import cityMafiaEn from './rulesets/city-mafia.en.json';
import frenchDeckEn from './rulesets/french-deck.en.json';
import mensaHungariqaEn from './rulesets/mensa-hungariqa.en.json';

type Tree = { [key: string]: string | Tree };

/**
 * Merges message trees; where two define the same key, the earlier wins, so a ruleset's file can add
 * keys (its prompts, rule errors, roles) but never changes a text the console already uses.
 */
export function mergeMessages(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      if (existing === undefined) out[key] = typeof value === 'string' ? value : mergeMessages(value);
      else if (typeof existing !== 'string' && typeof value !== 'string') out[key] = mergeMessages(existing, value);
    }
  }
  return out;
}

/** The English messages: the console's own, then each ruleset's (rulesets/<id>.en.json). */
export const englishMessages = mergeMessages(en as Tree, frenchDeckEn as Tree, mensaHungariqaEn as Tree, cityMafiaEn as Tree) as typeof en;
