/**
 * The apps the hostile-input tests (http/hostile-input-endpoints.test.ts and http/hostile-input-probes.test.ts) send
 * garbage to, the JSON-as-text helpers they build requests with, and `send`, which checks every answer: below 500,
 * API errors as `{ error }` JSON, and a push's answer followed so the till's next mutation id stays right.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SYNC_PROTOCOL_VERSION } from '@cafe/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { type SignedInTill, signInTill } from './sync-client.js';
import { createTestApp, type TestApp } from './test-app.js';

/** A JSON object as text from member → JSON text, so members can hold nesting JSON.stringify cannot write. */
export const object = (members: Record<string, string>) =>
  `{${Object.entries(members)
    .map(([key, value]) => `${JSON.stringify(key)}:${value}`)
    .join(',')}}`;
export const text = (value: string) => JSON.stringify(value);
export const JSON_TYPE = { 'content-type': 'application/json' };
export const PROTOCOL = String(SYNC_PROTOCOL_VERSION);

export interface HostileInputApps {
  t: TestApp;
  /** A production-mode app with no user yet, so set-up gets as far as its insert. */
  fresh: TestApp;
  manager: SignedInTill;
  /** The mutation id the manager's till pushes next, as the server's last answer set it. */
  nextMutationId: number;
  /** Sends to `fresh` for set-up, to `t` otherwise, and checks the answer. */
  send(request: InjectOptions): Promise<LightMyRequestResponse>;
}

/** Starts the apps before the file's tests (the demo one with a built web app) and closes them after. */
export function hostileInputApps(): HostileInputApps {
  /** A built web app, so odd paths also go through the static files and the client-side route fallback. */
  let webRoot: string;
  const h = { nextMutationId: 1, send } as HostileInputApps;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'cafe-pos-hostile-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webRoot, 'assets', 'index-1a2b3c4d.js'), 'console.log(1);');
    h.t = await createTestApp({ config: { webRoot } });
    h.fresh = await createTestApp({ demo: false });
    h.manager = await signInTill(h.t.app, 'manager@cafe.example');
  });
  afterAll(async () => {
    await h.t?.close();
    await h.fresh?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  async function send(request: InjectOptions): Promise<LightMyRequestResponse> {
    const app = request.url === '/api/auth/setup' ? h.fresh.app : h.t.app;
    const response = await app.inject(request);
    const url = String(request.url);
    expect(
      response.statusCode,
      `${request.method} ${url.slice(0, 200)}: ${response.body.slice(0, 300)}`,
    ).toBeLessThan(500);
    if (response.statusCode >= 400 && url.startsWith('/api')) {
      expect(typeof response.json().error, response.body.slice(0, 300)).toBe('string');
    }
    if (url === '/api/sync/push') {
      const body = response.json();
      if (response.statusCode === 200) {
        // Every mutation of the batch got one of the four answers and the device moved on.
        for (const result of body.results) {
          expect(['applied', 'duplicate', 'rejected', 'conflict']).toContain(result.status);
        }
        h.nextMutationId = body.lastMutationId + 1;
      } else if (response.statusCode === 409) {
        h.nextMutationId = body.expectedMutationId;
      }
    }
    return response;
  }

  return h;
}
