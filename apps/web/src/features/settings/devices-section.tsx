import type { DeviceSummary } from '@cafe/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { devicesApi } from '../../data/auth/devices-api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, dataColumns } from '../../ui/data-table';

type DevicesRead =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; devices: DeviceSummary[] };

const helper = dataColumns<DeviceSummary>();

function formatSeen(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The store's tills (edit_user): name, last seen, and Revoke. A revoked till stops syncing at once; its unsynced
 * changes stay on it, shown there, and apply once someone signs in on it online again.
 */
export function DevicesSection() {
  const [read, setRead] = useState<DevicesRead>({ state: 'loading' });
  const [revoking, setRevoking] = useState<DeviceSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: 'Till',
          meta: { minWidth: 160 },
          cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
        }),
        helper.accessor('lastSeenAt', {
          header: 'Last seen',
          meta: { width: 176 },
          cell: (info) => formatSeen(info.getValue()),
        }),
        helper.display({
          id: 'pending',
          header: 'Changes waiting',
          meta: { width: 168, className: 'tabular-nums' },
          cell: ({ row: { original: device } }) =>
            device.pendingChanges == null || !device.pendingReportedAt ? (
              'Not reported'
            ) : (
              <>
                {device.pendingChanges}
                <span className="block text-xs text-stone-600 dark:text-stone-400">
                  as of {formatSeen(device.pendingReportedAt)}
                </span>
              </>
            ),
        }),
        helper.display({
          id: 'actions',
          header: 'Actions',
          meta: { width: 120, align: 'end', actions: true },
          cell: ({ row: { original: device } }) =>
            device.revokedAt ? (
              <span className="text-stone-600 dark:text-stone-400">Revoked</span>
            ) : (
              <Button variant="ghost" size="sm" onClick={() => setRevoking(device)}>
                Revoke
              </Button>
            ),
        }),
      ]),
    [],
  );

  const load = useCallback(async () => {
    const result = await devicesApi.list();
    setRead(
      result.ok ? { state: 'ready', devices: result.data } : { state: 'failed', message: result.error },
    );
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-stone-900 dark:text-stone-100">Tills</h2>
        <Button variant="secondary" size="sm" onClick={() => void load()}>
          Refresh
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <DataTable
        label="Tills"
        columns={columns}
        rows={read.state === 'ready' ? read.devices : undefined}
        status={read.state}
        rowKey={(device) => device.id}
        loadingLabel="Loading tills"
        error={read.state === 'failed' ? { message: read.message, onRetry: () => void load() } : undefined}
        empty={<p>No till has signed in yet.</p>}
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this till?"
        message="It stops syncing at once. Changes it has not synced stay on it and sync after someone signs in on it online."
        confirmLabel="Revoke"
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const device = revoking;
          setRevoking(null);
          if (!device) return;
          void devicesApi.revoke(device.id).then((result) => {
            setError(result.ok ? null : result.error);
            return load();
          });
        }}
      />
    </Card>
  );
}
