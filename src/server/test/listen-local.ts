import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * Listens on 127.0.0.1 on a random port (or the given one). close() destroys open connections first, so a slow or
 * held-open test route never keeps it waiting.
 */
export async function listenLocal(server: Server, port = 0): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
