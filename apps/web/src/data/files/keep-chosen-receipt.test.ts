import '../../test/node-blobs';
import { describe, expect, it } from 'vitest';
import { freshDb, NOW } from '../sync/test-kit';
import { keepFile } from './device-files';
import { fileOf, HTML_BYTES, PDF_BYTES, PDF_SHA256 } from './file-fixtures';
import { keepChosenReceipt } from './keep-chosen-receipt';

describe('keepChosenReceipt', () => {
  it('keeps the blob on the device under the sha256 of its bytes, waiting to upload', async () => {
    const db = freshDb();
    const outcome = await keepChosenReceipt(db, fileOf(PDF_BYTES, 'invoice.png', 'image/png'), new Date(NOW));
    expect(outcome).toEqual({ ok: true, fileId: PDF_SHA256 });
    const kept = await db.files.get(PDF_SHA256);
    expect(kept).toMatchObject({
      purpose: 'receipt',
      contentType: 'application/pdf',
      size: PDF_BYTES.length,
      state: 'pending',
      createdAt: NOW,
    });
    // The blob says what the bytes are, not what the picker claimed.
    expect(kept?.blob.type).toBe('application/pdf');
    expect(new Uint8Array(await (kept as { blob: Blob }).blob.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it('keeps the same bytes once, and never sets an uploaded file back to pending', async () => {
    const db = freshDb();
    await keepFile(db, {
      bytes: PDF_BYTES,
      contentType: 'application/pdf',
      purpose: 'receipt',
      state: 'uploaded',
      now: new Date(NOW),
    });
    await keepChosenReceipt(db, fileOf(PDF_BYTES, 'again.pdf'), new Date(NOW));
    expect(await db.files.count()).toBe(1);
    expect((await db.files.get(PDF_SHA256))?.state).toBe('uploaded');
  });

  it('keeps nothing when the check fails', async () => {
    const db = freshDb();
    const outcome = await keepChosenReceipt(db, fileOf(HTML_BYTES, 'receipt.pdf'), new Date(NOW));
    expect(outcome.ok).toBe(false);
    expect(await db.files.count()).toBe(0);
  });
});
