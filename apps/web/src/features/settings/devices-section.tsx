import { can, type DeviceSummary } from '@cafe/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuthStore } from '../../data/auth/auth-store';
import { devicesApi } from '../../data/auth/devices-api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, dataColumns } from '../../ui/data-table';
import { RenameDeviceDialog } from './rename-device-dialog';
import { ThisDeviceBadge } from './this-device-badge';
import { useThisDeviceId } from './use-this-device-id';

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
  const [renaming, setRenaming] = useState<DeviceSummary | null>(null);
  const thisDeviceId = useThisDeviceId();
  const mayRename = useAuthStore((state) => (state.user ? can(state.user.role, 'manage_settings') : false));

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: 'Till',
          meta: { minWidth: 160 },
          cell: ({ row: { original: device } }) => (
            <>
              <span title={device.name}>{device.name}</span>
              {device.id === thisDeviceId ? <ThisDeviceBadge /> : null}
            </>
          ),
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
          meta: { width: 216, align: 'end', actions: true },
          cell: ({ row: { original: device } }) => (
            <>
              {mayRename ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Rename ${device.name}`}
                  onClick={() => setRenaming(device)}
                >
                  Rename
                </Button>
              ) : null}
              {device.revokedAt ? (
                <span className="text-stone-600 dark:text-stone-400">Revoked</span>
              ) : (
                <Button variant="ghost" size="sm" onClick={() => setRevoking(device)}>
                  Revoke
                </Button>
              )}
            </>
          ),
        }),
      ]),
    [thisDeviceId, mayRename],
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
      <RenameDeviceDialog
        device={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={() => {
          setRenaming(null);
          void load();
        }}
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
