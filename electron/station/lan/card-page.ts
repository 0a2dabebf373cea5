import { extraRolesOf, loverOf, objectivesSeenOf, type PlayerView } from '../../../shared/engine/index.ts';
import { escapeHtml } from './escape-html.ts';
import { lanStrings, type LanLanguage, type LanStrings } from './lan-strings.ts';
import { inlineHash } from './response-headers.ts';

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
  '.seen.mafioso{color:#ff6b6b}',
  '.seen.police{color:#7fc8ff}',
  '.also{font-size:2em;font-weight:700;margin:16px 0 4px;color:#ffd27f}',
  '.hint{color:#999;font-size:.9em;margin-top:32px}',
  'details{margin:32px 0 0;border-top:1px solid #333;padding-top:16px}',
  'summary{cursor:pointer;color:#7fc8ff;font-size:1.1em}',
  'button{font:inherit;font-weight:700;margin:12px 0;padding:12px 24px;border:0;border-radius:8px;background:#7fc8ff;color:#111}',
].join('');

/**
 * The Consigliere's answers (RULES.md §5, rulebook CONSEGLIERE): each seen player's seat, name and objective,
 * on the asking player's card alone, never on a shared screen. The objective is a class from a fixed set.
 */
function seenList(t: LanStrings, card: RoleCard): string {
  const seen = objectivesSeenOf(card);
  if (seen.length === 0) return '';
  return (
    `<p class="team">${escapeHtml(t.consigliereTitle)}</p><ul>` +
    seen
      .map(
        (s) =>
          `<li class="seen ${escapeHtml(s.role)}">` +
          escapeHtml(t.consigliereLine(s.seat, s.name, t.roleName(card.rulesetId, s.role))) +
          '</li>',
      )
      .join('') +
    '</ul>'
  );
}

/** The CSP source that allows the phone pages' `<style>` block and nothing else. */
export const CARD_STYLE_HASH = inlineHash(CARD_CSS);

/** How often an open card page asks whether its card still stands. */
export const CARD_WATCH_MS = 3000;

/**
 * The card page's one script (club tryout: a page left open after the deal was redone kept showing the old
 * role). Every few seconds it asks this server, under the card's watch token, whether the card still stands;
 * once the server answers 410 (the cards dealt again, or the game over) it takes the card off the page and
 * shows why. A failed request (the phone out of the network) changes nothing. It reads nothing but its token.
 */
const WATCH_SCRIPT = [
  '(function(){',
  "var card=document.getElementById('card');",
  "var token=card.getAttribute('data-watch');",
  'var timer=setInterval(function(){',
  "fetch('/w/'+token,{cache:'no-store'}).then(function(r){",
  'if(r.status!==410)return;',
  'clearInterval(timer);card.remove();',
  "document.getElementById('void').hidden=false;",
  '},function(){});',
  `},${CARD_WATCH_MS});`,
  '})();',
].join('');

/** The CSP source that allows the card page's watch script and nothing else. */
export const CARD_SCRIPT_HASH = inlineHash(WATCH_SCRIPT);

function page(lang: LanLanguage, title: string, body: string, script = ''): string {
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${CARD_CSS}</style></head>` +
    `<body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`
  );
}

/**
 * The police reveal's button (issue 15, RULES.md §5): folded, so a tap alone never reveals, and a plain form
 * posting to `/reveal/<token>` (no script at all). The token is base64url, so it needs no escaping in a path.
 */
function revealForm(t: LanStrings, revealToken: string): string {
  return (
    // The card says "close this page", and a closed card opens only with a new code: an officer who may
    // reveal himself later is told so (tryout9).
    `<p class="hint">${escapeHtml(t.revealLater)}</p>` +
    `<details><summary>${escapeHtml(t.revealButton)}</summary>` +
    `<p class="goal">${escapeHtml(t.revealWarning)}</p>` +
    `<form method="post" action="/reveal/${escapeHtml(revealToken)}">` +
    `<button type="submit">${escapeHtml(t.revealConfirm)}</button></form></details>`
  );
}

/**
 * The HTML page of one role card: role, team, what the role does, teammates if the card lists any, and
 * every role dealt on top of the first with what it does (and the other lover, whom a lover meets at night 0),
 * and on a Copag card what its player's Consiglieres showed him.
 * A Copag police officer's card dealt by the station also carries the reveal's button, under its own token.
 */
export function renderCardPage(
  card: RoleCard,
  language: LanLanguage = 'en',
  revealToken: string | null = null,
  watchToken: string | null = null,
): string {
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
  const content =
    `<p class="seat">${escapeHtml(t.seatLine(card.seat, card.name))}</p>` +
    `<p class="role ${escapeHtml(card.role)}">${escapeHtml(t.roleName(card.rulesetId, card.role))}</p>` +
    `<p class="team">${escapeHtml(t.teamLine(card.rulesetId, card.team))}</p>` +
    (description ? `<p class="goal">${escapeHtml(description)}</p>` : '') +
    teammates +
    extras +
    (lover ? list(t.lover, [lover]) : '') +
    seenList(t, card) +
    `<p class="hint">${escapeHtml(t.hideHint)}</p>` +
    (revealToken ? revealForm(t, revealToken) : '');
  if (watchToken === null) return page(language, t.cardTitle, content);
  // The watch token is base64url, so it needs no escaping in an attribute; it is escaped all the same.
  return page(
    language,
    t.cardTitle,
    `<div id="card" data-watch="${escapeHtml(watchToken)}">${content}</div>` +
      `<div id="void" hidden><p class="also">${escapeHtml(t.voidTitle)}</p>` +
      `<p class="goal">${escapeHtml(t.voidText)}</p></div>`,
    WATCH_SCRIPT,
  );
}

/** What a phone's police reveal came to: recorded, refused for a seat that is no police, or not possible now. */
export type RevealOutcome = 'revealed' | 'not-police' | 'not-now';

/**
 * The page a police reveal answers with; a reveal not possible now offers the button again under the same token.
 * The refusal of a seat that is no police is shown on that phone only, never on a shared screen (RULES.md §5).
 */
export function renderRevealPage(outcome: RevealOutcome, language: LanLanguage, revealToken: string): string {
  const t = lanStrings(language);
  if (outcome === 'revealed')
    return page(
      language,
      t.revealedTitle,
      `<p class="role honest">${escapeHtml(t.revealedTitle)}</p>` + `<p class="goal">${escapeHtml(t.revealedText)}</p>`,
    );
  const text = outcome === 'not-police' ? t.revealNotPolice : t.revealNotNow;
  return page(
    language,
    t.revealRefusedTitle,
    `<p class="goal">${escapeHtml(text)}</p>` + (outcome === 'not-now' ? revealForm(t, revealToken) : ''),
  );
}

/**
 * The page of a phone refused for a while after too many codes that opened nothing came from its address: what
 * happened and how many seconds to wait (it had been a bare English «Too many requests», tryout 12).
 */
export function renderWaitPage(language: LanLanguage, seconds: number): string {
  const t = lanStrings(language);
  return page(language, t.waitTitle, `<p class="goal">${escapeHtml(t.waitText(seconds))}</p>`);
}

/** The one page for every token that does not open a card: unknown, used, expired or malformed alike. */
export function renderInvalidPage(language: LanLanguage = 'en'): string {
  const t = lanStrings(language);
  return page(language, t.invalidTitle, `<p class="goal">${escapeHtml(t.invalidText)}</p>`);
}
