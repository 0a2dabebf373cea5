import { extraRolesOf, loverOf, type PlayerView } from '../../../shared/engine/index.ts';
import { escapeHtml } from './escape-html.ts';
import { lanStrings, type LanLanguage } from './lan-strings.ts';
import { styleHash } from './response-headers.ts';

/** One seat's role card, as the engine's playerView gives it, with its ruleset (role names differ between rulesets). */
export type RoleCard = PlayerView & { rulesetId: string };

/** The one stylesheet of the phone pages: dark, large type, no external anything. */
const CARD_CSS = [
  'html{color-scheme:dark}',
  'body{margin:0;padding:24px;background:#111;color:#eee;font:20px/1.4 system-ui,sans-serif;text-align:center}',
  'main{max-width:28em;margin:0 auto}',
  '.seat{color:#aaa;font-size:1em;margin:0 0 16px}',
  '.role{font-size:3em;font-weight:700;margin:8px 0}',
  '.role.mafia{color:#ff6b6b}',
  '.role.honest{color:#7fc8ff}',
  '.team{font-size:1.2em;margin:8px 0}',
  '.goal{margin:16px 0}',
  'ul{list-style:none;padding:0;font-size:1.2em}',
  '.also{font-size:2em;font-weight:700;margin:16px 0 4px;color:#ffd27f}',
  '.hint{color:#999;font-size:.9em;margin-top:32px}',
].join('');

/** The CSP source that allows the phone pages' `<style>` block and nothing else. */
export const CARD_STYLE_HASH = styleHash(CARD_CSS);

function page(lang: LanLanguage, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${CARD_CSS}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

/**
 * The HTML page of one role card: role, team, what the role does, teammates if the card lists any, and
 * every role dealt on top of the first with what it does (and the other lover, whom a lover meets at night 0).
 */
export function renderCardPage(card: RoleCard, language: LanLanguage = 'en'): string {
  const t = lanStrings(language);
  const description = t.roleDescription(card.rulesetId, card.role);
  const list = (title: string, people: { seat: number; name: string }[]): string =>
    `<p class="team">${escapeHtml(title)}</p><ul>` +
    people.map((m) => `<li>${escapeHtml(t.teammate(m.seat, m.name))}</li>`).join('') +
    '</ul>';
  const teammates = card.teammates.length > 0 ? list(t.teammates, card.teammates) : '';
  const lover = loverOf(card);
  // Issue 12 §4: a Mensa vogon who is also a lover reads both, before the moderator calls the lovers.
  const extras = extraRolesOf(card)
    .map((role) => {
      const what = t.roleDescription(card.rulesetId, role);
      return (
        `<p class="also">${escapeHtml(t.roleName(card.rulesetId, role))}</p>` +
        (what ? `<p class="goal">${escapeHtml(what)}</p>` : '')
      );
    })
    .join('');
  // The role is a class name from a fixed set; anything else would be a bug, so it is escaped all the same.
  return page(
    language,
    t.cardTitle,
    `<p class="seat">${escapeHtml(t.seatLine(card.seat, card.name))}</p>` +
      `<p class="role ${escapeHtml(card.role)}">${escapeHtml(t.roleName(card.rulesetId, card.role))}</p>` +
      `<p class="team">${escapeHtml(t.teamLine(card.rulesetId, card.team))}</p>` +
      (description ? `<p class="goal">${escapeHtml(description)}</p>` : '') +
      teammates +
      extras +
      (lover ? list(t.lover, [lover]) : '') +
      `<p class="hint">${escapeHtml(t.hideHint)}</p>`,
  );
}

/** The one page for every token that does not open a card: unknown, used, expired or malformed alike. */
export function renderInvalidPage(language: LanLanguage = 'en'): string {
  const t = lanStrings(language);
  return page(language, t.invalidTitle, `<p class="goal">${escapeHtml(t.invalidText)}</p>`);
}
