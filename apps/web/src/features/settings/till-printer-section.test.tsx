import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { readTillPrinter } from '../../data/printing/till-printer';
import { TillPrinterSection } from './till-printer-section';

const COUNTER = { id: '6f1c1c7e-1d3a-4f7e-9a51-2b1e6b8e0c11', name: 'Counter', host: '10.0.0.9', port: 9100 };

afterEach(async () => {
  await db.tillPrinter.clear();
});

describe('Settings: this till’s printer', () => {
  it('starts on the browser’s print dialog, with automatic printing and the test page off', async () => {
    render(<TillPrinterSection networkPrinters={{ state: 'ready', printers: [COUNTER] }} storeName="Cafe" />);
    const printTo = await screen.findByRole('combobox', { name: 'Print to' });
    expect(printTo).toHaveValue('browser');
    expect(screen.getByRole('checkbox', { name: /Print the receipt automatically/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Print test page' })).toBeNull();
  });

  it('keeps the chosen network printer, paper width and automatic printing on this till', async () => {
    const user = userEvent.setup();
    render(<TillPrinterSection networkPrinters={{ state: 'ready', printers: [COUNTER] }} storeName="Cafe" />);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Print to' }),
      'Counter (10.0.0.9:9100)',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paper width' }), '58 mm');
    const auto = screen.getByRole('checkbox', { name: /Print the receipt automatically/ });
    await waitFor(() => expect(auto).toBeEnabled());
    await user.click(auto);
    await waitFor(() => expect(auto).toBeChecked());
    expect(await readTillPrinter(db)).toMatchObject({
      kind: 'network',
      networkPrinterId: COUNTER.id,
      networkPrinterName: 'Counter',
      paperWidth: 58,
      autoPrint: true,
    });
    expect(screen.getByRole('button', { name: 'Print test page' })).toBeVisible();
  });

  it('says so in words when the store’s printers cannot be listed', async () => {
    render(
      <TillPrinterSection
        networkPrinters={{
          state: 'failed',
          message: 'This needs a connection to the server. Check the network and try again.',
        }}
        storeName="Cafe"
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The store’s network printers could not be listed. This needs a connection to the server.',
    );
  });
});
