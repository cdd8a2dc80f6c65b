import { createServer, type Socket } from 'node:net';
import { type DecodedReceipt, decodeEscPos } from './escpos-decoder.js';

export interface LoopbackPrinter {
  host: string;
  port: number;
  /** Every job received so far (one per connection), decoded. */
  readonly jobs: DecodedReceipt[];
  /** The next job to arrive after those already read with it (or one already waiting). */
  nextJob(timeoutMs?: number): Promise<DecodedReceipt>;
  /** Forgets the jobs received so far (between tests). */
  clear(): void;
  close(): Promise<void>;
}

/**
 * A network receipt printer on 127.0.0.1: it takes each connection's bytes as one print job, as a raw TCP 9100
 * printer does, and decodes them with the test decoder.
 */
export async function startLoopbackPrinter(): Promise<LoopbackPrinter> {
  const jobs: DecodedReceipt[] = [];
  const waiting: (() => void)[] = [];
  const sockets = new Set<Socket>();
  let read = 0;

  const server = createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      jobs.push(decodeEscPos(new Uint8Array(Buffer.concat(chunks))));
      socket.end();
      for (const wake of waiting.splice(0)) wake();
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The loopback printer has no port');

  return {
    host: '127.0.0.1',
    port: address.port,
    jobs,
    async nextJob(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (jobs.length <= read) {
        if (Date.now() > deadline) throw new Error('The loopback printer received nothing');
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      const job = jobs[read];
      read += 1;
      if (!job) throw new Error('No job');
      return job;
    },
    clear() {
      jobs.length = 0;
      read = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
