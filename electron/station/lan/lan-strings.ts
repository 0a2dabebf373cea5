import type { ProjectorLocale } from '../../../shared/contract/index.ts';
import { finishText } from '../../../shared/locales/hungarian-article.ts';
import { flattenMessages } from '../../../shared/locales/key-diff.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import { fillPlaceholders } from './fill-placeholders.ts';

/** The languages the phone pages speak: the projector's (the `projector.locale` schema allows no other). */
export type LanLanguage = ProjectorLocale;

/** Every piece of text a phone's card page shows, in one language, ready to escape. */
export interface LanStrings {
  /** The page's `lang` attribute. */
  lang: LanLanguage;
  cardTitle: string;
  /** "Seat {seat} · {name}"; the name is escaped by the page, never here. */
  seatLine: (seat: number, name: string) => string;
  /** A role's name in a ruleset (an id with no message is shown as written). */
  roleName: (rulesetId: string, role: string) => string;
  /** What a role does, in one line, or null where no line is written. */
  roleDescription: (rulesetId: string, role: string) => string | null;
  /** "You play with …" for a team of a ruleset (an id with no message is shown as written). */
  teamLine: (rulesetId: string, team: string) => string;
  teammates: string;
  teammate: (seat: number, name: string) => string;
  /** "Your lover:" above the other lover's name. */
  lover: string;
  hideHint: string;
  invalidTitle: string;
  invalidText: string;
  /** A phone kept waiting after too many codes that opened nothing: the title, and the text with the seconds. */
  waitTitle: string;
  waitText: (seconds: number) => string;
  /** An open card taken off its page: the cards were dealt again, or the game is over. */
  voidTitle: string;
  voidText: string;
  /** "Your Consigliere showed you:" above what a Copag player's Consiglieres showed him (issue 15). */
  consigliereTitle: string;
  /** "{name} (seat {seat}): {role}", one player's objective seen; the name is escaped by the page. */
  consigliereLine: (seat: number, name: string, role: string) => string;
  /** The police reveal on a Copag card (issue 15): the folded button, its warning and its confirmation. */
  revealButton: string;
  revealWarning: string;
  revealConfirm: string;
  revealedTitle: string;
  revealedText: string;
  revealRefusedTitle: string;
  revealNotPolice: string;
  revealNotNow: string;
  /** Under a police officer's reveal: keep the page open to reveal later (the card opens once per code). */
  revealLater: string;
}

/** Each language's messages by dotted key, flattened once when first asked for. */
const flat = new Map<LanLanguage, Map<string, string>>();

function messagesOf(language: LanLanguage): Map<string, string> {
  let messages = flat.get(language);
  if (!messages) {
    messages = flattenMessages(MESSAGES[language]);
    flat.set(language, messages);
  }
  return messages;
}

/**
 * The LAN pages' strings in a language, from the windows' own message files (shared/locales: `phone.*`, `print.role.*`),
 * so each translation lives in one place. A key a language lacks falls back to English, as vue-i18n does.
 */
export function lanStrings(language: LanLanguage): LanStrings {
  const own = messagesOf(language);
  const english = messagesOf('en');
  const text = (key: string): string | null => own.get(key) ?? english.get(key) ?? null;
  // Finished as the windows finish every text (Hungarian "a(z)" by the seat number that follows it).
  const fill = (key: string, params: Record<string, string | number>): string =>
    finishText(language, fillPlaceholders(text(key) ?? key, params));
  return {
    lang: language,
    cardTitle: fill('phone.card-title', {}),
    seatLine: (seat, name) => fill('phone.seat-line', { seat, name }),
    roleName: (rulesetId, role) => text(`print.role.${rulesetId}.${role}.name`) ?? role,
    roleDescription: (rulesetId, role) => {
      const description = text(`print.role.${rulesetId}.${role}.description`);
      return description === null ? null : finishText(language, description);
    },
    teamLine: (rulesetId, team) => text(`phone.team.${rulesetId}.${team}`) ?? team,
    teammates: fill('phone.teammates', {}),
    teammate: (seat, name) => fill('phone.teammate', { seat, name }),
    lover: fill('phone.lover', {}),
    hideHint: fill('phone.hide-hint', {}),
    invalidTitle: fill('phone.invalid-title', {}),
    invalidText: fill('phone.invalid-text', {}),
    waitTitle: fill('phone.wait-title', {}),
    waitText: (seconds) => fill('phone.wait-text', { seconds }),
    voidTitle: fill('phone.void-title', {}),
    voidText: fill('phone.void-text', {}),
    consigliereTitle: fill('phone.consigliere-title', {}),
    consigliereLine: (seat, name, role) => fill('phone.consigliere-line', { seat, name, role }),
    revealButton: fill('phone.reveal.button', {}),
    revealWarning: fill('phone.reveal.warning', {}),
    revealConfirm: fill('phone.reveal.confirm', {}),
    revealedTitle: fill('phone.reveal.done-title', {}),
    revealedText: fill('phone.reveal.done-text', {}),
    revealRefusedTitle: fill('phone.reveal.refused-title', {}),
    revealNotPolice: fill('phone.reveal.not-police', {}),
    revealNotNow: fill('phone.reveal.not-now', {}),
    revealLater: fill('phone.reveal.later', {}),
  };
}
