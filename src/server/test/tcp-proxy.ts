import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can be cut and restored, like a database restart or failover:
 * `cut()` drops every open connection and refuses new ones (the port closes); `listen()` again on the same
 * port brings it back.
 */
export function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  return {
    get port() {
      return port;
    },
    listen: () =>
      new Promise<void>((resolve) => {
        server = net.createServer((client) => {
          const upstream = net.connect(Number(target.port || 5432), target.hostname);
          sockets.add(client).add(upstream);
          client.pipe(upstream).pipe(client);
          const drop = () => {
            client.destroy();
            upstream.destroy();
            sockets.delete(client);
            sockets.delete(upstream);
          };
          client.on('error', drop).on('close', drop);
          upstream.on('error', drop).on('close', drop);
        });
        server.listen(port, '127.0.0.1', () => {
          port = (server!.address() as net.AddressInfo).port;
          resolve();
        });
      }),
    cut: async () => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      await new Promise((r) => server!.close(r));
    },
  };
}
