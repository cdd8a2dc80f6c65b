import { DEFAULT_PRINTER_PORT, type NetworkPrinter, networkPrinterInputSchema } from '@cafe/domain';
import { type FormEvent, useState } from 'react';
import { printersApi } from '../../data/printing/printers-api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorBanner } from '../../ui/error-banner';
import { Field } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import type { NetworkPrintersRead } from './use-network-printers';

type FieldErrors = Partial<Record<'name' | 'host' | 'port', string>>;

/**
 * The store's network printers (admin): the only addresses the server will send print jobs to. Each till then picks
 * one in its own printer choice above.
 */
export function NetworkPrintersSection({ read, reload }: { read: NetworkPrintersRead; reload: () => void }) {
  const [name, setName] = useState('');
  const [host, setHost] = useState('');
  const [port, setPort] = useState(String(DEFAULT_PRINTER_PORT));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setSaveError(null);
    const parsed = networkPrinterInputSchema.safeParse({ name, host, port: Number(port) });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await printersApi.add(parsed.data);
    setSaving(false);
    if (!result.ok) {
      setSaveError(result.error);
      return;
    }
    setName('');
    setHost('');
    setPort(String(DEFAULT_PRINTER_PORT));
    reload();
  };

  const remove = async (printer: NetworkPrinter) => {
    setSaveError(null);
    const result = await printersApi.remove(printer.id);
    if (result.ok) reload();
    else setSaveError(result.error);
  };

  return (
    <Card role="region" aria-labelledby="network-printers-heading" className="space-y-4 p-5">
      <div>
        <h2 id="network-printers-heading" className="text-lg font-semibold">
          Network printers
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Receipt printers on the cafe’s network (raw printing, port 9100 on most). Tills print to them
          through the server, and only to the addresses listed here.
        </p>
      </div>
      {read.state === 'loading' ? <Spinner label="Loading network printers" /> : null}
      {read.state === 'failed' ? (
        <ErrorBanner>
          {read.message}{' '}
          <Button size="lg" variant="secondary" onClick={reload}>
            Try again
          </Button>
        </ErrorBanner>
      ) : null}
      {read.state === 'ready' && read.printers.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          No network printers yet. Add the first below.
        </p>
      ) : null}
      {read.state === 'ready' && read.printers.length > 0 ? (
        <ul aria-label="Network printers" className="divide-y divide-stone-200 dark:divide-stone-800">
          {read.printers.map((printer) => (
            <li key={printer.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                <span className="font-medium">{printer.name}</span>{' '}
                <span className="text-sm text-stone-600 dark:text-stone-400">
                  {printer.host}:{printer.port}
                </span>
              </span>
              <Button
                size="lg"
                variant="secondary"
                aria-label={`Remove ${printer.name}`}
                onClick={() => void remove(printer)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="grid gap-3 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end"
        onSubmit={(event) => void add(event)}
        noValidate
      >
        <Field
          touch
          label="Printer name"
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Field
          touch
          label="Address"
          value={host}
          error={errors.host}
          placeholder="192.168.1.50"
          onChange={(event) => setHost(event.target.value)}
        />
        <Field
          touch
          label="Port"
          inputMode="numeric"
          value={port}
          error={errors.port}
          onChange={(event) => setPort(event.target.value)}
        />
        <Button size="lg" type="submit" disabled={saving}>
          Add printer
        </Button>
      </form>
      {saveError ? <ErrorBanner>{saveError}</ErrorBanner> : null}
    </Card>
  );
}
