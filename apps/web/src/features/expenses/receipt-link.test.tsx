import '../../test/node-blobs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { keepFile } from '../../data/files/device-files';
import { PDF_BYTES, PDF_SHA256, PNG_BYTES } from '../../data/files/file-fixtures';
import { createFakeSyncServer, type FakeSyncServer } from '../../data/sync/fake-sync-server';
import { ReceiptLink } from './receipt-link';

/** The tab window.open hands back: where the link sends it, and whether it was closed. */
function fakeTab() {
  return { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
}

describe('ReceiptLink', () => {
  let server: FakeSyncServer;

  beforeEach(async () => {
    await db.files.clear();
    server = createFakeSyncServer({ storeId: 'store' });
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("opens the device's copy in a new tab, online or not", async () => {
    const stored = await keepFile(db, {
      bytes: PNG_BYTES,
      contentType: 'image/png',
      purpose: 'receipt',
      state: 'pending',
      now: new Date(),
    });
    render(<ReceiptLink fileId={stored.id} />);
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toMatch(/^blob:/),
    );
    const link = screen.getByRole('link', { name: 'View' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says why another till cannot open a receipt the server refused', async () => {
    const stored = await keepFile(db, {
      bytes: PNG_BYTES,
      contentType: 'image/png',
      purpose: 'receipt',
      state: 'pending',
      now: new Date(),
    });
    await db.files.update(stored.id, { state: 'refused', refusal: 'You do not have permission to do that' });
    render(<ReceiptLink fileId={stored.id} />);
    expect(await screen.findByText('Not uploaded: You do not have permission to do that')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toMatch(/^blob:/);
  });

  it('fetches a receipt recorded on another till, keeps it, and shows it in the tab it opened', async () => {
    server.files.set(PDF_SHA256, { contentType: 'application/pdf', bytes: PDF_BYTES });
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    render(<ReceiptLink fileId={PDF_SHA256} />);
    await user.click(await screen.findByRole('link', { name: 'View' }));
    await vi.waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const kept = await db.files.get(PDF_SHA256);
    expect(new Uint8Array(await (kept as { blob: Blob }).blob.arrayBuffer())).toEqual(PDF_BYTES);
    // Now held: the link opens the device's copy itself.
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toMatch(/^blob:/),
    );
  });

  it('says so, and opens no tab, when offline and the receipt is not on this device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const open = vi.spyOn(window, 'open');
    const user = userEvent.setup();
    render(<ReceiptLink fileId={PDF_SHA256} />);
    await user.click(await screen.findByRole('link', { name: 'View' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This receipt is not on this device yet. It opens here once the network is back.',
    );
    expect(open).not.toHaveBeenCalled();
    expect(server.requests).toEqual([]);
  });

  it('closes the tab it opened and says why when the server does not have the receipt yet', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    render(<ReceiptLink fileId={PDF_SHA256} />);
    await user.click(await screen.findByRole('link', { name: 'View' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This receipt has not reached the server yet. It opens once the till that recorded it has synced.',
    );
    expect(tab.close).toHaveBeenCalled();
  });
});
