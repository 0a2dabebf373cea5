// Plays games through the real station and captures every public byte it sends: each message for the
// projector window (the public view and the QR reveal), and each public view push the LAN mirror writes
// to its event stream (`{ channel: 'public.view', view }`: the projector's own push, drawn by the
// projector's components in the built mirror page). The engine's state is followed alongside
// (the same commands applied to a shadow game), so each message can be checked against the secrets
// of the moment it was sent.
import type { MirrorPush, ProjectorLocale } from '../../shared/contract/index.ts';
import { createStation, type Station } from '../../electron/station/index.ts';
import type { PublicView } from '../../shared/engine/index.ts';
import {
  applyStep,
  createGame,
  decideStep,
  heldDawn,
  RULESETS,
  type EngineCommand,
  type Game,
  type GameSetup,
  type GameState,
  type RulesetId,
} from '../../shared/engine/index.ts';
import type { Pick } from '../../shared/engine/simulate/random-game.ts';
import { revealsOnPhoneOnly } from '../../electron/station/phone-cards.ts';
import { plannedShuffle, windowCommandOf, type WindowCommand } from './host-outcomes.ts';
import { memoryArchive } from './memory-archive.ts';

/** Where a captured message was going. */
export type Destination = 'projector' | 'mirror' | 'reveal';

/** One message that left the station for the room, with the game as it stood when it was sent. */
export interface CapturedMessage {
  to: Destination;
  /** The bytes as they travel (JSON, as IPC, the WebSocket and the SSE stream carry them). */
  json: string;
  value: unknown;
  /** The shadow game's state when the message was sent. */
  state: GameState;
  /** How many commands had been sent when it was sent (the deal is command 0 of the run's script, etc.). */
  commandIndex: number;
  /** Sent to a window or mirror connecting then (the current view), rather than pushed on a change. */
  onConnect: boolean;
}

/** What one game through the station left behind. */
export interface PlayedGame {
  messages: CapturedMessage[];
  /** The commands as the engine applied them (the deal with its roles): replaying them replays the game. */
  commands: EngineCommand[];
  /** The state after each command (index i: after commands[i]). */
  states: GameState[];
  /** Every LAN secret minted during the game: seat tokens and the mirror key. */
  tokens: string[];
  final: Game;
}

/** How a game is played: its setup, the commands to replay first, then a policy until `stop` says so. */
export interface PlayOptions {
  rulesetId: RulesetId;
  players: string[];
  /** Options given in the create request (the rest take the ruleset's defaults). */
  options?: Record<string, unknown>;
  /** Commands replayed exactly before the policy takes over. */
  script?: readonly EngineCommand[];
  /** Picks the random policy's choices and the LAN actions. */
  pick: Pick;
  /** Called once the LAN server listens, with the mirror's URL (a test may open the mirror's stream). */
  onLanStarted?: (mirrorUrl: string) => Promise<void>;
  /** Checked after each policy command: true ends the game there. */
  stop?: (state: GameState) => boolean;
  /** The projector's language (set before anything else; English by default): the mirror's texts are in it. */
  locale?: ProjectorLocale;
  /** Whether to run the LAN server and mint codes (seat QR codes on the projector and on the console). */
  lan?: boolean;
  maxCommands?: number;
}

/** A run of base64url as long as a 32-byte token. */
const TOKEN = /[A-Za-z0-9_-]{43}/g;

/** Plays one game through a fresh station on a memory archive; returns what was captured. */
export async function playThroughStation(play: PlayOptions): Promise<PlayedGame> {
  const ruleset = RULESETS[play.rulesetId];
  let outcome: WindowCommand | null = null;
  let ids = 0;
  const station: Station = createStation({
    archive: memoryArchive(),
    // The station draws the deal from its random source: here, the roles the simulator chose.
    random: {
      shuffle: plannedShuffle(() => outcome),
      id: () => `id-${++ids}`,
    },
    clock: () => new Date('2026-11-22T20:00:00Z'),
  });
  const created = createGame({
    rulesetId: play.rulesetId,
    players: play.players,
    options: { ...ruleset.defaultOptions(play.players.length), ...play.options },
  } as GameSetup);
  if (!created.ok) throw new Error(`setup refused: ${created.error.code}`);
  let shadow = created.value;
  const messages: CapturedMessage[] = [];
  const commands: EngineCommand[] = [];
  const states: GameState[] = [];
  const tokens: string[] = [];
  const capture = (to: Destination, value: unknown, onConnect = false): void => {
    messages.push({
      to,
      json: JSON.stringify(value),
      value,
      state: shadow.state,
      commandIndex: commands.length,
      onConnect,
    });
  };
  // The mirror's push of a view, as the station's mirror feed writes it (no hold in these games).
  const frameOf = (view: PublicView | null): MirrorPush => ({ channel: 'public.view', view });
  // The IPC binding and the browser-mode sockets send exactly these; the mirror writes the push of each.
  station.onPublicView((view: PublicView | null) => {
    capture('projector', view);
    capture('mirror', frameOf(view));
  });
  station.onProjectorReveal((reveal) => capture('reveal', reveal));

  try {
    if (play.locale) {
      const set = station.request('projector.locale', { locale: play.locale });
      if (!set.ok) throw new Error(JSON.stringify(set.error));
    }
    if (play.lan) {
      const started = await station.request('lan.start', { host: '127.0.0.1' });
      if (!started.ok) throw new Error(JSON.stringify(started.error));
      tokens.push(...(started.value.mirrorUrl?.match(TOKEN) ?? []));
      if (started.value.mirrorUrl) await play.onLanStarted?.(started.value.mirrorUrl);
    }
    const game = station.request('game.create', {
      rulesetId: play.rulesetId,
      players: play.players,
      ...(play.options ? { options: play.options } : {}),
    });
    if (!game.ok) throw new Error(JSON.stringify(game.error));
    const { gameId } = game.value;
    // A projector (or mirror) connecting now gets the current view: capture it as the first message.
    capture('projector', station.currentPublicView(), true);
    capture('mirror', frameOf(station.currentPublicView()), true);

    const script = play.script ?? [];
    const max = play.maxCommands ?? 5000;
    for (let i = 0; i < max; i++) {
      const scripted = i < script.length;
      // As the console does, a held dawn is announced before the day goes on (issue 12 §3).
      const command = scripted
        ? script[i]!
        : heldDawn(shadow) !== null
          ? ({ type: 'announce-dawn' } as EngineCommand)
          : (ruleset.simulator.random(shadow.state, play.pick) as EngineCommand | null);
      if (!command) break;
      // A station-dealt Copag police reveal comes from the officer's own phone, never the window (its own tests:
      // tests/station/police-reveal.test.ts, lan/phone-police-reveal.test.ts): the window sends something else.
      if (!scripted && revealsOnPhoneOnly(shadow, command)) continue;
      const decided = decideStep(shadow, command);
      if (!decided.ok) throw new Error(`the engine refused ${JSON.stringify(command)}: ${decided.error.code}`);
      const version = shadow.version;
      // The host's random outcomes are the station's to draw for the game as it stands: the window sends the
      // command without them.
      outcome = windowCommandOf(shadow, command as EngineCommand);
      // The shadow moves first, so the station's pushes during the request are checked against the new state.
      shadow = applyStep(shadow, decided.value);
      const sent = outcome.sent;
      const done = station.request('game.command', {
        gameId,
        commandId: `cmd-${i}`,
        expectedVersion: version,
        command: sent,
      });
      if (!done.ok) throw new Error(`the station refused ${JSON.stringify(sent)}: ${JSON.stringify(done.error)}`);
      if (done.value.version !== shadow.version)
        throw new Error('the station and the shadow game disagree on the version');
      commands.push(command);
      states.push(shadow.state);
      if (play.lan && shadow.state.phase !== 'setup' && shadow.state.phase !== 'ended')
        await lanActions(station, play, tokens);
      if (!scripted && play.stop?.(shadow.state)) break;
    }
    return { messages, commands, states, tokens, final: shadow };
  } finally {
    station.close();
  }
}

/** Now and then, as a moderator would while cards are being looked at: a code on the console, one on the projector. */
async function lanActions(station: Station, play: PlayOptions, tokens: string[]): Promise<void> {
  // The first chance after the deal always mints a code for the console, so every game has seat tokens to look for.
  const action = tokens.length < 2 ? 0 : play.pick(8);
  const seat = 1 + play.pick(play.players.length);
  if (action === 0) {
    const revealed = await station.request('lan.reveal', { seat });
    if (revealed.ok) tokens.push(...(revealed.value.url.match(TOKEN) ?? []));
  } else if (action === 1) {
    await station.request('lan.show-on-projector', { seat });
  } else if (action === 2) {
    await station.request('lan.show-on-projector', { seat: null });
  }
}
