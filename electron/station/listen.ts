import type { Server } from 'node:http';

/**
 * Starts `server` listening on `host` and resolves with the port it got (0 asks the system for a free
 * one); a failure to bind (the port taken, the address missing) rejects.
 */
export async function listenOn(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const address = server.address();
  return address && typeof address === 'object' ? address.port : port;
}
