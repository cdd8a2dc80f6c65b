import type { NetworkPrinter } from '@cafe/domain';
import { useCallback, useEffect, useState } from 'react';
import { printersApi } from '../../data/printing/printers-api';

export type NetworkPrintersRead =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; printers: NetworkPrinter[] };

/** The store's network printers, asked of the server (the list lives there, so only online); `reload` asks again. */
export function useNetworkPrinters(): { read: NetworkPrintersRead; reload: () => void } {
  const [read, setRead] = useState<NetworkPrintersRead>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    void round;
    printersApi.list().then((result) => {
      if (!current) return;
      setRead(
        result.ok ? { state: 'ready', printers: result.data } : { state: 'failed', message: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { read, reload };
}
