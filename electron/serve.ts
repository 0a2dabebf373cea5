/**
 * Browser mode: the same station as the desktop app, on 127.0.0.1. The pages come over HTTP and the
 * contract over WebSockets. Run `npm run serve` (or `node electron/serve.ts --port 5600 --data <dir>`).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStation } from './station/index.ts';
import { resolveDataDir } from './station/data-dir.ts';
import { parseServeArgs, USAGE } from './serve/cli-options.ts';
import { startHttpStation } from './serve/http-server.ts';
import { moderatorKey, moderatorKeys } from './serve/moderator-key.ts';

/** Where electron-vite puts the built pages. */
const DEFAULT_RENDERER_DIR = resolve(import.meta.dirname, '../out/renderer');

/** Options of a browser-mode server; everything has a default. */
export interface ServerOptions {
  port?: number;
  host?: string;
  /** The data folder (the archive lives there); default: env MAFIA_STATION_DATA, else the user data folder. */
  dataDir?: string | null;
  /**
   * The moderator secret; default: env MAFIA_STATION_TOKEN, else the key kept in the data folder
   * (`moderator-key.json`, made once from 32 random bytes and kept across restarts).
   */
  token?: string;
  /** Issues a new moderator key in the data folder instead of the kept one (serve's `--new-key`). */
  newKey?: boolean;
  rendererDir?: string;
}

/** A running browser-mode server: its base URL, the moderator secret, and how to stop it. */
export interface RunningServer {
  url: string;
  /** The moderator key in force (the console may renew it). */
  readonly token: string;
  readonly moderatorUrl: string;
  projectorUrl: string;
  dataDir: string;
  /** Closes the sockets, the server and the station (and so the archive). */
  close(): Promise<void>;
}

/** Opens the station over a data folder and serves it to the browser on a loopback address. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = resolveDataDir(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const token = options.token ?? (process.env.MAFIA_STATION_TOKEN || moderatorKey(dataDir, options.newKey ?? false));
  // The console may issue a new key (station.new-moderator-key): kept in the data folder, as --new-key's.
  const keys = moderatorKeys(token, dataDir);
  const rendererDir = options.rendererDir ?? DEFAULT_RENDERER_DIR;
  // The LAN mirror is a page of the same build.
  const station = openStation(dataDir, { moderatorKeys: keys, pagesDir: rendererDir });
  let http;
  try {
    http = await startHttpStation({
      station,
      token: keys,
      rendererDir,
      host: options.host,
      port: options.port ?? 5600,
    });
  } catch (error) {
    station.close();
    throw error;
  }
  const server = http;
  let closed: Promise<void> | null = null;
  return {
    url: server.url,
    get token() {
      return keys.current();
    },
    get moderatorUrl() {
      return `${server.url}/moderator/?token=${keys.current()}`;
    },
    projectorUrl: `${server.url}/projector/`,
    dataDir,
    close() {
      closed ??= server.close().finally(() => station.close());
      return closed;
    },
  };
}

async function main(): Promise<void> {
  let cli;
  try {
    cli = parseServeArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  if (cli.help) {
    console.log(USAGE);
    return;
  }
  let server: RunningServer;
  try {
    server = await startServer({ port: cli.port, host: cli.host, dataDir: cli.dataDir, newKey: cli.newKey });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${cli.port} is in use: choose another with --port.`
        : error instanceof Error
          ? error.message
          : String(error),
    );
    process.exitCode = 1;
    return;
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: closing the station.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: a second Ctrl+C while closing must not kill the process mid-write (close is idempotent).
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  console.log('Mafia Station (browser mode)');
  console.log(`Archive:   ${server.dataDir}`);
  console.log(`Moderator: ${server.moderatorUrl}`);
  console.log(`Projector: ${server.projectorUrl}`);
  console.log(
    'Keep the moderator link private: it is the key to the game, kept across restarts (--new-key issues another).',
  );
  console.log('Ctrl+C stops the station.');
}

// Run only when started as a program, not when a test imports startServer.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
