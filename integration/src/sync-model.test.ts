/**
 * The exactly-once model test (issue 3, Deliver 4): 2–4 simulated tills, each with its own IndexedDB, the web
 * app's real repositories and sync engine, and its own signed-in user, do random work against ONE real server app
 * (buildApp on in-memory PGlite) through a network that drops requests, loses answers, duplicates, delays and
 * replays them, while the server restarts. Then the network heals, every till syncs until quiet, and:
 *   1. every sale committed on any till is on the server exactly once, and no other sale exists;
 *   2. every till holds exactly the server's rows for every synced table, with no unanswered outbox entry;
 *   3. a staff product change (and a manager's new user) was refused as forbidden and never shows on the server,
 *      each till's outbox keeps exactly those refusals, and everyone's other changes applied (creates exist,
 *      deletes won, a field only one till wrote holds that till's last value).
 * Syncs are explicit steps (engine.syncNow with timers that never fire), so no run waits for a backoff.
 * A failure prints fast-check's seed and path and the run's ops and requests; replay it with
 * MODEL_SEED=<seed> MODEL_PATH=<path>. MODEL_RUNS sets the run count, MODEL_STATS=1 prints what the runs
 * exercised (faults hit, push outcomes, time per phase), MODEL_TRACE=1 each run's requests.
 *
 * Hostile input (issue 11): a further till pushes raw batches in which valid creates sit beside mutations carrying
 * garbage (NUL, unpaired surrogates, 100 kB text, 5,000 nested arrays, 1e400, prototype keys) in one field, and
 *   4. its queue never stalls: every push is answered 200 (or lost on the network and sent again), never 4xx/5xx;
 *   5. every valid mutation of its batches is applied, a rejected one leaves no row anywhere, and a rejected sale
 *      (only those) is in the quarantine;
 *   6. a batch is never partly applied: the device's lastMutationId moves by the whole batch or not at all.
 * The second property runs mostly such pushes; it also runs on PostgreSQL (project integration-postgres, with
 * MODEL_HOSTILE_ONLY=1, so the main property runs once, on PGlite). HOSTILE_MODEL_RUNS sets its run count.
 */
import {
  PAYMENT_METHODS,
  type PaymentMethod,
  type Role,
  SYNC_ENTITIES,
  type SyncEntity,
  TASK_PRIORITIES,
} from '@cafe/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it, onTestFinished, vi } from 'vitest';
import { ZodError } from 'zod';
import { hostileJsonArb } from '../../apps/server/src/test-support/hostile-input';
import { DEMO_PASSWORD } from '../../apps/server/src/test-support/sync-client';
import { entityTable } from '../../apps/web/src/data/db';
import { RepositoryError } from '../../apps/web/src/data/repositories/local-writer';
import { readMeta } from '../../apps/web/src/data/sync/meta';
import { countUnsynced } from '../../apps/web/src/data/sync/outbox';
import {
  createHostileTill,
  HOSTILE_ENTITIES,
  HOSTILE_TARGETS,
  type HostileEntry,
  type HostileTill,
  MUTATION_TARGETS,
} from './support/hostile-till';
import {
  createInjectFetch,
  FAULTS,
  type Fault,
  type FaultTarget,
  type StaleRequest,
} from './support/inject-fetch';
import { createSimDevice, type SimDevice } from './support/sim-device';
import { createSimServer, DEMO_EMAILS, type SimServer } from './support/sim-server';

// ---------------------------------------------------------------------------------------------------------------
// Operations (plain data, so fast-check prints and shrinks them readably). `device` is taken modulo the number
// of tills; `pick` chooses among the rows the till shows at that moment.

type Write =
  | { kind: 'sale'; device: number; lines: { pick: number; quantity: number }[]; payment: PaymentMethod }
  | { kind: 'product'; device: number; action: 'create' | 'update' | 'delete'; pick: number; value: number }
  | {
      kind: 'task';
      device: number;
      action: 'create' | 'update' | 'complete' | 'delete';
      pick: number;
      value: number;
    }
  /** A new staff account; only an admin may (a manager's is refused). The server hashes its password. */
  | { kind: 'user'; device: number };

type Op =
  | Write
  | { kind: 'sync'; device: number }
  /** Two or more tills sync at once (Promise.all): their requests interleave at the server. */
  | { kind: 'concurrent-sync'; devices: number[] }
  /** A till's user keeps working while its engine pushes and pulls. */
  | { kind: 'write-during-sync'; write: Write; turns: number }
  | { kind: 'fault'; device: number; fault: Fault; target: FaultTarget; after: number }
  | { kind: 'offline'; device: number; online: boolean }
  /** The stale copies of earlier requests finally arrive. */
  | { kind: 'replay-stale' }
  /** The server process restarts on the same database (91 days later: old tombstones are purged). */
  | { kind: 'restart'; jumpDays: 0 | 91 }
  /** The server restarts while a till is in the middle of a sync. */
  | { kind: 'restart-during-sync'; device: number; turns: number }
  /** A manager revokes a till: its sessions end, and it registers again after its next online sign-in, outbox kept. */
  | { kind: 'revoke'; device: number }
  /** The hostile till queues these mutations and pushes once, through `fault` when one is given. */
  | { kind: 'hostile'; entries: HostileEntry[]; fault: Fault | null };

/** The seed CI replays (see the property below). */
const CI_SEED = 20261122;

const deviceArb = fc.nat({ max: 3 });
/** 0 (the till's newest row, often one not yet on the server) is common; else any row. */
const pickArb = fc.oneof(fc.constant(0), fc.nat({ max: 3 }), fc.nat({ max: 30 }));

const writeArb: fc.Arbitrary<Write> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      device: deviceArb,
      lines: fc.array(fc.record({ pick: pickArb, quantity: fc.integer({ min: 1, max: 3 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
      payment: fc.constantFrom(...PAYMENT_METHODS),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('product' as const),
      device: deviceArb,
      action: fc.constantFrom('create' as const, 'update' as const, 'update' as const, 'delete' as const),
      pick: pickArb,
      value: fc.nat({ max: 5 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('task' as const),
      device: deviceArb,
      action: fc.constantFrom(
        'create' as const,
        'update' as const,
        'complete' as const,
        'update' as const,
        'delete' as const,
      ),
      pick: pickArb,
      value: fc.nat({ max: 5 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('user' as const), device: deviceArb }) },
);

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'no\u0000te', '\ud800', 'k'.repeat(300)];

const hostileEntryArb: fc.Arbitrary<HostileEntry> = fc.oneof(
  // A valid create: it must apply, whatever sits before it in the batch.
  {
    weight: 2,
    arbitrary: fc.record({
      entity: fc.constantFrom(...HOSTILE_ENTITIES),
      target: fc.constant(null),
      garbage: fc.constant(''),
      key: fc.constant(''),
      lines: fc.constant(1),
    }),
  },
  // Garbage in one place of an otherwise valid create.
  {
    weight: 5,
    arbitrary: fc.constantFrom(...HOSTILE_ENTITIES).chain((entity) =>
      fc.record({
        entity: fc.constant(entity),
        target: fc.constantFrom(...HOSTILE_TARGETS[entity], ...MUTATION_TARGETS),
        garbage: hostileJsonArb,
        key: fc.constantFrom(...HOSTILE_KEYS),
        lines: fc.constant(1),
      }),
    ),
  },
  // A sale past the line limit (a 27,000-line sale once made every first pull 4 MB).
  {
    weight: 1,
    arbitrary: fc.record({
      entity: fc.constant('sale' as const),
      target: fc.constant(null),
      garbage: fc.constant(''),
      key: fc.constant(''),
      lines: fc.constant(201),
    }),
  },
);

const hostileOpArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.constant('hostile' as const),
  entries: fc.array(hostileEntryArb, { minLength: 1, maxLength: 4 }),
  fault: fc.option(fc.constantFrom(...FAULTS), { nil: null, freq: 3 }),
});

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 10, arbitrary: writeArb },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('sync' as const), device: deviceArb }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('concurrent-sync' as const),
      devices: fc.uniqueArray(deviceArb, { minLength: 2, maxLength: 4 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('write-during-sync' as const),
      write: writeArb,
      turns: fc.nat({ max: 12 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('fault' as const),
      device: deviceArb,
      fault: fc.constantFrom(...FAULTS),
      target: fc.constantFrom<FaultTarget>('push', 'push', 'push', 'pull', 'register', 'any'),
      after: fc.nat({ max: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('offline' as const), device: deviceArb, online: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'replay-stale' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('restart' as const),
      jumpDays: fc.constantFrom(0 as const, 0 as const, 91 as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('restart-during-sync' as const),
      device: deviceArb,
      turns: fc.nat({ max: 12 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('revoke' as const), device: deviceArb }) },
  { weight: 1, arbitrary: hostileOpArb },
);

/** Mostly hostile pushes, among ordinary work, syncs, faults and restarts. */
const hostileHeavyOpArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: hostileOpArb },
  { weight: 4, arbitrary: writeArb },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sync' as const), device: deviceArb }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fault' as const),
      device: deviceArb,
      fault: fc.constantFrom(...FAULTS),
      target: fc.constantFrom<FaultTarget>('push', 'pull', 'any'),
      after: fc.nat({ max: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'replay-stale' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('restart' as const), jumpDays: fc.constant(0 as const) }),
  },
);

const scenarioArb = fc.record({
  roles: fc.array(fc.constantFrom<Role>('admin', 'manager', 'staff'), { minLength: 2, maxLength: 4 }),
  /** Per till: minutes its clock is off (one may be years ahead). */
  skews: fc.array(fc.constantFrom(0, 0, -90, 45, 60 * 24 * 365 * 3), { minLength: 4, maxLength: 4 }),
  // 'max': lengths spread over the whole range (fast-check's default size keeps arrays short).
  ops: fc.array(opArb, { maxLength: 30, size: 'max' }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

const hostileScenarioArb: fc.Arbitrary<Scenario> = fc.record({
  roles: fc.array(fc.constantFrom<Role>('admin', 'manager', 'staff'), { minLength: 2, maxLength: 3 }),
  skews: fc.constant([0, 0, 0, 0]),
  ops: fc.array(hostileHeavyOpArb, { maxLength: 14, size: 'max' }),
});

const hostile = (entries: Partial<HostileEntry>[], fault: Fault | null = null): Op => ({
  kind: 'hostile',
  entries: entries.map((entry) => ({
    entity: 'sale',
    target: null,
    garbage: '',
    key: '',
    lines: 1,
    ...entry,
  })),
  fault,
});

/** The probes of issue 11, each between valid mutations, on a network that loses the first answer. */
const HOSTILE_EXAMPLES: [Scenario][] = [
  [
    {
      roles: ['manager', 'staff'],
      skews: [0, 0, 0, 0],
      ops: [
        { kind: 'sale', device: 1, lines: [{ pick: 0, quantity: 1 }], payment: 'cash' },
        hostile(
          [
            {},
            { target: 'data.items.0.notes', garbage: JSON.stringify('oat\u0000milk') },
            { target: 'data.+key', key: 'extra', garbage: `${'['.repeat(5000)}0${']'.repeat(5000)}` },
            { entity: 'product', target: 'data.+key', key: '__proto__', garbage: '{"polluted":true}' },
            // A rejected sale that jsonb could not hold: the quarantine must keep it anyway.
            { target: 'data.paymentMethod', garbage: JSON.stringify('ca\u0000sh\ud800') },
            { lines: 201 },
            { entity: 'task' },
          ],
          'drop-response',
        ),
        { kind: 'sync', device: 1 },
        hostile([{ target: 'entity', garbage: '"invoice"' }, { target: 'actorId', garbage: '"me"' }, {}]),
        { kind: 'sync', device: 0 },
      ],
    },
  ],
];

/** Scenarios that always run first: each once found a bug or guards a path random runs reach only rarely. */
const EXAMPLES: [Scenario][] = [
  // A staff till creates a product and edits it twice before syncing: the create and the first edit go in one
  // batch (a batch stops before a second update of a row), both refused, then the second edit is refused too.
  [
    {
      roles: ['staff', 'manager'],
      skews: [0, 0, 0, 0],
      ops: [
        { kind: 'product', device: 0, action: 'create', pick: 0, value: 1 },
        { kind: 'product', device: 0, action: 'update', pick: 0, value: 1 },
        { kind: 'product', device: 0, action: 'update', pick: 0, value: 2 },
        { kind: 'sync', device: 0 },
      ],
    },
  ],
  // An admin creates a user; the server commits it but the answer is lost; the till is revoked and registers
  // again, so the same create is sent under the new registration and must be answered as a replay, not refused.
  [
    {
      roles: ['admin', 'manager'],
      skews: [0, 0, 0, 0],
      ops: [
        { kind: 'user', device: 0 },
        { kind: 'fault', device: 0, fault: 'drop-response', target: 'push', after: 0 },
        { kind: 'sync', device: 0 },
        { kind: 'revoke', device: 0 },
        { kind: 'sync', device: 0 },
      ],
    },
  ],
  // A till edits a task another till deleted and syncs only after the server purged that tombstone (91 days
  // on): its edit finds no row at all (not_found), and the row must leave the till too. (The random runs found
  // the variant where the edit lands while the till's reset pull runs; apply-push-response.test.ts pins it.)
  [
    {
      roles: ['admin', 'manager'],
      skews: [0, 0, 0, 0],
      ops: [
        { kind: 'task', device: 1, action: 'delete', pick: 0, value: 0 },
        { kind: 'sync', device: 1 },
        { kind: 'task', device: 0, action: 'update', pick: 0, value: 0 },
        { kind: 'restart', jumpDays: 91 },
      ],
    },
  ],
];

// ---------------------------------------------------------------------------------------------------------------
// What the tills did, for the invariants.

interface Model {
  /** Every sale committed on a till's database. */
  sales: Set<string>;
  /** `entity:id` of creates the actor was allowed to make. */
  permittedCreates: Set<string>;
  /** `entity:id` of deletes the actor was allowed to make. */
  permittedDeletes: Set<string>;
  /** Products a staff till created, names it gave, products it deleted: the server must refuse all of them. */
  staffCreatedProducts: Set<string>;
  staffProductNames: Set<string>;
  staffDeletedProducts: Set<string>;
  /** Per till, the `entity:action` of each change it committed that the server must refuse as forbidden. */
  forbidden: Map<number, string[]>;
  /** `entity:id:field` → the tills that changed it (allowed changes only) and the last value written. */
  fieldWrites: Map<string, { devices: Set<number>; value: unknown }>;
  /** The server jumped past the tombstone retention and purged: deleted rows may be gone entirely. */
  purged: boolean;
}

function newModel(): Model {
  return {
    sales: new Set(),
    permittedCreates: new Set(),
    permittedDeletes: new Set(),
    staffCreatedProducts: new Set(),
    staffProductNames: new Set(),
    staffDeletedProducts: new Set(),
    forbidden: new Map(),
    fieldWrites: new Map(),
    purged: false,
  };
}

class InvariantError extends Error {
  override name = 'InvariantError';
}

function check(condition: boolean, message: () => string): asserts condition {
  if (!condition) throw new InvariantError(message());
}

/** Rows compared as canonical JSON: key order and undefined keys do not matter. */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

async function turns(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
}

// ---------------------------------------------------------------------------------------------------------------

describe('sync model: tills, faults and restarts against the real server', () => {
  let server: SimServer;

  beforeAll(async () => {
    server = await createSimServer({ sessionsPerRole: 4 });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Fast-check options every property here shares: CI's fixed seed, a replay's path, the stats printout. */
  function replayable(seedOffset: number) {
    // CI replays one fixed set of runs so its verdict is about the change, not the draw; local runs explore new
    // seeds each time. A seed that fails locally is a bug to fix, then to keep as one of the EXAMPLES.
    const seedText =
      process.env.MODEL_SEED ?? (process.env.CI === 'true' ? String(CI_SEED + seedOffset) : undefined);
    const seed = seedText === undefined ? undefined : Number(seedText);
    const path = process.env.MODEL_PATH;
    if (process.env.MODEL_STATS) {
      onTestFinished(() =>
        console.log(Object.fromEntries([...stats].sort(([a], [b]) => a.localeCompare(b)))),
      );
    }
    // The engine logs each failed sync; hundreds are expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    return { ...(seed === undefined ? {} : { seed }), ...(path === undefined ? {} : { path }) };
  }

  // On PostgreSQL (integration-postgres) only the hostile property runs: the main one is about the sync engine,
  // which is the same on both, and running it twice would cost CI a minute and a half.
  if (process.env.MODEL_HOSTILE_ONLY !== '1') {
    it('[SYNC-4, CLIENT-1, CLIENT-4] every committed sale reaches the server exactly once and every till converges', async () => {
      // ~0.6 s a run on an idle 2-core machine; 25 runs plus the examples stay well inside CI's budget.
      const numRuns = Number(process.env.MODEL_RUNS ?? 25);
      await fc.assert(
        fc.asyncProperty(scenarioArb, (scenario) => runScenario(server, scenario)),
        {
          numRuns,
          examples: EXAMPLES,
          ...replayable(0),
          // A hard stop inside the test timeout: on a machine so loaded that the runs crawl, fewer of them run;
          // a failure found by then is still reported, shrunk as far as the time allowed.
          interruptAfterTimeLimit: Number(process.env.MODEL_TIME_LIMIT_MS ?? 75_000),
        },
      );
    });
  }

  it('[SYNC-7, SYNC-12] hostile input never stalls a queue, never half-writes, and every valid mutation behind it applies', async () => {
    await fc.assert(
      fc.asyncProperty(hostileScenarioArb, (scenario) => runScenario(server, scenario)),
      {
        numRuns: Number(process.env.HOSTILE_MODEL_RUNS ?? 25),
        examples: HOSTILE_EXAMPLES,
        ...replayable(1),
        interruptAfterTimeLimit: Number(process.env.MODEL_TIME_LIMIT_MS ?? 40_000),
      },
    );
  });
});

/** What the runs exercised, printed with MODEL_STATS=1 to see that the faults and outcomes actually happen. */
const stats = new Map<string, number>();
const count = (key: string, by = 1) => stats.set(key, (stats.get(key) ?? 0) + by);

function observe(label: string, answer: { statusCode: number; body: string }): void {
  const [method, path = ''] = label.split(' ');
  const route = path.split('?')[0] ?? '';
  const variant = /\((.+)\)$/.exec(label)?.[1];
  count(`${method} ${route} ${answer.statusCode}${variant ? ` (${variant})` : ''}`);
  if (route === '/api/sync/push' && answer.statusCode === 200) {
    const body = JSON.parse(answer.body) as {
      results: { status: string; original?: { status: string } | null }[];
    };
    for (const result of body.results) {
      count(`push result ${result.status}${result.original ? `/${result.original.status}` : ''}`);
    }
  }
  if (route === '/api/sync/pull' && answer.statusCode === 200 && answer.body.includes('"reset":true')) {
    count('pull reset');
  }
}

async function runScenario(server: SimServer, scenario: Scenario): Promise<void> {
  const started = performance.now();
  await server.reset();
  count('ms reset', Math.round(performance.now() - started));
  const stale: StaleRequest[] = [];
  const model = newModel();
  const trace: string[] = [];
  const devices = scenario.roles.map((role, index) =>
    createSimDevice({
      index,
      role,
      server,
      stale,
      clockSkewMs: (scenario.skews[index] ?? 0) * 60_000,
      observe,
    }),
  );
  const backOffice = createInjectFetch({ app: server.app, stale: [] });
  const session = server.sessions.manager[0];
  if (!session) throw new Error('No manager session for the hostile till');
  const hostileTill = createHostileTill({ server, session, stale, observe });
  let phase = performance.now();
  const lap = (name: string) => {
    const at = performance.now();
    count(`ms ${name}`, Math.round(at - phase));
    phase = at;
  };
  try {
    for (const device of devices) {
      const session = server.sessions[device.role][device.index];
      if (!session) throw new Error(`No session for till ${device.index}`);
      device.useSession(session);
    }
    await Promise.all(devices.map((device) => device.start()));
    await hostileTill.register();
    lap('first sync');
    for (const device of devices) {
      check(
        device.engine.getState().phase === 'synced',
        () => `till ${device.index} did not make its first sync: ${JSON.stringify(device.engine.getState())}`,
      );
    }

    for (const op of scenario.ops) {
      // Hostile ops carry 100 kB strings; a trace line shows their start.
      trace.push(JSON.stringify(op).slice(0, 600));
      count(`op ${op.kind}`);
      server.clock.advance(1000);
      for (const device of devices) device.tick();
      await runOp(op, { server, devices, model, stale, backOffice, hostileTill });
    }

    lap('ops');
    trace.push('-- heal and sync until quiet --');
    await quiesce(devices, stale, hostileTill);
    lap('quiesce');
    await checkInvariants(server, devices, model, hostileTill);
    lap('invariants');
    if (process.env.MODEL_TRACE) {
      console.log(devices.map((device) => `till ${device.index}: ${device.net.log.join(' | ')}`).join('\n'));
    }
    count('runs');
    count('sales committed', model.sales.size);
  } catch (error) {
    if (error instanceof Error) {
      const logs = [
        ...devices.map((device) => `till ${device.index} (${device.role}): ${device.net.log.join(' | ')}`),
        `hostile till: ${hostileTill.net.log.join(' | ')}`,
      ];
      error.message = `${error.message}\n\nops:\n  ${trace.join('\n  ')}\n\nrequests:\n${logs.join('\n')}`;
    }
    throw error;
  } finally {
    await Promise.all(devices.map((device) => device.close()));
  }
}

interface RunContext {
  server: SimServer;
  devices: SimDevice[];
  model: Model;
  stale: StaleRequest[];
  backOffice: ReturnType<typeof createInjectFetch>;
  hostileTill: HostileTill;
}

/** Rows this till made and has not synced yet come first (newest first), then the rest in id order. */
function byRecency<R extends { id: string; version: number; createdAt: string }>(rows: R[]): R[] {
  return [...rows].sort(
    (a, b) =>
      Number(a.version !== 0) - Number(b.version !== 0) ||
      (a.version === 0 ? b.createdAt.localeCompare(a.createdAt) : 0) ||
      a.id.localeCompare(b.id),
  );
}

function tillOf(devices: readonly SimDevice[], index: number): SimDevice {
  const device = devices[index % devices.length];
  if (!device) throw new Error('No tills');
  return device;
}

async function runOp(op: Op, context: RunContext): Promise<void> {
  const { server, devices, stale } = context;
  switch (op.kind) {
    case 'sale':
    case 'product':
    case 'task':
    case 'user':
      return write(op, context);
    case 'sync':
      return tillOf(devices, op.device).sync();
    case 'concurrent-sync': {
      const tills = [...new Set(op.devices.map((index) => tillOf(devices, index)))];
      await Promise.all(tills.map((till) => till.sync()));
      return;
    }
    case 'write-during-sync': {
      const till = tillOf(devices, op.write.device);
      await Promise.all([
        till.sync(),
        (async () => {
          await turns(op.turns);
          await write(op.write, context);
        })(),
      ]);
      return;
    }
    case 'fault':
      tillOf(devices, op.device).net.arm(op.fault, op.target, op.after);
      return;
    case 'offline':
      tillOf(devices, op.device).online = op.online;
      return;
    case 'replay-stale':
      await deliverStale(stale);
      return;
    case 'restart':
      if (op.jumpDays > 0) {
        server.clock.advance(op.jumpDays * 24 * 60 * 60 * 1000);
        context.model.purged = true;
      }
      await server.restart();
      return;
    case 'restart-during-sync': {
      const till = tillOf(devices, op.device);
      await Promise.all([
        till.sync(),
        (async () => {
          await turns(op.turns);
          await server.restart();
        })(),
      ]);
      return;
    }
    case 'revoke':
      return revoke(context, tillOf(devices, op.device));
    case 'hostile':
      context.hostileTill.enqueue(op.entries);
      if (op.fault) context.hostileTill.net.arm(op.fault, 'push', 0);
      await context.hostileTill.push();
      context.hostileTill.net.heal();
      return;
  }
}

async function deliverStale(stale: StaleRequest[]): Promise<void> {
  for (const request of stale.splice(0)) await request.send();
}

/** A manager's DELETE /api/devices/:id, through the back office's own session. */
async function revoke(context: RunContext, till: SimDevice): Promise<void> {
  const deviceId = await readMeta(till.db, 'deviceId');
  if (!deviceId) return;
  const send = () =>
    context.backOffice.fetch(`http://cafe.test/api/devices/${deviceId}`, { method: 'DELETE', headers: {} });
  let response = await send();
  if (response.status === 401) {
    const login = await context.backOffice.fetch('http://cafe.test/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAILS.manager, password: DEMO_PASSWORD }),
    });
    check(login.status === 200, () => `back office sign-in failed: ${login.status}`);
    response = await send();
  }
  check(response.status === 204, () => `revoking till ${till.index} answered ${response.status}`);
}

const mayManageProducts = (role: Role) => role !== 'staff';

/** One user action on a till, through the web app's repositories; the model notes what it should lead to. */
async function write(op: Write, context: RunContext): Promise<void> {
  const { model } = context;
  const till = tillOf(context.devices, op.device);
  const nextBefore = (await readMeta(till.db, 'nextMutationId')) ?? 1;
  const committed = async () => ((await readMeta(till.db, 'nextMutationId')) ?? 1) > nextBefore;
  const noteField = (entity: SyncEntity, id: string, field: string, value: unknown) => {
    const key = `${entity}:${id}:${field}`;
    const entry = model.fieldWrites.get(key) ?? { devices: new Set<number>(), value };
    entry.devices.add(till.index);
    entry.value = value;
    model.fieldWrites.set(key, entry);
  };
  const label = `${till.index}-${nextBefore}`;
  const expectForbidden = (what: string) =>
    model.forbidden.set(till.index, [...(model.forbidden.get(till.index) ?? []), what]);

  try {
    switch (op.kind) {
      case 'sale': {
        const products = await till.repos.products.list();
        if (products.length === 0) return;
        const items = op.lines.map((line) => {
          const product = products[line.pick % products.length];
          if (!product) throw new Error('unreachable');
          return {
            productId: product.id,
            productName: product.name,
            quantity: line.quantity,
            unitPrice: product.price,
          };
        });
        const id = await till.repos.sales.create({ items, paymentMethod: op.payment });
        model.sales.add(id);
        return;
      }
      case 'product': {
        const staff = !mayManageProducts(till.role);
        const countStaff = async () => {
          if (staff && (await committed())) expectForbidden(`product:${op.action}`);
        };
        if (op.action === 'create') {
          const id = await till.repos.products.create({
            name: `Product ${label}`,
            category: 'food',
            price: 100 + op.value * 25,
          });
          if (staff) model.staffCreatedProducts.add(id);
          else model.permittedCreates.add(`product:${id}`);
          await countStaff();
          return;
        }
        const products = byRecency(await till.repos.products.list());
        const product = products[op.pick % Math.max(1, products.length)];
        if (!product) return;
        if (op.action === 'delete') {
          await till.repos.products.remove(product.id);
          if (staff) model.staffDeletedProducts.add(product.id);
          else model.permittedDeletes.add(`product:${product.id}`);
          await countStaff();
          return;
        }
        if (staff) {
          const name = `Staff edit ${label}`;
          await till.repos.products.update(product.id, { name });
          model.staffProductNames.add(name);
          await countStaff();
          return;
        }
        // Few distinct values, so tills often touch the same field of the same row.
        const field = op.value % 3;
        if (field === 0) {
          const price = 100 + op.value * 50;
          await till.repos.products.update(product.id, { price });
          if (await committed()) noteField('product', product.id, 'price', price);
        } else if (field === 1) {
          const name = `Renamed ${label}`;
          await till.repos.products.update(product.id, { name });
          if (await committed()) noteField('product', product.id, 'name', name);
        } else {
          const available = !product.available;
          await till.repos.products.update(product.id, { available });
          if (await committed()) noteField('product', product.id, 'available', available);
        }
        return;
      }
      case 'user': {
        // Users are made online (POST /api/users); through the outbox a till only edits one. Admins and managers
        // rename the barista; a staff till tries to rename the manager, which only its own profile would allow.
        const users = await till.repos.users.list();
        const email = till.role === 'staff' ? DEMO_EMAILS.manager : DEMO_EMAILS.staff;
        const target = users.find((user) => user.email === email);
        if (!target) return;
        const name = `Renamed ${label}`;
        await till.repos.users.update(target.id, { name });
        if (!(await committed())) return;
        if (till.role === 'staff') expectForbidden('user:update');
        else noteField('user', target.id, 'name', name);
        return;
      }
      case 'task': {
        if (op.action === 'create') {
          const id = await till.repos.tasks.create({
            title: `Task ${label}`,
            priority: TASK_PRIORITIES[op.value % TASK_PRIORITIES.length],
          });
          model.permittedCreates.add(`task:${id}`);
          return;
        }
        const tasks = byRecency(await till.repos.tasks.list());
        const task = tasks[op.pick % Math.max(1, tasks.length)];
        if (!task) return;
        if (op.action === 'delete') {
          await till.repos.tasks.remove(task.id);
          model.permittedDeletes.add(`task:${task.id}`);
        } else if (op.action === 'complete') {
          const completed = !task.completed;
          await till.repos.tasks.update(task.id, { completed });
          if (await committed()) noteField('task', task.id, 'completed', completed);
        } else if (op.value % 2 === 0) {
          const title = `Task title ${label}`;
          await till.repos.tasks.update(task.id, { title });
          if (await committed()) noteField('task', task.id, 'title', title);
        } else {
          const priority = TASK_PRIORITIES[op.value % TASK_PRIORITIES.length] ?? 'low';
          await till.repos.tasks.update(task.id, { priority });
          if (await committed()) noteField('task', task.id, 'priority', priority);
        }
        return;
      }
    }
  } catch (error) {
    // The row went away under the user (a pull running beside this write removed it): the form would show it.
    if (error instanceof RepositoryError || error instanceof ZodError) return;
    throw error;
  }
}

/** The network heals; every till signs in again if it must, then all sync in rounds until nothing moves. */
async function quiesce(devices: SimDevice[], stale: StaleRequest[], hostileTill: HostileTill): Promise<void> {
  for (const device of devices) {
    device.net.heal();
    device.online = true;
  }
  await deliverStale(stale);
  // Before the tills' last rounds, so they pull what it applied.
  await hostileTill.drain();
  const maxRounds = 8;
  for (let round = 1; ; round++) {
    let pendingBefore = 0;
    for (const device of devices) pendingBefore += await countUnsynced(device.db);
    for (const device of devices) {
      if (device.engine.getState().awaitingSignIn) {
        await device.signIn();
        device.engine.wake('signin');
      }
      await device.sync();
    }
    const allSynced = devices.every((device) => device.engine.getState().phase === 'synced');
    if (allSynced && pendingBefore === 0) return;
    check(round < maxRounds, () => {
      const states = devices.map(
        (device) => `till ${device.index}: ${JSON.stringify(device.engine.getState())}`,
      );
      return `the tills did not get quiet after ${maxRounds} rounds of syncing on a healed network:\n${states.join('\n')}`;
    });
  }
}

async function checkInvariants(
  server: SimServer,
  devices: SimDevice[],
  model: Model,
  hostileTill: HostileTill,
): Promise<void> {
  // (4)–(6) first: the hostile till's applied sales then count as committed sales below.
  const quarantinedByHostile = await checkHostile(server, hostileTill, model);

  // (1) Every committed sale exactly once; no other sale.
  const counts = await server.saleCounts();
  for (const id of model.sales) {
    check(counts.get(id) === 1, () => `sale ${id} is on the server ${counts.get(id) ?? 0} times`);
  }
  for (const id of counts.keys()) {
    check(model.sales.has(id), () => `sale ${id} is on the server but no till committed it`);
  }
  // Only the hostile till's rejected sales are quarantined: no till's sale ever is.
  const quarantined = await server.quarantinedSales();
  check(
    quarantined === quarantinedByHostile,
    () => `${quarantined} sales were quarantined, ${quarantinedByHostile} expected (the hostile till's)`,
  );

  // (2) Every till holds exactly the server's live rows; its outbox has nothing unanswered.
  const serverRows = await server.rows();
  for (const device of devices) {
    const unsynced = await countUnsynced(device.db);
    check(unsynced === 0, () => `till ${device.index} still has ${unsynced} unanswered outbox entries`);
    // Answered entries stay for the retention (docs/sync-protocol.md, "Restore"), each marked with the server's answer.
    const leftovers = await device.db.syncLog
      .filter((entry) => !entry.synced || entry.outcome === undefined)
      .toArray();
    check(
      leftovers.length === 0,
      () => `till ${device.index} kept entries without an answer: ${JSON.stringify(leftovers)}`,
    );
    for (const entity of SYNC_ENTITIES) {
      const local = new Map(
        (await entityTable(device.db, entity).toArray()).map((row) => [
          row.id,
          row as Record<string, unknown>,
        ]),
      );
      const live = [...(serverRows.get(entity) ?? new Map()).entries()].filter(([, row]) => !row.deleted);
      for (const [id, { row }] of live) {
        const mine = local.get(id);
        check(mine !== undefined, () => `till ${device.index} lacks ${entity} ${id}: ${JSON.stringify(row)}`);
        check(
          same(mine, row),
          () =>
            `till ${device.index} holds a different ${entity} ${id}:\n  till:   ${JSON.stringify(canonical(mine))}\n  server: ${JSON.stringify(canonical(row))}`,
        );
        local.delete(id);
      }
      check(
        local.size === 0,
        () =>
          `till ${device.index} holds ${entity} rows the server does not have live: ${JSON.stringify([...local.values()])}`,
      );
    }
  }

  // (3) Staff product changes were refused, and the allowed changes all took effect.
  const products = serverRows.get('product') ?? new Map();
  for (const id of model.staffCreatedProducts) {
    check(!products.has(id), () => `a staff-created product ${id} reached the server`);
  }
  for (const [id, { row }] of products) {
    check(
      !model.staffProductNames.has(String(row.name)),
      () => `a staff rename reached the server: product ${id} is '${String(row.name)}'`,
    );
  }
  for (const id of model.staffDeletedProducts) {
    if (model.permittedDeletes.has(`product:${id}`) || model.staffCreatedProducts.has(id)) continue;
    check(products.get(id)?.deleted === false, () => `product ${id} deleted only by staff is not live`);
  }
  // A till's outbox holds exactly its refused entries (beside the answered ones it keeps for a restore): the
  // forbidden ones it made, and no other refusal.
  for (const device of devices) {
    const refused = (await device.db.syncLog.orderBy('mutationId').toArray())
      .filter((entry) => entry.outcome === 'rejected')
      // Past the retention a tombstone is gone: a change of that row sent only now (its first answer lost
      // 90 days ago) finds nothing. That is the documented limit of retention (docs/sync-protocol.md), not a lost change.
      .filter((entry) => !(model.purged && entry.rejection?.reason === 'not_found'))
      .map((entry) =>
        `${entry.entity}:${entry.action} ${entry.outcome} ${entry.rejection?.reason ?? ''}`.trim(),
      );
    const expected = (model.forbidden.get(device.index) ?? []).map((what) => `${what} rejected forbidden`);
    check(
      same(refused, expected),
      () =>
        `till ${device.index} (${device.role}) should hold the refusals ${JSON.stringify(expected)}; its outbox: ${JSON.stringify(refused)}`,
    );
  }
  // A purge (the clock jumped past the retention) removes tombstones altogether.
  for (const key of model.permittedCreates) {
    const [entity, id] = key.split(':') as [SyncEntity, string];
    const arrived =
      serverRows.get(entity)?.has(id) === true || (model.purged && model.permittedDeletes.has(key));
    check(arrived, () => `the ${entity} ${id} a till created never arrived`);
  }
  for (const key of model.permittedDeletes) {
    const [entity, id] = key.split(':') as [SyncEntity, string];
    const stored = serverRows.get(entity)?.get(id);
    check(
      stored ? stored.deleted : model.purged,
      () => `the ${entity} ${id} a till deleted is ${stored ? 'live' : 'missing'}`,
    );
  }
  for (const [key, write] of model.fieldWrites) {
    if (write.devices.size !== 1) continue;
    const [entity, id, field] = key.split(':') as [SyncEntity, string, string];
    const stored = serverRows.get(entity)?.get(id);
    if (!stored || stored.deleted) continue;
    check(
      same(stored.row[field], write.value),
      () =>
        `only till ${[...write.devices][0]} changed ${key}, last to ${JSON.stringify(write.value)}, but the server has ${JSON.stringify(stored.row[field])}`,
    );
  }
}

/**
 * (4) The hostile till's queue emptied with a 200 for every push (HostileTill throws on anything else, and on a
 * batch half applied: (6)); (5) each answer fits what was sent. Returns how many sales must be in quarantine.
 */
async function checkHostile(server: SimServer, hostileTill: HostileTill, model: Model): Promise<number> {
  const rows = await server.rows();
  // A till may have deleted (and a purge removed) a product or task the hostile till made; a sale stays.
  const arrived = (entity: SyncEntity, id: string) =>
    rows.get(entity)?.get(id)?.deleted === false ||
    (entity !== 'sale' && (rows.get(entity)?.has(id) === true || model.purged));
  const anywhere = (id: string) => SYNC_ENTITIES.some((entity) => rows.get(entity)?.has(id) === true);
  let quarantined = 0;
  for (const sent of hostileTill.sent) {
    const { answer, entry, id } = sent;
    const what = () => `hostile mutation ${sent.mutationId} (${JSON.stringify(entry).slice(0, 300)})`;
    check(answer !== null, () => `${what()} was never answered`);
    count(`hostile ${entry.target ?? (entry.lines > 1 ? `${entry.lines} lines` : 'valid')} ${answer.status}`);
    if (entry.target === null) {
      const expected = entry.lines > 200 ? 'rejected' : 'applied';
      check(
        answer.status === expected,
        () => `${what()} is valid but was ${JSON.stringify(answer).slice(0, 300)}`,
      );
    }
    if (answer.status === 'applied') {
      check(
        id !== null && arrived(entry.entity, id),
        () => `${what()} was applied but its row is not on the server`,
      );
      if (entry.entity === 'sale') model.sales.add(id);
    } else {
      check(answer.status === 'rejected', () => `${what()} is a create, yet answered ${answer.status}`);
      // Nothing half-written: a rejected mutation left no row of any kind.
      check(id === null || !anywhere(id), () => `${what()} was rejected but left a row`);
      if (sent.saysSale) quarantined++;
    }
  }
  return quarantined;
}
