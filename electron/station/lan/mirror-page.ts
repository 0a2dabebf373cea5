import { escapeHtml } from './escape-html.ts';
import { mirrorText } from './mirror-frame.ts';
import type { LanLanguage } from './lan-strings.ts';
import { styleHash } from './response-headers.ts';

/** The fixed path of the mirror's one script file. */
export const MIRROR_SCRIPT_PATH = '/mirror.js';

// The projector's look and sizes (renderer/projector, theme.css), so the mirror reads as well from the
// back of a room: names at 3.6vh (3.1vh once out), the phase at 7vh, the timer's digits at 17vh. A
// hash-allowed <style> block and classes only: the CSP allows no style attribute.
const MIRROR_CSS = [
  'html{color-scheme:dark}',
  '*,*::before,*::after{box-sizing:border-box}',
  'body{margin:0;height:100vh;overflow:hidden;background:#0d0f13;color:#eef1f6;line-height:1.4;font-family:system-ui,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif}',
  'h1,h2,p{margin:0;line-height:1.2}',
  'ol,ul{list-style:none;margin:0;padding:0}',
  '[hidden]{display:none!important}',
  // The waiting and hold screens: the station's name and one calm line.
  '.screen{position:fixed;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2vh;text-align:center}',
  '.screen .mark{font-size:10vh;color:#f2b544;line-height:1}',
  '.screen h1{font-size:9vh;font-weight:900}',
  '.screen p.line{font-size:3vh;color:#9aa4b5}',
  '#hold{background:#000;z-index:2}#hold h1{color:#9aa4b5}#hold p.line{color:#6b7485}',
  // The game.
  '#game{height:100vh;display:flex;flex-direction:column;overflow:hidden}',
  '#game.is-night{background:radial-gradient(ellipse at top,#16173a 0,#0d0f13 70%)}',
  'header{display:flex;align-items:center;gap:2vw;padding:1.6vh 3vw;border-bottom:2px solid #2f3643}',
  '#icon{font-size:6vh;line-height:1;color:#f2b544}.is-night #icon{color:#8f8cff}',
  '.phase-text{flex:1;min-width:0}',
  '#phase{font-size:7vh;font-weight:900;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
  '.phase-line{margin-top:.3vh;display:flex;flex-wrap:wrap;gap:.4vh 2vw;font-size:2.8vh;color:#9aa4b5}',
  '#count{font-weight:700;white-space:nowrap}',
  '#timer{display:flex;flex-direction:column;align-items:flex-end;min-width:0}',
  '#timer .label{display:flex;gap:1vw;font-size:2.6vh;font-weight:700;color:#9aa4b5;white-space:nowrap}',
  '#timer-seat{color:#eef1f6}#timer-state{color:#f2b544;text-transform:uppercase;letter-spacing:.08em}',
  '#timer-digits{font-size:17vh;line-height:1;font-weight:900;font-variant-numeric:tabular-nums;letter-spacing:-.02em}',
  '#timer.is-paused #timer-digits{color:#9aa4b5}#timer.is-low #timer-digits,#timer.is-over #timer-digits{color:#f0625d}',
  '#stage{flex:1;display:grid;grid-template-columns:minmax(0,1.9fr) minmax(0,1fr);gap:2vw;padding:2vh 3vw;min-height:0}',
  '@media (max-aspect-ratio:3/2){#stage{grid-template-columns:minmax(0,2.3fr) minmax(0,1fr);gap:1.6vw;padding:2vh 2vw}}',
  '#living{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1.2vh 1.2vw;align-content:start;min-height:0}',
  // As LivingSeats: three columns past 8 players on a wide screen, past 10 on a 4:3 one.
  '#living.over-8{grid-template-columns:repeat(3,minmax(0,1fr))}',
  '@media (max-aspect-ratio:3/2){#living.over-8{grid-template-columns:repeat(2,minmax(0,1fr))}#living.over-10{grid-template-columns:repeat(3,minmax(0,1fr))}',
  '#living.over-10 .seat{gap:.6vw;padding:.9vh .6vw}#living.over-10 .num{min-width:4.6vh;height:4.6vh;font-size:2.8vh}#living.over-10 .name{font-size:3.2vh}}',
  '.seat{display:flex;align-items:center;gap:1vw;padding:.9vh 1vw;background:#161a21;border:3px solid #2f3643;border-radius:14px;min-width:0}',
  '.num{display:grid;place-items:center;flex:none;min-width:5.6vh;height:5.6vh;padding:0 .5vh;border-radius:10px;background:#272d38;font-size:3.4vh;font-weight:900;font-variant-numeric:tabular-nums}',
  '.body{display:flex;flex-direction:column;min-width:0}',
  '.name{font-size:3.6vh;line-height:1.15;font-weight:800;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
  '.tags{font-size:1.9vh;color:#f2b544;font-weight:700;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
  '.is-accused,.is-current{border-color:#f0625d;background:#2a1313}.is-accused .num,.is-current .num{background:#f0625d;color:#1a0505}',
  '.is-accuser,.is-candidate{border-color:#f2b544}',
  '.is-speaker{border-color:#4cc38a;background:#123323}.is-speaker .num{background:#4cc38a;color:#04170d}',
  'aside{display:flex;flex-direction:column;gap:1.6vh;min-width:0;min-height:0;overflow:hidden}',
  '#speaker{display:flex;flex-direction:column;gap:.5vh;padding:1.2vh 1.4vw;border-radius:16px;border:3px solid #4cc38a;background:#123323}',
  '#speaker .now{display:flex;flex-wrap:wrap;align-items:baseline;gap:.3vh 1vw}',
  '#speaker-label{text-transform:uppercase;letter-spacing:.12em;color:#4cc38a;font-weight:800;font-size:2vh}',
  '#speaker-who{font-size:3.6vh;font-weight:900}#speaker-kind,#next{font-size:2.4vh;color:#9aa4b5}',
  '#panels{display:flex;flex-direction:column;gap:1.6vh}',
  '.panel{border:3px solid #2f3643;border-radius:16px;padding:1.4vh 1.4vw;background:#161a21;display:flex;flex-direction:column;gap:.6vh}',
  '.panel.is-vote{border-color:#f2b544;background:#261d0b}.panel.is-night{border-color:#8f8cff;background:#17173a}',
  '.panel .label{text-transform:uppercase;letter-spacing:.12em;color:#9aa4b5;font-weight:800;font-size:2vh}',
  '.panel.is-vote .label{color:#f2b544}.panel.is-night .label{color:#8f8cff}',
  '.panel .subject{font-size:3.4vh;font-weight:800;line-height:1.15}.panel .needed{font-size:2.8vh;font-weight:700}',
  '.panel ul{display:flex;flex-direction:column;gap:.3vh;font-size:2.6vh;font-weight:700}',
  '#news-section{display:flex;flex-direction:column;gap:1vh;min-height:0;overflow:hidden}',
  'h2.small{font-size:2vh;color:#9aa4b5;text-transform:uppercase;letter-spacing:.1em}',
  '#news{display:flex;flex-direction:column;gap:.9vh}',
  '#news li{font-size:2.5vh;color:#9aa4b5;padding-left:1vw;border-left:4px solid #272d38}',
  '#news li:first-child{font-size:3.3vh;font-weight:700;color:#eef1f6;border-left-color:#f2b544}',
  '#out-section{display:flex;align-items:flex-start;gap:1.5vw;padding:1.2vh 3vw;border-top:2px dashed #2f3643;background:#0a0b0e}',
  '#out-section h2{padding-top:1vh;color:#6b7485;white-space:nowrap}',
  '#out{flex:1;display:grid;grid-template-columns:repeat(auto-fill,minmax(max(13rem,19%),1fr));gap:.8vh 1vw}',
  '#out .seat{gap:.8vw;padding:.5vh .8vw;border:2px solid #2a2f38;border-radius:10px;color:#9aa4b5;background:none}',
  '#out .num{background:none;min-width:0;height:auto;font-size:3vh}',
  '#out .name{font-size:3.1vh;font-weight:700;text-decoration:line-through;text-decoration-thickness:2px}',
  '.cause{display:flex;flex-wrap:wrap;column-gap:.6vw;font-size:1.8vh;line-height:1.25;color:#e07b77}',
  '.role{color:#eef1f6;text-transform:uppercase;font-weight:800}',
  '.side-mafia .role{color:#ff5a5f}.side-town .role{color:#5fa8ff}.side-third .role{color:#8f8cff}',
  '#result-section{display:flex;flex-direction:column;gap:2vh;padding:2vh 3vw;min-height:0}',
  '#winner{font-size:7vh;font-weight:900;text-align:center;color:#f2b544}',
  '#result{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.9vh 2vw}',
  '.row{display:grid;grid-template-columns:5vh minmax(0,1fr) auto auto;align-items:center;gap:1.2vw;padding:.8vh 1.2vw;border-radius:12px;background:#161a21;border-left:8px solid #2f3643;font-size:3.2vh}',
  '.row.side-mafia{border-left-color:#ff5a5f}.row.side-town{border-left-color:#5fa8ff}.row.side-third{border-left-color:#8f8cff}',
  '.row .num{background:none;min-width:0;height:auto;font-size:1em}.row .name{font-size:1em}.row .role{font-size:.75em;white-space:nowrap}',
  '.row.is-out .name{color:#9aa4b5}.row .score{font-weight:900;color:#f2b544;font-variant-numeric:tabular-nums;min-width:3ch;text-align:right}',
  '#status{position:fixed;right:1.5vw;bottom:1.5vh;padding:.4rem .9rem;border-radius:999px;background:#1e232c;color:#9aa4b5;font-size:1rem;z-index:3}',
].join('');

/** The CSP source that allows the mirror page's `<style>` block. */
export const MIRROR_STYLE_HASH = styleHash(MIRROR_CSS);

/**
 * The read-only mirror page: the projector's layout, empty, in the projector's language; /mirror.js
 * fills it from the event stream. It opens on the waiting screen.
 */
export function renderMirrorPage(language: LanLanguage = 'en'): string {
  const t = mirrorText(language);
  const e = escapeHtml;
  return (
    `<!doctype html><html lang="${e(language)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    // No favicon to ask for: the server has none, and a browser's request would only meet a 404.
    '<link rel="icon" href="data:,">' +
    `<title>${e(t.title)}</title><style>${MIRROR_CSS}</style>` +
    `<script src="${MIRROR_SCRIPT_PATH}" defer></script></head><body>` +
    `<div id="idle" class="screen"><p class="mark" aria-hidden="true">◆</p><h1 id="idle-title">${e(t.title)}</h1><p id="idle-line" class="line">${e(t.waiting)}</p></div>` +
    `<div id="hold" class="screen" hidden><p class="mark" aria-hidden="true">◆</p><h1 id="hold-title">${e(t.title)}</h1><p id="hold-line" class="line">${e(t.hold)}</p></div>` +
    '<div id="game" hidden>' +
    '<header><span id="icon" aria-hidden="true"></span><div class="phase-text"><h1 id="phase"></h1>' +
    '<p class="phase-line"><span id="line"></span><span id="count"></span></p></div>' +
    '<section id="timer" hidden><p class="label"><span id="timer-kind"></span><span id="timer-seat"></span><span id="timer-state"></span></p>' +
    '<p id="timer-digits"></p></section></header>' +
    '<main id="stage"><ol id="living"></ol><aside>' +
    '<section id="speaker" hidden><p class="now"><span id="speaker-label"></span><span id="speaker-who"></span><span id="speaker-kind"></span></p><p id="next"></p></section>' +
    '<div id="panels"></div>' +
    '<section id="news-section"><h2 id="news-title" class="small"></h2><ol id="news"></ol></section>' +
    '</aside></main>' +
    '<section id="result-section" hidden><h2 id="winner"></h2><ol id="result"></ol></section>' +
    '<section id="out-section" hidden><h2 id="out-title" class="small"></h2><ol id="out"></ol></section>' +
    '</div>' +
    `<p id="status" role="status" hidden>${e(t.offline)}</p></body></html>`
  );
}
