import { parseArgs } from 'node:util';
import { ALLOWED_BIND_HOSTS } from './security.ts';

/** The command line of browser mode. */
export interface ServeCliOptions {
  port: number;
  host: string;
  dataDir: string | null;
  /** Issue a new moderator key: pages holding the kept one are refused from now on. */
  newKey: boolean;
  help: boolean;
}

/** The usage text printed by --help and after a bad option. */
export const USAGE =
  'Usage: node electron/serve.ts [--port 5600] [--host 127.0.0.1|localhost] [--data <dir>] [--new-key]';

/** Parses `--port`, `--host`, `--data` and `--new-key`; throws an Error with a plain message for a bad value. */
export function parseServeArgs(argv: string[]): ServeCliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '5600' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string' },
      'new-key': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a port number, not "${values.port}"`);
  // Browser mode has no login beyond the token: it serves this computer only, never the network.
  if (!ALLOWED_BIND_HOSTS.includes(values.host))
    throw new Error(`--host must be one of ${ALLOWED_BIND_HOSTS.join(', ')}`);
  return { port, host: values.host, dataDir: values.data ?? null, newKey: values['new-key'], help: values.help };
}
