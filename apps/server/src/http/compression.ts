import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the API's answers on the fly: a pull page of 5,000 sales is 3 MB of mostly repeated keys, which a till
 * on a cafe's Wi-Fi waits on. gzip at level 1 makes it 4.5 times smaller for about 40 ms of server time per such
 * page; brotli (any quality) or a higher gzip level saves a few percent more for two to three times the CPU, which
 * a first sync of a year's history would wait on page after page. The web app's files are compressed once at build
 * time at the highest levels and served as they are (web-app.ts), so this hook leaves an answer that already has a
 * Content-Encoding alone. Bodies under 1 KB are sent as they are: the headers would cost more than they save.
 *
 * Requests are not decompressed: the tills send plain JSON, and a compressed body could expand far past the size
 * the body limit was meant to allow.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['gzip'],
    zlibOptions: { level: constants.Z_BEST_SPEED },
  });
}
