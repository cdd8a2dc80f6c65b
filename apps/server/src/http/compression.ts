import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the API's answers on the fly: a pull page of a thousand sales is mostly repeated keys, and a till on
 * a cafe's Wi-Fi waits on the bytes. Brotli at quality 4 costs about what gzip does in CPU for a better ratio; a
 * client that asks for neither gets the plain body. The web app's files are compressed once at build time and
 * served as they are (web-app.ts), so this hook leaves an answer that already has a Content-Encoding alone.
 * Bodies under 1 KB are sent as they are: the headers would cost more than they save.
 *
 * Requests are not decompressed: the tills send plain JSON, and a compressed body could expand far past the size
 * the body limit was meant to allow.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  });
}
