import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type SignedInTill, signIn, signInTill } from './sync-client.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/** A user signed in online only, with no till registered: the session cookie and who it is. */
export type SignedInSession = Awaited<ReturnType<typeof signIn>>;

export interface AppFixtureSetup<Till extends string, Session extends string> {
  /** Name → demo account's email: each signs in and registers a till of its own, in the order given. */
  tills?: Record<Till, string>;
  /** Name → demo account's email: each signs in online, after the tills, without registering a device. */
  sessions?: Record<Session, string>;
  app?: TestAppOptions;
  /** `test`: a new app for every test, for tests that leave the store changed (users removed, passwords reset). */
  per?: 'block' | 'test';
}

export type AppFixture<Till extends string, Session extends string> = TestApp &
  Record<Till, SignedInTill> &
  Record<Session, SignedInSession>;

/**
 * The app a describe block's tests talk to, with the people it names signed in: started before the block's tests
 * (or before each test) and closed after. Nearly every server test file began with these same hooks. The fields
 * are filled in by the hook, so read them inside tests and later hooks only.
 */
export function appFixture<const Till extends string = never, const Session extends string = never>(
  setup: AppFixtureSetup<Till, Session> = {},
): AppFixture<Till, Session> {
  const fixture = {} as AppFixture<Till, Session>;
  const signedIn = fixture as Record<string, unknown>;
  const [before, after] = setup.per === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    const t = await createTestApp(setup.app);
    Object.assign(fixture, t);
    for (const [name, email] of Object.entries<string>(setup.tills ?? {})) {
      signedIn[name] = await signInTill(t.app, email);
    }
    for (const [name, email] of Object.entries<string>(setup.sessions ?? {})) {
      signedIn[name] = await signIn(t.app, email);
    }
  });
  after(() => fixture.close());
  return fixture;
}
