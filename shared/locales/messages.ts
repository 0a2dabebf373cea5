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
import { mergeMessages } from './merge-messages.ts';

type Tree = MessageTree;

/**
 * Each ruleset's own messages, by language (rulesets/<id>.<lang>.json; davidoff-1987's are the console's own
 * <lang>.json). A new ruleset adds its six files here, one row: tests/renderer/ruleset-locales.test.ts checks
 * that every registered ruleset is named and wired in every language.
 */
const RULESET_MESSAGES: readonly Readonly<Record<Locale, Tree>>[] = [
  { en: frenchDeckEn, ru: frenchDeckRu, hu: frenchDeckHu, fr: frenchDeckFr, pt: frenchDeckPt, ja: frenchDeckJa },
  {
    en: mensaHungariqaEn,
    ru: mensaHungariqaRu,
    hu: mensaHungariqaHu,
    fr: mensaHungariqaFr,
    pt: mensaHungariqaPt,
    ja: mensaHungariqaJa,
  },
  { en: cityMafiaEn, ru: cityMafiaRu, hu: cityMafiaHu, fr: cityMafiaFr, pt: cityMafiaPt, ja: cityMafiaJa },
  { en: copagMafiaEn, ru: copagMafiaRu, hu: copagMafiaHu, fr: copagMafiaFr, pt: copagMafiaPt, ja: copagMafiaJa },
];

/** One language's messages: <lang>.json, then each ruleset's file in that language. */
function messagesOf(locale: Locale, own: Tree): Tree {
  return mergeMessages(own, ...RULESET_MESSAGES.map((files) => files[locale]));
}

/** The English messages: the console's own, then each ruleset's (rulesets/<id>.en.json). */
export const englishMessages = messagesOf('en', en as Tree) as typeof en;

/** Every language's messages, merged the same way as English: <lang>.json, then rulesets/<id>.<lang>.json. */
export const MESSAGES: Readonly<Record<Locale, Tree>> = {
  en: englishMessages,
  ru: messagesOf('ru', ru as Tree),
  hu: messagesOf('hu', hu as Tree),
  fr: messagesOf('fr', fr as Tree),
  pt: messagesOf('pt', pt as Tree),
  ja: messagesOf('ja', ja as Tree),
};
