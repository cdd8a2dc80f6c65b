import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { appFixture } from '../test-support/app-fixture.js';
import { httpPush } from '../test-support/http-sync-client.js';
import { type SlowUpload, startSlowUpload } from '../test-support/slow-upload.js';
import { mutation, saleData } from '../test-support/sync-client.js';
import { UPLOAD_READ_LIMIT } from './service.js';

const MB = 1024 * 1024;
const PIECE = 64 * 1024;
const jpegOf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x5a);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const piecesOf = (bytes: Buffer) =>
  Array.from({ length: Math.ceil(bytes.length / PIECE) }, (_, index) =>
    bytes.subarray(index * PIECE, (index + 1) * PIECE),
  );

/**
 * Sends the body piece by piece until the server answers or the body is complete, and returns the answer. A
 * server that reads a body before it checks who sent it answers only once every byte is in.
 */
async function sendUntilAnswered(upload: SlowUpload, body: Buffer) {
  let answered = false;
  void upload.answer.then(() => {
    answered = true;
  });
  for (const piece of piecesOf(body)) {
    if (answered) break;
    await upload.send(piece);
    // One turn of the event loop between pieces, so an answer that has arrived is seen before the next piece.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const answer = await upload.answer;
  upload.abort();
  return answer;
}

describe('[SYNC-25] an upload beside the tills', () => {
  /** The manager's till: its session uploads receipts (create_expense), its device pushes sales. */
  const t = appFixture({ tills: { manager: 'manager@cafe.example', staff: 'staff@cafe.example' } });
  let baseUrl: string;
  let nextMutationId = 1;

  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A JPEG receipt sent over a slow connection; without `size` it goes chunked, its size unknown to the end. */
  const uploadReceipt = (cookie: string | undefined, size?: number) =>
    startSlowUpload(baseUrl, {
      path: '/api/files?purpose=receipt',
      cookie,
      contentType: 'image/jpeg',
      contentLength: size,
    });

  it('answers a sale push while a 5 MB receipt is still arriving, then stores the receipt', async () => {
    const receipt = jpegOf(5 * MB);
    const upload = uploadReceipt(t.manager.sessionCookie, receipt.length);
    const pieces = piecesOf(receipt);
    // All but the last piece: the server holds nearly the whole photo and waits for the rest.
    for (const piece of pieces.slice(0, -1)) await upload.send(piece);
    let uploadAnswered = false;
    void upload.answer.then(() => {
      uploadAnswered = true;
    });

    const sale = saleData();
    const pushed = await httpPush(baseUrl, t.manager, [
      mutation(nextMutationId++, 'sale', 'create', sale, t.manager.userId),
    ]);
    expect(pushed.status).toBe(200);
    expect(pushed.body.results[0]).toMatchObject({ status: 'applied' });
    expect(uploadAnswered).toBe(false);

    const last = pieces.at(-1);
    if (last) await upload.send(last);
    const stored = await upload.answer;
    expect(stored.status).toBe(201);
    expect(stored.body).toEqual({ id: sha256(receipt), contentType: 'image/jpeg', size: receipt.length });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/files/${sha256(receipt)}`,
      headers: { cookie: t.manager.sessionCookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(receipt)).toBe(true);
  });

  it('refuses a large upload without a session before its body is read', async () => {
    const body = jpegOf(19 * MB);
    for (const cookie of [undefined, 'cafe_session=not-a-session']) {
      const upload = uploadReceipt(cookie, body.length);
      const answer = await sendUntilAnswered(upload, body);
      expect(answer.status, cookie).toBe(401);
      expect(answer.body).toEqual({ error: 'Not signed in', code: 'signed_out' });
      expect(answer.sentWhenAnswered, 'answered only after the whole body').toBeLessThan(body.length);
    }
  });

  it('measures a receipt sent without its size, and stops reading one far past every limit', async () => {
    const tooBig = uploadReceipt(t.manager.sessionCookie);
    for (const piece of piecesOf(jpegOf(6.2 * MB))) await tooBig.send(piece);
    await tooBig.end();
    const measured = await tooBig.answer;
    expect(measured.status).toBe(413);
    expect(measured.body).toEqual({ error: 'File size exceeds 5MB (Current: 6.20MB)' });

    const endless = uploadReceipt(t.manager.sessionCookie);
    // One byte past what is read to measure, and the body never ends: the answer comes all the same.
    for (const piece of piecesOf(jpegOf(UPLOAD_READ_LIMIT + 1))) await endless.send(piece);
    const answer = await endless.answer;
    endless.abort();
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'Request body is too large' });
  });

  it('refuses a receipt from someone who may not record expenses before its body is read', async () => {
    const body = jpegOf(5 * MB);
    const upload = uploadReceipt(t.staff.sessionCookie, body.length);
    const answer = await sendUntilAnswered(upload, body);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: 'You do not have permission to do that' });
    expect(answer.sentWhenAnswered, 'answered only after the whole body').toBeLessThan(body.length);
  });
});
