import '../../test/node-blobs';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { keepFile } from '../../data/files/device-files';
import {
  fileOf,
  HTML_BYTES,
  JPEG_BYTES,
  PDF_BYTES,
  PDF_SHA256,
  PNG_BYTES,
} from '../../data/files/file-fixtures';
import { createFakeSyncServer } from '../../data/sync/fake-sync-server';
import { stubMatchMedia } from '../../test/match-media';
import { ReceiptField } from './receipt-field';

/** The form's side of the field: it holds the value the field reports. */
function Form({
  initial = null,
  onValue,
}: {
  initial?: string | null;
  onValue?: (value: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ReceiptField
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const receiptInput = () => screen.getByLabelText('Receipt', { selector: 'input' });

describe('ReceiptField', () => {
  beforeEach(async () => {
    await db.files.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps a chosen photo on the device and previews it; Remove clears the value', async () => {
    const user = userEvent.setup();
    const values: (string | null)[] = [];
    render(<Form onValue={(value) => values.push(value)} />);
    expect(screen.getByText('Receipt')).toBeVisible();
    expect(receiptInput()).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf');

    await user.upload(receiptInput(), fileOf(PNG_BYTES, 'receipt.png', 'image/png'));
    const preview = await screen.findByRole('img', { name: 'Receipt preview' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByText('Kept on this device; uploads with the next sync')).toBeVisible();
    const [fileId] = values;
    expect(fileId).toMatch(/^[0-9a-f]{64}$/);
    expect(await db.files.get(fileId as string)).toMatchObject({
      contentType: 'image/png',
      state: 'pending',
    });

    await user.click(screen.getByRole('button', { name: 'Remove receipt' }));
    expect(values.at(-1)).toBeNull();
    expect(screen.queryByRole('img', { name: 'Receipt preview' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeEnabled();
  });

  it("shows the spec's message under the field for a file over 5MB, and keeps nothing", async () => {
    const user = userEvent.setup();
    const values: (string | null)[] = [];
    render(<Form onValue={(value) => values.push(value)} />);
    const big = new Uint8Array(6.2 * 1024 * 1024);
    big.set(JPEG_BYTES);
    await user.upload(receiptInput(), fileOf(big, 'photo.jpg', 'image/jpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size exceeds 5MB (Current: 6.20MB)');
    expect(receiptInput()).toHaveAttribute('aria-invalid', 'true');
    expect(receiptInput()).toHaveAccessibleDescription(/File size exceeds 5MB \(Current: 6\.20MB\)/);
    expect(values).toEqual([]);
    expect(await db.files.count()).toBe(0);
  });

  it('refuses a file that is not a receipt by its bytes, whatever its name', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Form />);
    await user.upload(receiptInput(), fileOf(HTML_BYTES, 'receipt.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A receipt must be a JPG, PNG or PDF file (.jpg, .jpeg, .png, .pdf)',
    );
    expect(await db.files.count()).toBe(0);
  });

  it('previews a PDF by its name with a link that opens it in a new tab', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.upload(receiptInput(), fileOf(PDF_BYTES, 'march-invoice.pdf', 'application/pdf'));
    expect(await screen.findByText(/march-invoice\.pdf/)).toBeVisible();
    const open = screen.getByRole('link', { name: 'Open receipt' });
    expect(open.getAttribute('href')).toMatch(/^blob:/);
    expect(open).toHaveAttribute('target', '_blank');
  });

  it("says 'Failed to create file preview' when the image cannot be shown", async () => {
    const stored = await keepFile(db, {
      bytes: PNG_BYTES,
      contentType: 'image/png',
      purpose: 'receipt',
      state: 'uploaded',
      now: new Date(),
    });
    render(<Form initial={stored.id} />);
    const preview = await screen.findByRole('img', { name: 'Receipt preview' });
    preview.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create file preview');
    expect(screen.getByText('Uploaded')).toBeVisible();
  });

  it('fetches and keeps a receipt recorded on another till; says why when it cannot', async () => {
    const server = createFakeSyncServer({ storeId: 'store' });
    server.files.set(PDF_SHA256, { contentType: 'application/pdf', bytes: PDF_BYTES });
    vi.stubGlobal('fetch', server.fetch);
    const { unmount } = render(<Form initial={PDF_SHA256} />);
    expect(await screen.findByRole('link', { name: 'Open receipt' })).toBeVisible();
    expect(await db.files.get(PDF_SHA256)).toMatchObject({ state: 'uploaded' });
    unmount();

    render(<Form initial={'b'.repeat(64)} />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to create file preview');
    expect(failure).toHaveTextContent('This receipt has not reached the server yet.');
  });

  it("shows the server's reason when it refused the upload", async () => {
    const stored = await keepFile(db, {
      bytes: PNG_BYTES,
      contentType: 'image/png',
      purpose: 'receipt',
      state: 'pending',
      now: new Date(),
    });
    await db.files.update(stored.id, { state: 'refused', refusal: 'You do not have permission to do that' });
    render(<Form initial={stored.id} />);
    expect(await screen.findByText('Not uploaded: You do not have permission to do that')).toBeVisible();
  });

  it('offers the camera on a phone or tablet, reachable by keyboard', async () => {
    const media = stubMatchMedia((query) => query === '(pointer: coarse)');
    try {
      const user = userEvent.setup();
      render(<Form />);
      const camera = screen.getByLabelText('Receipt photo', { selector: 'input' });
      expect(camera).toHaveAttribute('capture', 'environment');
      expect(camera).toHaveAttribute('accept', 'image/*');
      await user.tab();
      expect(screen.getByRole('button', { name: 'Choose file' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Take photo' })).toHaveFocus();

      await user.upload(camera, fileOf(JPEG_BYTES, 'image.jpg', 'image/jpeg'));
      expect(await screen.findByRole('img', { name: 'Receipt preview' })).toBeVisible();
    } finally {
      media.restore();
    }
  });

  it('offers no camera on a laptop', () => {
    render(<Form />);
    expect(screen.queryByRole('button', { name: 'Take photo' })).toBeNull();
  });

  it('is disabled with the form', async () => {
    render(<ReceiptField value={null} onChange={() => {}} disabled />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled());
  });
});
