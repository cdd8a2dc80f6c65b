/**
 * The change streams (GET /api/sync/events) open in this process, by device: so a revoked device's streams end at
 * once, the server can end them all as it closes, and no device holds more than a few.
 *
 * One more than the limit closes the device's oldest stream rather than refusing the new one. The web app keeps
 * one stream per browser (its leading tab's), so a device over the limit is nearly always one whose older
 * connections are dead without the server knowing yet: a tab closed as the network dropped, a laptop that slept, a
 * reconnect that beat the old socket's close. Refusing would leave the till's live tab deaf behind those until TCP
 * gave up on them, and EventSource does not retry after a refusal; closing the oldest costs a still-live old tab
 * one reconnect at most.
 */
export const MAX_STREAMS_PER_DEVICE = 3;

export interface DeviceStreams {
  /**
   * Keeps `end` as the newest open stream of `deviceId`, ending the device's oldest when that makes one too many.
   * The stream calls the returned function once it has ended, whatever ended it.
   */
  add(deviceId: string, end: () => void): () => void;
  /** Ends every open stream of the device. */
  endDevice(deviceId: string): void;
  /** Ends every open stream (the server is closing). */
  endAll(): void;
}

export function createDeviceStreams(maxPerDevice = MAX_STREAMS_PER_DEVICE): DeviceStreams {
  // Each device's streams, oldest first.
  const byDevice = new Map<string, (() => void)[]>();

  const forget = (deviceId: string, end: () => void) => {
    const ends = byDevice.get(deviceId);
    if (!ends) return;
    const index = ends.indexOf(end);
    if (index >= 0) ends.splice(index, 1);
    if (ends.length === 0) byDevice.delete(deviceId);
  };

  const endDevice = (deviceId: string) => {
    // A copy: each end() forgets itself from the list as it runs.
    for (const end of [...(byDevice.get(deviceId) ?? [])]) end();
  };

  return {
    add(deviceId, end) {
      const ends = byDevice.get(deviceId) ?? [];
      byDevice.set(deviceId, ends);
      ends.push(end);
      while (ends.length > maxPerDevice) {
        const oldest = ends.shift();
        oldest?.();
      }
      return () => forget(deviceId, end);
    },
    endDevice,
    endAll() {
      for (const deviceId of [...byDevice.keys()]) endDevice(deviceId);
    },
  };
}
