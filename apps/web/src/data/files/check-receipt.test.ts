import '../../test/node-blobs';
import { MAX_RECEIPT_BYTES } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { checkReceipt, RECEIPT_WRONG_TYPE_MESSAGE } from './check-receipt';
import { EXE_BYTES, fileOf, HTML_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from './file-fixtures';

describe('checkReceipt', () => {
  it('takes JPEG, PNG and PDF receipts, typed by their bytes', async () => {
    expect(await checkReceipt(fileOf(JPEG_BYTES, 'till.JPEG'))).toMatchObject({
      ok: true,
      contentType: 'image/jpeg',
    });
    expect(await checkReceipt(fileOf(PNG_BYTES, 'scan.png'))).toMatchObject({
      ok: true,
      contentType: 'image/png',
    });
    // A PDF saved with a .png name is a PDF.
    expect(await checkReceipt(fileOf(PDF_BYTES, 'invoice.png', 'image/png'))).toMatchObject({
      ok: true,
      contentType: 'application/pdf',
    });
  });

  it("refuses a file over 5MB with the spec's message, before reading it", async () => {
    const huge = {
      name: 'photo.jpg',
      size: 6.2 * 1024 * 1024,
      arrayBuffer: () => Promise.reject(new Error('must not be read')),
    };
    expect(await checkReceipt(huge)).toEqual({
      ok: false,
      message: 'File size exceeds 5MB (Current: 6.20MB)',
    });
    const atLimit = new Uint8Array(MAX_RECEIPT_BYTES);
    atLimit.set(JPEG_BYTES);
    expect(await checkReceipt(fileOf(atLimit, 'photo.jpg'))).toMatchObject({ ok: true });
  });

  it('refuses another extension, and bytes that are not a receipt whatever the name', async () => {
    const wrong = { ok: false, message: RECEIPT_WRONG_TYPE_MESSAGE };
    expect(await checkReceipt(fileOf(PNG_BYTES, 'scan.gif'))).toEqual(wrong);
    expect(await checkReceipt(fileOf(PDF_BYTES, 'receipt'))).toEqual(wrong);
    expect(await checkReceipt(fileOf(HTML_BYTES, 'receipt.png', 'image/png'))).toEqual(wrong);
    expect(await checkReceipt(fileOf(EXE_BYTES, 'receipt.pdf'))).toEqual(wrong);
    expect(await checkReceipt(fileOf(new Uint8Array(), 'receipt.pdf'))).toEqual({
      ok: false,
      message: 'The file is empty',
    });
  });
});
