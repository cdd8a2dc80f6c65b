import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of PostgreSQL, so a test can make the database unreachable for one server process and bring
 * it back, as a database restart or a network cut would, without touching the PostgreSQL other tests share.
 * `cut()` drops every relayed connection and stops listening (new connections are refused); `restore()` listens
 * again on the same port.
 */
export interface TcpProxy {
  /** `targetUrl` with its host and port replaced by the relay's. */
  urlFor(targetUrl: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A relayed connection ends with an error when the other side is cut: that is the point, not a failure.
    socket.on('error', () => {});
  };
  const relay = (client: Socket) => {
    const upstream = connect(target);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  };

  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer(relay);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  const shut = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  let server: Server | null = await listen(0);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no TCP address');
  const port = address.port;

  return {
    urlFor(targetUrl) {
      const url = new URL(targetUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      if (!server) return;
      const stopping = server;
      server = null;
      await shut(stopping);
    },
    async restore() {
      server ??= await listen(port);
    },
    async close() {
      if (server) await shut(server);
      server = null;
    },
  };
}
