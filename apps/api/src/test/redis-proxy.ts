import { createServer, connect, type Server, type Socket } from 'node:net';
import { once } from 'node:events';
import { TEST_REDIS_URL } from './redis.ts';

/**
 * A TCP proxy on 127.0.0.1 in front of the test Redis, which a test turns off and on to play a Redis
 * outage without touching the real server: `refuse` closes every connection and the port (connections are
 * refused), `stall` keeps accepting connections but forwards nothing either way (a Redis or a network that
 * hangs), `forward` passes everything through again.
 */
export type RedisProxy = {
  /** redis:// URL of the proxy. */
  url: string;
  forward(): Promise<void>;
  stall(): void;
  refuse(): Promise<void>;
  close(): Promise<void>;
};

export async function startRedisProxy(target = TEST_REDIS_URL): Promise<RedisProxy> {
  const { hostname, port: targetPort } = new URL(target);
  let mode: 'forward' | 'stall' | 'refuse' = 'forward';
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server: Server = createServer((client) => {
    track(client);
    if (mode !== 'forward') {
      // Stalled: the connection is accepted and what it sends is swallowed; no answer ever comes.
      client.resume();
      return;
    }
    const upstream = connect(Number(targetPort || 6379), hostname);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = async (port: number) => {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  await listen(0);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the Redis proxy has no port');
  const { port } = address;

  /** Every connection of the stalled time stops forwarding too: its data stay with the proxy. */
  const stallOpen = () => {
    for (const socket of open) {
      socket.unpipe();
      socket.removeAllListeners('data');
      socket.resume();
    }
  };

  const refuse = async () => {
    mode = 'refuse';
    const closed = new Promise((resolve) => server.close(resolve));
    dropAll();
    await closed;
  };

  return {
    url: `redis://127.0.0.1:${port}`,
    async forward() {
      if (mode === 'refuse') await listen(port);
      // Connections made or stalled meanwhile have lost their data: they are dropped, the client reconnects.
      if (mode === 'stall') dropAll();
      mode = 'forward';
    },
    stall() {
      mode = 'stall';
      stallOpen();
    },
    refuse,
    async close() {
      if (mode !== 'refuse') await refuse();
    },
  };
}
