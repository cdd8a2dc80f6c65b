import { type CurrentDevice, can } from '@cafe/domain';
import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from '../../data/auth/auth-store';
import { devicesApi } from '../../data/auth/devices-api';
import { useUiStore } from '../../lib/ui-store';
import { Button } from '../../ui/button';
import { RenameDeviceDialog } from './rename-device-dialog';
import { useThisDeviceId } from './use-this-device-id';

const NOT_A_TILL_YET = 'This browser becomes a till once it syncs after an online sign-in.';

type NameRead =
  | { state: 'loading' }
  | { state: 'unknown'; why: string }
  | { state: 'ready'; device: CurrentDevice };

/**
 * This till's name, as the server knows it (an admin's name for it, or its browser in words), for the 'This device'
 * card of Settings › General; an admin names it here, on the till itself.
 */
export function ThisTillName() {
  const deviceId = useThisDeviceId();
  const isOffline = useUiStore((state) => state.isOffline);
  const mayRename = useAuthStore((state) => (state.user ? can(state.user.role, 'manage_settings') : false));
  const [read, setRead] = useState<NameRead>({ state: 'loading' });
  const [renaming, setRenaming] = useState(false);

  const load = useCallback(async () => {
    const result = await devicesApi.current();
    if (!result.ok) setRead({ state: 'unknown', why: result.error });
    else if (result.data === null) setRead({ state: 'unknown', why: NOT_A_TILL_YET });
    else setRead({ state: 'ready', device: result.data });
  }, []);
  useEffect(() => {
    if (deviceId === undefined) return;
    if (deviceId === null) {
      setRead({ state: 'unknown', why: NOT_A_TILL_YET });
      return;
    }
    if (isOffline) {
      setRead({ state: 'unknown', why: 'Shown when the server can be reached.' });
      return;
    }
    void load();
  }, [deviceId, isOffline, load]);

  return (
    <div className="sm:col-span-2">
      <dt className="text-stone-600 dark:text-stone-400">Till name</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-3 font-medium">
        {read.state === 'loading' ? (
          'Checking…'
        ) : read.state === 'unknown' ? (
          <span className="font-normal text-stone-700 dark:text-stone-300">Unknown. {read.why}</span>
        ) : (
          <>
            <span data-testid="this-till-name">{read.device.name}</span>
            {mayRename ? (
              <Button variant="secondary" size="sm" onClick={() => setRenaming(true)}>
                Rename this till
              </Button>
            ) : (
              <span className="text-sm font-normal text-stone-600 dark:text-stone-400">
                An admin can rename it.
              </span>
            )}
          </>
        )}
      </dd>
      <RenameDeviceDialog
        device={renaming && read.state === 'ready' ? read.device : null}
        onClose={() => setRenaming(false)}
        onRenamed={() => {
          setRenaming(false);
          void load();
        }}
      />
    </div>
  );
}
