import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test-support/sync-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png body'),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');
/** A Windows program and a Linux one, by their first bytes. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(64)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('[SYNC-25] files', () => {
  let t: TestApp;
  /** A manager's session: receipts need create_expense. */
  let cookie: string;
  let staffCookie: string;
  const upload = (purpose: string, bytes: Buffer, contentType = 'image/png', withCookie = cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/files?purpose=${purpose}`,
      headers: { cookie: withCookie, 'content-type': contentType },
      payload: bytes,
    });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signIn(t.app, 'manager@cafe.example')).sessionCookie;
    staffCookie = (await signIn(t.app, 'staff@cafe.example')).sessionCookie;
  });
  afterAll(() => t.close());

  it('stores a receipt under the sha256 of its bytes and serves it back with safe headers', async () => {
    const response = await upload('receipt', PNG);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: sha256(PNG), contentType: 'image/png', size: PNG.length });
    const file = await t.app.inject({ method: 'GET', url: `/api/files/${sha256(PNG)}`, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.headers['content-security-policy']).toContain('sandbox');
  });

  it('types a file by its content, not by what the upload claims', async () => {
    const response = await upload('receipt', PDF, 'image/png');
    expect(response.statusCode).toBe(201);
    expect(response.json().contentType).toBe('application/pdf');
    const file = await t.app.inject({ method: 'GET', url: `/api/files/${sha256(PDF)}`, headers: { cookie } });
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('rejects an HTML page dressed as an image, and a PDF as an avatar', async () => {
    const html = await upload('receipt', HTML, 'image/jpeg');
    expect(html.statusCode).toBe(415);
    expect(html.json().error).toBe('A receipt must be a JPEG or PNG image or a PDF');
    const declaredHtml = await upload('receipt', HTML, 'text/html');
    expect(declaredHtml.statusCode).toBe(415);
    const pdfAvatar = await upload('avatar', PDF, 'application/pdf');
    expect(pdfAvatar.statusCode).toBe(415);
    expect((await upload('avatar', JPEG, 'image/jpeg')).statusCode).toBe(201);
  });

  it('refuses a program named and declared as a receipt, and stores nothing', async () => {
    for (const [bytes, contentType] of [
      [EXE, 'application/pdf'],
      [ELF, 'image/jpeg'],
      [EXE, 'application/octet-stream'],
    ] as const) {
      const response = await upload('receipt', bytes, contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toBe('A receipt must be a JPEG or PNG image or a PDF');
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/files/${sha256(bytes)}`,
        headers: { cookie },
      });
      expect(read.statusCode).toBe(404);
    }
  });

  it('answers 415 to a JSON or text body, as documented, not "The file is empty"', async () => {
    for (const [contentType, body] of [
      ['application/json', '{"receipt": "x"}'],
      ['application/json; charset=utf-8', '[]'],
      ['text/plain', 'receipt'],
      ['multipart/form-data; boundary=x', '--x--'],
    ] as const) {
      const response = await upload('receipt', Buffer.from(body), contentType);
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({ error: 'Unsupported content type' });
    }
    // An upload without any bytes is still 'empty', whatever its declared type.
    expect((await upload('receipt', Buffer.alloc(0), 'image/png')).json()).toEqual({
      error: 'The file is empty',
    });
  });

  it('enforces the size limits with the spec messages', async () => {
    const big = (size: number) => Buffer.concat([JPEG, Buffer.alloc(size - JPEG.length)]);
    // Exactly 5MB is allowed; a byte more is not.
    expect((await upload('receipt', big(5 * 1024 * 1024), 'image/jpeg')).statusCode).toBe(201);
    const justOver = await upload('receipt', big(5 * 1024 * 1024 + 1), 'image/jpeg');
    expect(justOver.statusCode).toBe(413);
    expect(justOver.json()).toEqual({ error: 'File size exceeds 5MB (Current: 5.00MB)' });
    const receipt = await upload('receipt', big(6.2 * 1024 * 1024), 'image/jpeg');
    expect(receipt.statusCode).toBe(413);
    expect(receipt.json()).toEqual({ error: 'File size exceeds 5MB (Current: 6.20MB)' });
    const avatar = await upload('avatar', big(2 * 1024 * 1024 + 1), 'image/jpeg');
    expect(avatar.statusCode).toBe(413);
    expect(avatar.json().error).toMatch(/^File size exceeds 2MB \(Current: 2\.00MB\)$/);
    expect((await upload('avatar', big(2 * 1024 * 1024), 'image/jpeg')).statusCode).toBe(201);
  });

  it('stores the same bytes once', async () => {
    const again = await upload('receipt', PNG);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(sha256(PNG));
  });

  it('lets only create_expense upload a receipt: staff get 403 and nothing is stored; any user an avatar', async () => {
    const bytes = Buffer.concat([PNG, Buffer.from('staff receipt')]);
    const forbidden = await upload('receipt', bytes, 'image/png', staffCookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'You do not have permission to do that' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/files/${sha256(bytes)}`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(404);

    const avatar = Buffer.concat([JPEG, Buffer.from('staff avatar')]);
    expect((await upload('avatar', avatar, 'image/jpeg', staffCookie)).statusCode).toBe(201);
    // Staff see expenses (view_expenses), receipts included.
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/files/${sha256(PNG)}`,
      headers: { cookie: staffCookie },
    });
    expect(receipt.statusCode).toBe(200);
  });

  it('needs a session to upload and to read, and a purpose', async () => {
    expect((await upload('receipt', PNG, 'image/png', '')).statusCode).toBe(401);
    const read = await t.app.inject({ method: 'GET', url: `/api/files/${sha256(PNG)}` });
    expect(read.statusCode).toBe(401);
    expect((await upload('selfie', PNG)).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/files/${'0'.repeat(64)}`,
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    const badId = await t.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc', headers: { cookie } });
    expect(badId.statusCode).toBe(400);
  });
});
