import { type ProvenMutation, SYNC_PROTOCOL_VERSION } from '@cafe/domain';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { newActorKey, proofFor, type TestActorKey } from '../../apps/server/src/test-support/actor-signing';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoRole } from './demo-accounts';

/**
 * A till driven through the HTTP API instead of a browser, for set-up a spec need not click through: a demo
 * account signs in with a signing key of its own and registers a device, as the app does at sign-in, so the
 * changes it pushes are signed and numbered exactly as a browser till's are.
 */
export class ApiTill {
  private constructor(
    readonly api: APIRequestContext,
    readonly userId: string,
    readonly deviceId: string,
    private readonly actorKey: TestActorKey,
  ) {}

  static async signIn(api: APIRequestContext, role: DemoRole): Promise<ApiTill> {
    const actorKey = newActorKey();
    const login = await api.post('/api/auth/login', {
      data: { email: DEMO_ACCOUNTS[role].email, password: DEMO_PASSWORD, actorKey: actorKey.publicKey },
    });
    expect(login.status()).toBe(200);
    const { user } = (await login.json()) as { user: { id: string } };
    const { deviceId } = (await (await api.post('/api/devices')).json()) as { deviceId: string };
    return new ApiTill(api, user.id, deviceId, actorKey);
  }

  /** The change as this till queues it: its place in the device's order, the row version it was made on, signed. */
  mutation(change: ProvenMutation, mutationId: number, baseVersion: number | null = null) {
    return { ...change, mutationId, baseVersion, proof: proofFor(this.actorKey, change) };
  }

  push(mutations: ReturnType<ApiTill['mutation']>[]): Promise<APIResponse> {
    return this.api.post('/api/sync/push', {
      data: { protocol: SYNC_PROTOCOL_VERSION, deviceId: this.deviceId, mutations },
    });
  }
}
