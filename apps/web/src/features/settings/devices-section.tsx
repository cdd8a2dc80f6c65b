import { can, type DeviceSummary } from '@cafe/domain';
import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from '../../data/auth/auth-store';
import { devicesApi } from '../../data/auth/devices-api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { RenameDeviceDialog } from './rename-device-dialog';
import { ThisDeviceBadge } from './this-device-badge';
import { useThisDeviceId } from './use-this-device-id';

type DevicesRead =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; devices: DeviceSummary[] };

const cell = 'px-3 py-3 align-middle sm:px-4';

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
      {read.state === 'loading' ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading tills" />
        </div>
      ) : read.state === 'failed' ? (
        <p role="alert" className="py-8 text-center text-red-700 dark:text-red-400">
          {read.message}
        </p>
      ) : read.devices.length === 0 ? (
        <p className="py-8 text-center text-stone-600 dark:text-stone-400">No till has signed in yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600 dark:border-stone-800 dark:text-stone-400">
              <tr>
                <th scope="col" className={cell}>
                  Till
                </th>
                <th scope="col" className={cell}>
                  Last seen
                </th>
                <th scope="col" className={`${cell} hidden sm:table-cell`}>
                  Changes waiting
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
              {read.devices.map((device) => (
                <tr key={device.id}>
                  <th scope="row" className={`${cell} max-w-xs truncate font-medium`} title={device.name}>
                    {device.name}
                    {device.id === thisDeviceId ? <ThisDeviceBadge /> : null}
                  </th>
                  <td className={`${cell} whitespace-nowrap`}>{formatSeen(device.lastSeenAt)}</td>
                  <td className={`${cell} hidden tabular-nums sm:table-cell`}>
                    {device.pendingChanges == null || !device.pendingReportedAt ? (
                      'Not reported'
                    ) : (
                      <>
                        {device.pendingChanges}
                        <span className="block text-xs text-stone-600 dark:text-stone-400">
                          as of {formatSeen(device.pendingReportedAt)}
                        </span>
                      </>
                    )}
                  </td>
                  <td className={`${cell} text-right`}>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
