import en from './en.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import frenchDeckEn from './rulesets/french-deck.en.json' with { type: 'json' };
import mensaHungariqaEn from './rulesets/mensa-hungariqa.en.json' with { type: 'json' };
import cityMafiaEn from './rulesets/city-mafia.en.json' with { type: 'json' };
import copagMafiaEn from './rulesets/copag-mafia.en.json' with { type: 'json' };
import frenchDeckRu from './rulesets/french-deck.ru.json' with { type: 'json' };
import mensaHungariqaRu from './rulesets/mensa-hungariqa.ru.json' with { type: 'json' };
import cityMafiaRu from './rulesets/city-mafia.ru.json' with { type: 'json' };
import copagMafiaRu from './rulesets/copag-mafia.ru.json' with { type: 'json' };
import frenchDeckHu from './rulesets/french-deck.hu.json' with { type: 'json' };
import mensaHungariqaHu from './rulesets/mensa-hungariqa.hu.json' with { type: 'json' };
import cityMafiaHu from './rulesets/city-mafia.hu.json' with { type: 'json' };
import copagMafiaHu from './rulesets/copag-mafia.hu.json' with { type: 'json' };
import frenchDeckFr from './rulesets/french-deck.fr.json' with { type: 'json' };
import mensaHungariqaFr from './rulesets/mensa-hungariqa.fr.json' with { type: 'json' };
import cityMafiaFr from './rulesets/city-mafia.fr.json' with { type: 'json' };
import copagMafiaFr from './rulesets/copag-mafia.fr.json' with { type: 'json' };
import frenchDeckPt from './rulesets/french-deck.pt.json' with { type: 'json' };
import mensaHungariqaPt from './rulesets/mensa-hungariqa.pt.json' with { type: 'json' };
import cityMafiaPt from './rulesets/city-mafia.pt.json' with { type: 'json' };
import copagMafiaPt from './rulesets/copag-mafia.pt.json' with { type: 'json' };
import frenchDeckJa from './rulesets/french-deck.ja.json' with { type: 'json' };
import mensaHungariqaJa from './rulesets/mensa-hungariqa.ja.json' with { type: 'json' };
import cityMafiaJa from './rulesets/city-mafia.ja.json' with { type: 'json' };
import copagMafiaJa from './rulesets/copag-mafia.ja.json' with { type: 'json' };
import type { Locale } from './locale-list.ts';
import type { MessageTree } from './key-diff.ts';

type Tree = MessageTree;

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
export const englishMessages = mergeMessages(en as Tree, frenchDeckEn as Tree, mensaHungariqaEn as Tree, cityMafiaEn as Tree, copagMafiaEn as Tree) as typeof en;

/** Every language's messages, merged the same way as English: <lang>.json, then rulesets/<id>.<lang>.json. */
export const MESSAGES: Readonly<Record<Locale, Tree>> = {
  en: englishMessages,
  ru: mergeMessages(ru as Tree, frenchDeckRu as Tree, mensaHungariqaRu as Tree, cityMafiaRu as Tree, copagMafiaRu as Tree),
  hu: mergeMessages(hu as Tree, frenchDeckHu as Tree, mensaHungariqaHu as Tree, cityMafiaHu as Tree, copagMafiaHu as Tree),
  fr: mergeMessages(fr as Tree, frenchDeckFr as Tree, mensaHungariqaFr as Tree, cityMafiaFr as Tree, copagMafiaFr as Tree),
  pt: mergeMessages(pt as Tree, frenchDeckPt as Tree, mensaHungariqaPt as Tree, cityMafiaPt as Tree, copagMafiaPt as Tree),
  ja: mergeMessages(ja as Tree, frenchDeckJa as Tree, mensaHungariqaJa as Tree, cityMafiaJa as Tree, copagMafiaJa as Tree),
};
