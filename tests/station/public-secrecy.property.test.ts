/**
 * Property (issue 5, item 6): no public message — to the projector window or from the LAN mirror (the
 * projector's own public view pushes, which its built page draws with the projector's components) —
 * ever carries a hidden role, a night choice, a check or its answer, or a LAN token. Random games of
 * every ruleset are played through the real station (each ruleset's `random` simulator choosing the
 * commands, the LAN server running on 127.0.0.1 and minting codes), and every byte sent to the room is
 * checked by structure (an allowlist of keys per public view) and by value (the secrets of the moment
 * must not appear). Non-interference: games that differ only in a secret publish the same messages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RULESET_IDS,
  RULESETS,
  type EngineCommand,
  type GameState,
  type RulesetId,
} from '../../shared/engine/index.ts';
import { seededPick } from '../../shared/engine/simulate/random-game.ts';
import { keyPaths } from './key-paths.ts';
import { playThroughStation, type CapturedMessage, type PlayedGame, type PlayOptions } from './public-capture.ts';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import { runs } from '../tiers.ts';
import { declarationOf, prefixed, type DeclaredPlayer } from '../fixtures/ruleset-declarations.ts';

// ——— what each ruleset may show ———
// Declared per ruleset by someone who read its rules, in tests/fixtures/declared/<rulesetId>.ts (a ruleset nobody
// declared fails here): its announcements' and view's keys, its nights, what moves at night, its hidden roles.

/** The key paths every ruleset's public view holds: its head, its seats' names and roles, its news, its winner. */
const COMMON_VIEW_KEYS = [
  ...['gameId', 'rulesetId', 'phase', 'round', 'players', 'announcements', 'result', 'result.winner'],
  ...prefixed('players[]', ['seat', 'name', 'role']),
];

/** The keys every ruleset's announcements may hold: what kind of news it is, the table's size, the winner. */
const COMMON_ANNOUNCEMENT_KEYS = ['kind', 'players', 'winner'];

const REVEAL_KEYS = new Set(['seat', 'svg']);

function allowed(rulesetId: RulesetId): string[] {
  // `genders`: each seat's gender from the player record, public as the names are (issue 12 §3: the room's texts are gendered).
  return [
    ...COMMON_VIEW_KEYS,
    ...declarationOf(rulesetId).viewKeys,
    'genders',
    ...prefixed('announcements[]', [...COMMON_ANNOUNCEMENT_KEYS, ...declarationOf(rulesetId).announcementKeys]),
  ];
}

const ALLOWED = new Map(RULESET_IDS.map((id) => [id, new Set(allowed(id))]));

/** The LAN mirror's public view push: `{ channel, view }`, the view allowlisted exactly as the projector's. */
function mirrorKeys(rulesetId: RulesetId): Set<string> {
  return new Set(['channel', 'view', ...prefixed('view', allowed(rulesetId))]);
}

/** The roles the room must not know now, by seat, as each ruleset's declaration has it (RULES.md). */
function hiddenRoles(state: GameState): Map<number, string[]> {
  const hidden = new Map<number, string[]>();
  if (state.phase === 'ended') return hidden;
  for (const player of state.players as DeclaredPlayer[]) {
    const values = declarationOf(state.rulesetId).hiddenRoles(player);
    hidden.set(
      player.seat,
      values.filter((v): v is string => typeof v === 'string'),
    );
  }
  return hidden;
}

// ——— the checks ———

/** Every object below the root (players, announcements, votes…), each with its own fields. */
function innerObjects(value: unknown, depth = 0, into: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) innerObjects(item, depth + 1, into);
  else if (value !== null && typeof value === 'object') {
    if (depth > 0) into.push(value as Record<string, unknown>);
    for (const inner of Object.values(value)) innerObjects(inner, depth + 1, into);
  }
  return into;
}

/** A run of base64url as long as a 32-byte token: no such run may ever reach the room. */
const TOKEN_LIKE = /[A-Za-z0-9_-]{43}/;

function checkMessage(message: CapturedMessage, tokens: readonly string[]): void {
  const where = `${message.to} message at command ${message.commandIndex}: ${message.json.slice(0, 300)}`;
  if (message.value === null) return;
  const rulesetId = message.state.rulesetId;
  // By structure: only the allowlisted keys of this destination's view.
  const keys =
    message.to === 'reveal' ? REVEAL_KEYS : message.to === 'mirror' ? mirrorKeys(rulesetId) : ALLOWED.get(rulesetId)!;
  // Each check in a loop calls expect only when it fails: the same check and message, without vitest's
  // matcher machinery on every key, token and field of every message (a third of this file's CPU).
  for (const path of keyPaths(message.value))
    if (!keys.has(path)) expect(keys.has(path), `${where}\nkey ${path} is not allowlisted`).toBe(true);
  // By value: no LAN secret, in any form a token takes.
  for (const token of tokens)
    if (message.json.includes(token)) expect(message.json.includes(token), `${where}\ncarries a LAN token`).toBe(false);
  // The codes the projector shows are minted inside the station (their URLs never leave it), so they are
  // looked for by shape: the QR picture's path data has no run of token characters that long.
  expect(TOKEN_LIKE.test(message.json), `${where}\ncarries something shaped like a token`).toBe(false);
  // The QR picture is drawn, never written: no text element, and no address but the SVG namespace's.
  if (message.to === 'reveal')
    expect(
      /<text|https?:\/\/(?!www\.w3\.org\/2000\/svg\\")|\/card|key=/.test(message.json),
      `${where}\nthe reveal carries a URL as text`,
    ).toBe(false);
  // By value: no hidden role next to its seat, anywhere (a player, an announcement, a vote…).
  const hidden = hiddenRoles(message.state);
  for (const object of innerObjects(message.value)) {
    if (typeof object['seat'] !== 'number') continue;
    const secrets = hidden.get(object['seat']) ?? [];
    for (const field of Object.values(object)) {
      if (typeof field === 'string' && secrets.includes(field))
        expect(
          typeof field === 'string' && secrets.includes(field),
          `${where}\nseat ${String(object['seat'])}'s hidden role ${String(field)}`,
        ).toBe(false);
    }
  }
}

/** A public view at night without what may move then: the rest must stay as it was at nightfall. */
function nightContent(message: CapturedMessage): string {
  const value = message.to === 'mirror' ? (message.value as { view: unknown }).view : message.value;
  const view = { ...(value as Record<string, unknown>) };
  for (const key of declarationOf(message.state.rulesetId).movesAtNight) delete view[key];
  return JSON.stringify(view);
}

/**
 * A night choice or a check's answer may change nothing the room sees before dawn: within one night,
 * every message shows the view as it was when the night fell, but for the step called aloud.
 */
function checkNights(game: PlayedGame): void {
  let nightStart = new Map<string, string>();
  for (const message of game.messages) {
    if (message.to === 'reveal' || message.value === null) continue;
    const night = declarationOf(message.state.rulesetId).nightPhases.includes(message.state.phase);
    if (!night) {
      nightStart = new Map();
      continue;
    }
    const first = nightStart.get(message.to);
    // A removal is a public act, announced when it happens: the night's picture starts again from it.
    const afterRemoval = game.commands[message.commandIndex]?.type === 'remove';
    if (first === undefined || afterRemoval) nightStart.set(message.to, nightContent(message));
    else
      expect(
        nightContent(message),
        `${message.to} message at command ${message.commandIndex} changed during the night`,
      ).toBe(first);
  }
}

// ——— the games ———

const NAMES = [
  'Ada',
  'Bela',
  'Cyril',
  'Dora',
  'Emil',
  'Fanni',
  'Gusztav',
  'Hedda',
  'Ivo',
  'Jana',
  'Kolos',
  'Lea',
  'Milan',
  'Nora',
  'Oskar',
  'Petra',
];

/** A setup drawn from a seed: a table size the ruleset takes (kept small for speed), station or real cards, extras. */
function setupOf(rulesetId: RulesetId, seed: number): Pick<PlayOptions, 'rulesetId' | 'players' | 'options'> {
  const ruleset = RULESETS[rulesetId];
  const pick = seededPick(seed ^ 0x5eed);
  const max = Math.min(ruleset.maxPlayers, ruleset.minPlayers + 4);
  const players = NAMES.slice(0, ruleset.minPlayers + pick(max - ruleset.minPlayers + 1));
  const dealing = pick(3) === 0 ? 'physical' : 'station';
  if (rulesetId === 'mensa-hungariqa' && pick(2) === 0) {
    const options = {
      dealing,
      vogon: true,
      bodyguard: true,
      sarika: true,
      citizenKamikaze: true,
      kamikaze: true,
      lovers: true,
    };
    // The extra roles need a table large enough for them; a smaller one plays the rulebook's roles.
    if (
      ruleset.validateSetup({ rulesetId, players, options: { ...ruleset.defaultOptions(players.length), ...options } })
        .ok
    )
      return { rulesetId, players, options };
  }
  return { rulesetId, players, options: { dealing } };
}

/** Whether a state is at night for its ruleset. */
function atNight(state: GameState): boolean {
  return declarationOf(state.rulesetId).nightPhases.includes(state.phase);
}

/** The public messages (projector and mirror) sent from command `from` on while the game stays at night. */
function nightMessages(game: PlayedGame, from: number): string[] {
  const out: string[] = [];
  for (const message of game.messages) {
    if (message.commandIndex < from || message.to === 'reveal') continue;
    if (!atNight(message.state)) break;
    out.push(`${message.to} ${message.json}`);
  }
  return out;
}

describe('property: no public message carries a secret', () => {
  for (const rulesetId of RULESET_IDS) {
    it(`${rulesetId}: every projector and mirror message of random games, with codes minted, keeps every secret`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 - 1 }), async (seed) => {
          // The projector's language drawn from the seed (the mirror's pushes carry it with the hold screen).
          const locale = LOCALES[seed % LOCALES.length]!;
          const game = await playThroughStation({
            ...setupOf(rulesetId, seed),
            pick: seededPick(seed),
            lan: true,
            locale,
          });
          expect(game.final.state.phase).toBe('ended');
          expect(game.tokens.length).toBeGreaterThan(1);
          for (const message of game.messages) checkMessage(message, game.tokens);
          checkNights(game);
        }),
        { numRuns: runs(4) },
      );
    });
  }
});

/** Opens the mirror's event stream as a browser would, and collects its data lines until the server ends it. */
async function readMirrorStream(mirrorUrl: string): Promise<{ done: Promise<string[]> }> {
  const url = new URL(mirrorUrl);
  url.pathname = '/projector/events';
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const body = response.body!.pipeThrough(new TextDecoderStream());
  const done = (async () => {
    let text = '';
    for await (const chunk of body) text += chunk;
    return [...text.matchAll(/^data: (.*)$/gm)].map((m) => m[1]!);
  })();
  return { done };
}

describe('the LAN mirror’s real stream', () => {
  for (const [index, rulesetId] of RULESET_IDS.entries()) {
    // Each ruleset's game in another language (Russian and Japanese among them).
    const locale = (['ru', 'ja', 'hu', 'fr'] as const)[index % 4]!;
    it(`${rulesetId} (${locale}): carries exactly the captured mirror messages, and no secret`, async () => {
      let stream: Promise<string[]> | null = null;
      const game = await playThroughStation({
        ...setupOf(rulesetId, 7),
        pick: seededPick(7),
        lan: true,
        locale,
        onLanStarted: async (mirrorUrl) => {
          stream = (await readMirrorStream(mirrorUrl)).done;
        },
      });
      // The station closed with the game, and the server ended the stream.
      const sent = await stream!;
      const pushed = game.messages.filter((m) => m.to === 'mirror' && !m.onConnect).map((m) => m.json);
      // The stream opened before the game: the waiting screen then (no game, no timer, the projector's
      // language), then every change of the public view.
      const connected = [
        { channel: 'public.view', view: null },
        { channel: 'timer.state', timer: null, revision: 0 },
        { channel: 'projector.hold', on: false, locale },
      ].map((push) => JSON.stringify(push));
      expect(sent).toEqual([...connected, ...pushed]);
      expect(game.final.state.phase).toBe('ended');
      // Every ruleset's game is pushed to its result.
      const views = sent.map(
        (data) => JSON.parse(data) as { channel: string; view?: { rulesetId: string; result: unknown } | null },
      );
      expect(views.filter((p) => p.view?.rulesetId === rulesetId).length).toBeGreaterThan(3);
      expect(views.at(-1)!.view!.result).not.toBeNull();
      const text = sent.join('\n');
      for (const token of game.tokens) expect(text.includes(token)).toBe(false);
      expect(TOKEN_LIKE.test(text)).toBe(false);
    });
  }
});

/** Whether the moderator removed a player (a public act, announced) during the night that falls at command `from`. */
function removalAtNight(game: PlayedGame, from: number): boolean {
  for (let i = from; i < game.commands.length; i++) {
    if (!atNight(game.states[i - 1]!)) return false;
    if (game.commands[i]!.type === 'remove') return true;
  }
  return false;
}

describe('property: non-interference — a secret changes nothing the room sees', () => {
  for (const rulesetId of RULESET_IDS) {
    // Nights are where the night-and-day rulesets keep their secret choices; copag-mafia has none (its secret
    // is the deal, below, and a Consigliere's answer, which goes to a phone only).
    it.runIf(declarationOf(rulesetId).nightPhases.length > 0)(
      `${rulesetId}: two games that part at nightfall publish the same messages until dawn`,
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.integer({ min: 0, max: 2 ** 31 - 1 }),
            fc.integer({ min: 0, max: 2 ** 31 - 1 }),
            fc.nat(),
            async (seed, otherSeed, whichNight) => {
              const setup = setupOf(rulesetId, seed);
              const first = await playThroughStation({ ...setup, pick: seededPick(seed) });
              // The commands after which a night has just fallen: the games part at one of them.
              const nightfalls = first.states
                .map((state, i) => (atNight(state) && (i === 0 || !atNight(first.states[i - 1]!)) ? i + 1 : -1))
                .filter((i) => i > 0);
              fc.pre(nightfalls.length > 0);
              const from = nightfalls[whichNight % nightfalls.length]!;
              const script: EngineCommand[] = first.commands.slice(0, from);
              // The same game up to nightfall, then other night choices (other targets, other checks, other notes).
              const second = await playThroughStation({
                ...setup,
                script,
                pick: seededPick(otherSeed),
                stop: (state) => !atNight(state),
              });
              // A removal is announced to the room whenever it happens, so a night with one is not a secret
              // that differs: only nights whose differences are all secret choices are compared.
              fc.pre(!removalAtNight(first, from) && !removalAtNight(second, from));
              expect(nightMessages(second, from)).toEqual(nightMessages(first, from));
            },
          ),
          { numRuns: runs(6) },
        );
      },
    );

    it(`${rulesetId}: two deals of the same table publish the same messages as the cards go out`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          async (seed, otherSeed) => {
            const setup = setupOf(rulesetId, seed);
            const dealt = (state: GameState) => state.phase !== 'setup';
            const first = await playThroughStation({ ...setup, pick: seededPick(seed), stop: dealt });
            // The same table: its public choices before the deal (copag-mafia's characters) replayed, the deal drawn again.
            const script = first.commands.slice(0, -1);
            const second = await playThroughStation({ ...setup, script, pick: seededPick(otherSeed), stop: dealt });
            const publicBytes = (game: PlayedGame) =>
              game.messages
                .filter((m) => m.to !== 'reveal')
                .map((m) => `${m.to} ${m.json.replace(/"gameId":"[^"]*"/g, '')}`);
            expect(publicBytes(second)).toEqual(publicBytes(first));
          },
        ),
        { numRuns: runs(6) },
      );
    });
  }
});
