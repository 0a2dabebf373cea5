/// <reference types="vite/client" />
// (import.meta.env and import.meta.glob are Vite's: this module runs in the built windows and under vitest, not in
// plain Node; the reference lets the Node-side typecheck of the tests read it too.)
import { createI18n, type Composer } from 'vue-i18n';
import type en from '../../shared/locales/en.json';
import type { MessageTree } from '../../shared/locales/key-diff.ts';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../shared/locales/locale-list.ts';
import { DATETIME_FORMATS_BY_LOCALE, NUMBER_FORMATS_BY_LOCALE } from '../../shared/locales/formats.ts';
import { finishText } from '../../shared/locales/hungarian-article.ts';
import { mergeMessages } from '../../shared/locales/merge-messages.ts';
import { PLURAL_RULES } from '../../shared/locales/plural-rules.ts';

/** The language list and its helpers, re-exported so a window needs one import for everything i18n. */
export { isLocale, LOCALE_NAMES, LOCALES, type Locale };

/** The message tree of one language; English is the complete reference. */
export type MessageSchema = typeof en;

/** Messages already at hand, per language (a window starts with its own language's only). */
export type LoadedMessages = Partial<Record<Locale, MessageTree>>;

/**
 * The vue-i18n instance of a window, in Composition API mode, in `locale` (English unless told), with the
 * messages given. A window gets them from `loadStationI18n`, which loads only its language; tests pass all.
 */
export function createStationI18n(locale: Locale = 'en', messages: LoadedMessages = {}) {
  let current = (): string => locale;
  const i18n = createI18n<[MessageSchema], Locale, false>({
    legacy: false,
    locale,
    // A key another engineer added in English today and not yet translated shows in English, not as a key.
    fallbackLocale: 'en',
    // Every language's tree has English's keys (the locale test guarantees it); the schema is English's.
    messages: messages as Record<Locale, MessageSchema>,
    pluralRules: PLURAL_RULES,
    // Dates and numbers through d() and n(), by the names in shared/locales/formats.ts.
    datetimeFormats: DATETIME_FORMATS_BY_LOCALE,
    numberFormats: NUMBER_FORMATS_BY_LOCALE,
    // A missing key is a bug the locale test catches; at run time show the key, quietly.
    missingWarn: import.meta.env.DEV,
    fallbackWarn: import.meta.env.DEV,
    // Hungarian "a(z)" becomes "a" or "az" once the parameters are in (issue 12 §3).
    postTranslation: (text) => (typeof text === 'string' ? finishText(current(), text) : text),
  });
  current = () => i18n.global.locale.value;
  markDocumentLanguage(locale);
  return i18n;
}

/** The i18n instance of a window, as createStationI18n returns it. */
export type StationI18n = ReturnType<typeof createStationI18n>;

/** A window's global composer: what `useI18n({ useScope: 'global' })` gives and `i18n.global` is. */
type StationComposer = Composer<Record<Locale, MessageSchema>, object, object, Locale>;

// Every message file, each its own chunk loaded only when its language is needed (the build precompiles
// them): the console's own <lang>.json, then each ruleset's rulesets/<id>.<lang>.json.
const MESSAGE_FILES = import.meta.glob<MessageTree>(
  ['../../shared/locales/*.json', '../../shared/locales/rulesets/*.json'],
  {
    import: 'default',
  },
);

// Where two rulesets' files give one key different texts, the earlier wins, in messages.ts's order (ru's
// param.mafioso is the French deck's); a ruleset not listed comes after these (tests/renderer/lazy-messages.test.ts
// checks that the two merges agree).
const RULESET_ORDER = ['french-deck', 'mensa-hungariqa', 'city-mafia'];
const rulesetRank = (path: string) => {
  const rank = RULESET_ORDER.findIndex((id) => path.startsWith(`../../shared/locales/rulesets/${id}.`));
  return rank < 0 ? RULESET_ORDER.length : rank;
};

/** One language's messages, merged as shared/locales/messages.ts merges them: the console's own first. */
export async function loadMessages(locale: Locale): Promise<MessageTree> {
  const own = MESSAGE_FILES[`../../shared/locales/${locale}.json`];
  if (!own) throw new Error(`no messages for ${locale}`);
  const rulesets = Object.keys(MESSAGE_FILES)
    .filter((path) => path.startsWith('../../shared/locales/rulesets/') && path.endsWith(`.${locale}.json`))
    .sort((a, b) => rulesetRank(a) - rulesetRank(b) || a.localeCompare(b))
    .map((path) => MESSAGE_FILES[path]!);
  return mergeMessages(...(await Promise.all([own(), ...rulesets.map((load) => load())])));
}

/**
 * A window's i18n in `locale`, with that language's messages loaded first; English, the fallback for a
 * key not yet translated, follows in the background when the window speaks another language.
 */
export async function loadStationI18n(locale: Locale = 'en'): Promise<StationI18n> {
  const i18n = createStationI18n(locale, { [locale]: await loadMessages(locale) });
  if (locale !== 'en') void ensureMessages(i18n.global as unknown as StationComposer, 'en');
  return i18n;
}

/** Loads a language's messages into a window once. */
async function ensureMessages(composer: StationComposer, locale: Locale): Promise<void> {
  if (composer.availableLocales.includes(locale)) return;
  const messages = await loadMessages(locale);
  if (!composer.availableLocales.includes(locale)) composer.setLocaleMessage(locale, messages as MessageSchema);
}

// The language each window asked for last: a slow load finishing after a later choice does not switch back.
const wanted = new WeakMap<object, Locale>();

/**
 * Switches a window's language: at once when its messages are loaded, else as soon as they are; every
 * text bound through t() re-renders. The moderator console and the projector each have their own
 * instance, so each keeps its own language.
 */
export function setStationLocale(i18n: StationI18n | StationComposer, locale: Locale): Promise<void> {
  const composer = ('global' in i18n ? i18n.global : i18n) as unknown as StationComposer;
  wanted.set(composer, locale);
  const show = () => {
    if (wanted.get(composer) !== locale) return;
    composer.locale.value = locale;
    markDocumentLanguage(locale);
  };
  if (composer.availableLocales.includes(locale)) {
    show();
    return Promise.resolve();
  }
  return ensureMessages(composer, locale).then(show);
}

// The page's lang attribute picks the right glyphs (Japanese kanji, not Chinese) and hyphenation.
function markDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
