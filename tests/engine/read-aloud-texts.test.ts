/**
 * Property: every sentence the station reads to the moderator or shows the room is whole, in every
 * language, at every step of random games of every ruleset (issue 12 §3 "Broken sentences read aloud").
 * The texts go through the renderer's own builders (prompt-text, announcement-text, dawn-lines), so a
 * hole here is a hole on the screen: an empty placeholder, an unmatched bracket or quote, a doubled
 * space or a space before a full stop, or a raw message key.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  moderatorView,
  RULESETS,
  type Announcement,
  type Game,
  type GameSetup,
  type ModeratorView,
  type Prompt,
  type RulesetId,
} from '../../shared/engine/index.ts';
import { LOCALES, type Locale } from '../../shared/locales/locale-list.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import { paramText, promptKey } from '../../renderer/common/text/prompt-text.ts';
import type { SeatLabel, Translator } from '../../shared/text/translator.ts';
import { eventMessage, type LoggedEvent } from '../../renderer/common/text/event-text.ts';
import { dawnSummary, type DawnLine } from '../../renderer/moderator/console/dawn-lines.ts';
import { nightRecord } from '../../renderer/moderator/console/night-record.ts';
import { choicesArbitrary, pickOf } from './choices.ts';
import { dayOne as cityDayOne, night as cityNight, toNight } from './city-mafia/helpers.ts';
import { rulesetProperties } from './ruleset-properties.ts';
import { runs } from '../tiers.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const TRANSLATORS = Object.fromEntries(LOCALES.map((l) => [l, stationTranslator(l)])) as Record<Locale, Translator>;

/** The raw text of a message (to see which placeholders it has), or null where the language has none. */
function source(locale: Locale, key: string): string | null {
  let node: unknown = MESSAGES[locale];
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : null;
}

/** The placeholders of a message, e.g. "{seats}" → seats (every plural form's). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*\}/g)].map((m) => m[1]!);
}

const PAIRS: [string, string][] = [
  ['(', ')'],
  ['[', ']'],
  ['“', '”'],
  ['«', '»'],
  ['「', '」'],
  ['（', '）'],
  ['『', '』'],
  ['„', '”'],
];

/** What is wrong with a rendered text, or null: the checks every language shares. */
export function textDefect(locale: Locale, text: string): string | null {
  if (text.trim() === '') return 'empty text';
  for (const [open, close] of PAIRS) {
    // „…” (Hungarian) and “…” (English) share the closing mark: count them together.
    if (open === '„') continue;
    const opens = text.split(open).length - 1 + (close === '”' ? text.split('„').length - 1 : 0);
    const closes = text.split(close).length - 1;
    if (opens !== closes) return `unmatched ${open}${close}`;
  }
  if (/ {2}/.test(text)) return 'doubled space';
  // French sets a space before : ; ! ? and inside « »; no language sets one before , . or ).
  if (/\s[,.)]/.test(text) && !/\s\.\.\./.test(text)) return 'space before punctuation';
  if (/\(\s*\)|\(\s*[,.]|:\s*[.)]|\{|\}/.test(text)) return 'empty placeholder';
  if (/(^|[\s(“«])[a-z][a-z0-9]*(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*){2,}([\s,.)”»]|$)/.test(text))
    return 'raw message key';
  return null;
}

/** The defect of a message rendered with these parameters: a placeholder with no value, else textDefect. */
function messageDefect(locale: Locale, key: string, params: Record<string, unknown>, text: string): string | null {
  const message = source(locale, key);
  if (message === null) return `no message ${key}`;
  for (const name of placeholders(message)) {
    const value = params[name];
    if (value === undefined || value === null || String(value).trim() === '') return `empty placeholder {${name}}`;
  }
  return textDefect(locale, text);
}

interface Reading {
  what: string;
  key: string;
  text: string;
  defect: string | null;
}

function seatLabelOf(tr: Translator, view: ModeratorView): SeatLabel {
  const players = (view as unknown as { players: { seat: number; name: string }[] }).players;
  return (seat) => {
    const player = players.find((p) => p.seat === seat);
    return player ? tr.t('seat.named', { seat, name: player.name }) : tr.t('seat.number', { seat });
  };
}

/** Every text of one moderator view in one language: prompts, announcements, and the dawn summary at dawn. */
function readings(locale: Locale, view: ModeratorView, dawn: boolean): Reading[] {
  const tr = TRANSLATORS[locale];
  const seatLabel = seatLabelOf(tr, view);
  const out: Reading[] = [];
  for (const prompt of view.prompts as Prompt[]) {
    const key = promptKey(tr, prompt);
    const params = paramText(tr, prompt.params, seatLabel);
    const text = tr.t(key, params);
    out.push({
      what: `prompt ${JSON.stringify(prompt.params)}`,
      key,
      text,
      defect: messageDefect(locale, key, params, text),
    });
  }
  const announcements = ((view as unknown as { announcements?: Announcement[] }).announcements ?? []).slice(-4);
  for (const a of announcements) {
    const text = announcementText(tr, view.rulesetId as RulesetId, a, seatLabel);
    out.push({ what: `announcement ${JSON.stringify(a)}`, key: a.kind, text, defect: textDefect(locale, text) });
  }
  // The timeline's line for the step just taken (the moderator reads the log too).
  const latest = view.timeline[0];
  if (latest && !latest.undone) {
    for (const event of latest.events as LoggedEvent[]) {
      const text = eventMessage(tr, 'timeline', view.rulesetId, event, seatLabel) ?? event.type;
      out.push({
        what: `timeline ${JSON.stringify(event)}`,
        key: `timeline ${event.type}`,
        text,
        defect: textDefect(locale, text),
      });
    }
  }
  if (dawn) {
    const record = nightRecord(view);
    const summary = dawnSummary(tr, view.rulesetId as RulesetId, record.events, view, seatLabel);
    summary.forEach((line, index) => {
      const defect = textDefect(locale, line.text) ?? repeated(summary, index);
      out.push({
        what: `dawn ${JSON.stringify(record.events.map((e) => e.type))}`,
        key: 'dawn',
        text: line.text,
        defect,
      });
    });
  }
  return out;
}

/**
 * Whether a dawn summary's line says again what an earlier line said: the same sentence, or the same fact
 * (one night step told twice — "The don checked nobody." and "The putana was with Anna: the don could not
 * check."). The moderator reads the summary aloud: each fact once (issue 12, club tryout).
 */
export function repeated(summary: readonly DawnLine[], index: number): string | null {
  const line = summary[index]!;
  const earlier = summary.slice(0, index);
  if (earlier.some((e) => e.text === line.text)) return 'sentence said twice';
  if (earlier.some((e) => e.fact === line.fact))
    return `fact said twice (${line.fact}): “${earlier.find((e) => e.fact === line.fact)!.text}”`;
  return null;
}

/** A setup of a ruleset for n players, with its default options, dealt by the station or by hand. */
function setupOf(rulesetId: RulesetId, n: number, physical: boolean): GameSetup {
  const ruleset = RULESETS[rulesetId];
  const players = Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
  const options = { ...(ruleset.defaultOptions(n) as Record<string, unknown>) };
  if (physical && 'dealing' in options) options.dealing = 'physical';
  const setup = { rulesetId, players, options } as unknown as GameSetup;
  return ruleset.validateSetup(setup as never).ok
    ? setup
    : ({ rulesetId, players, options: ruleset.defaultOptions(n) } as GameSetup);
}

/** Walks one random game and returns its defects (one per message key and kind, with where it was first seen). */
function defectsOf(
  setup: GameSetup,
  choices: Parameters<typeof pickOf>[0],
  locales: readonly Locale[],
  found = new Map<string, string>(),
): Map<string, string> {
  let before = 'setup';
  rulesetProperties(RULESETS[setup.rulesetId], { maxSteps: 400 }).walk(
    setup,
    pickOf(choices),
    (_before, command, after: Game) => {
      const view = moderatorView(after, 'g');
      const phase = view.phase;
      const dawn = before === 'night' && phase !== 'night' && phase !== 'ended';
      before = phase;
      for (const locale of locales) {
        for (const r of readings(locale, view, dawn)) {
          const id = `${locale} ${r.key} ${r.defect}`;
          if (r.defect && !found.has(id))
            found.set(
              id,
              `${locale} ${setup.rulesetId} after ${JSON.stringify(command)}: ${r.defect} in ${r.key} — “${r.text}” (${r.what})`,
            );
        }
      }
    },
  );
  return found;
}

describe('read-aloud texts are whole sentences', () => {
  for (const ruleset of Object.values(RULESETS)) {
    it(`property: ${ruleset.id}: no prompt, announcement or dawn line in any language has a hole, an unmatched bracket or a raw key`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: ruleset.minPlayers, max: ruleset.maxPlayers }),
          fc.boolean(),
          choicesArbitrary(40),
          (n, physical, choices) => {
            const defects = defectsOf(setupOf(ruleset.id as RulesetId, n, physical), choices, LOCALES);
            expect([...defects.values()]).toEqual([]);
          },
        ),
        { numRuns: runs(12) },
      );
    }, 300_000);
  }

  // TEXTS_SURVEY=1 lists every distinct defect of many games at once (to fix them in one go).
  it.runIf(process.env.TEXTS_SURVEY)(
    'survey',
    () => {
      const found = new Map<string, string>();
      for (const ruleset of Object.values(RULESETS)) {
        for (let seed = 0; seed < 40; seed++) {
          const n = ruleset.minPlayers + (seed % (ruleset.maxPlayers - ruleset.minPlayers + 1));
          defectsOf(
            setupOf(ruleset.id as RulesetId, n, seed % 2 === 1),
            { prefix: [], then: { seed } },
            LOCALES,
            found,
          );
        }
      }
      console.log([...found.values()].join('\n'));
    },
    600_000,
  );

  it('a Copag mission opened reads with its typed name, in every language', () => {
    const opened = { kind: 'mission-opened', mission: 1, name: 'Missione 6', members: [2, 3, 1], short: true };
    for (const locale of LOCALES) {
      const text = announcementText(TRANSLATORS[locale], 'copag-mafia', opened as Announcement, (seat) => `P${seat}`);
      expect(text, locale).toContain('Missione 6');
      expect(textDefect(locale, text), `${locale}: ${text}`).toBeNull();
    }
  });

  it('a City dawn after the putana blocked the don tells each fact once, in every language', () => {
    // putana 1, mafioso 2, don 3, sheriff 4, doctor 5, maniac 6: the putana visits the don.
    const game = cityNight(toNight(cityDayOne('PMDSHKCCCC')), {
      visit: 3,
      shot: 8,
      don: null,
      sheriff: 2,
      heal: 9,
      kill: null,
    });
    const view = moderatorView(game, 'g');
    for (const locale of LOCALES) {
      const tr = TRANSLATORS[locale];
      const summary = dawnSummary(tr, 'city-mafia', nightRecord(view).events, view, seatLabelOf(tr, view));
      const defects = summary.map((_, i) => repeated(summary, i)).filter((d) => d !== null);
      expect(defects, summary.map((l) => l.text).join(' ')).toEqual([]);
    }
  });

  it('the checks catch the holes the issue lists', () => {
    expect(textDefect('en', '“The mafia wake” (seats ). One minute ( s)… (don: seat )')).not.toBeNull();
    expect(textDefect('en', 'Nominated so far: .')).not.toBeNull();
    expect(textDefect('en', 'Won by team.red.plural')).not.toBeNull();
    expect(textDefect('fr', 'Nyert : les rouges.')).toBeNull();
  });
});
