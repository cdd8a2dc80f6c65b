import {
  type CurrentDevice,
  currentDeviceSchema,
  type DeviceSummary,
  deviceSummarySchema,
  USER_MESSAGES,
} from '@cafe/domain';
import { z } from 'zod/mini';
import { apiRequest } from './auth-api';
import { currentReader } from './current-reader';
import { failureWords } from './failure-words';

const listSchema = z.object({ devices: z.array(deviceSummarySchema) });

export type DevicesCall<T> = { ok: true; data: T } | { ok: false; error: string };

/** The store's tills (edit_user, checked by the server): asked of the server, so only online. */
export const devicesApi = {
  async list(): Promise<DevicesCall<DeviceSummary[]>> {
    const result = await apiRequest('GET', '/api/devices', (json) => {
      const parsed = listSchema.safeParse(json);
      return parsed.success ? parsed.data.devices : null;
    });
    if (result.ok) return { ok: true, data: result.data };
    if (result.kind === 'network') return { ok: false, error: USER_MESSAGES.needsConnection };
    return { ok: false, error: failureWords(result, currentReader()) };
  },
  /**
   * The till this browser is, by its device cookie: its name, for every signed-in user (Settings › General); null
   * when the browser is not a live till of the store.
   */
  async current(): Promise<DevicesCall<CurrentDevice | null>> {
    const result = await apiRequest('GET', '/api/devices/current', (json) => {
      const parsed = currentDeviceSchema.safeParse(json);
      return parsed.success ? parsed.data : null;
    });
    if (result.ok) return { ok: true, data: result.data };
    // Not registered (yet, or any more): no till to name.
    if (result.kind === 'http' && result.status === 404) return { ok: true, data: null };
    if (result.kind === 'network') return { ok: false, error: USER_MESSAGES.needsConnection };
    return { ok: false, error: failureWords(result, currentReader()) };
  },
  /** An admin names a till (manage_settings, checked by the server). */
  async rename(id: string, name: string): Promise<DevicesCall<undefined>> {
    const result = await apiRequest<undefined>('PUT', `/api/devices/${id}/name`, null, { name });
    if (result.ok) return { ok: true, data: undefined };
    if (result.kind === 'network') return { ok: false, error: USER_MESSAGES.needsConnection };
    return { ok: false, error: failureWords(result, currentReader()) };
  },
  /** From now on the till neither pushes nor pulls; what it has not synced stays on it (docs/security.md). */
  async revoke(id: string): Promise<DevicesCall<undefined>> {
    const result = await apiRequest<undefined>('DELETE', `/api/devices/${id}`, null);
    if (result.ok) return { ok: true, data: undefined };
    if (result.kind === 'network') return { ok: false, error: USER_MESSAGES.needsConnection };
    return { ok: false, error: failureWords(result, currentReader()) };
  },
};
