import {
  type MutationResult,
  type ProvenMutation,
  type StoredResult,
  SYNC_PROTOCOL_VERSION,
} from '@cafe/domain';
import type { LightMyRequestResponse } from 'fastify';
import { proofFor } from '../../../apps/server/src/test-support/actor-signing';
import { createInjectFetch, type InjectFetch, type StaleRequest } from './inject-fetch';
import type { DemoSession, SimServer } from './sim-server';

/**
 * A till that pushes whatever it is given (issue 11): a raw protocol client, not the web app, since the web app's
 * own schemas would never let these mutations into its outbox. It keeps the protocol's rules (contiguous
 * mutationIds, the same batch again after a network failure) and nothing else, so it can send garbage the
 * browser's JSON.stringify could not even write: its mutations are JSON text.
 */

/** Entities whose creates the hostile till sends (creates only: the model's field checks follow the tills). */
export const HOSTILE_ENTITIES = ['sale', 'product', 'task'] as const;
export type HostileEntity = (typeof HOSTILE_ENTITIES)[number];

/** Where garbage goes: a mutation field, a data field, a sale line field, or `+key` for an extra key there. */
export const HOSTILE_TARGETS: Readonly<Record<HostileEntity, readonly string[]>> = {
  sale: [
    'data.items.0.notes',
    'data.items.0.productName',
    'data.items.0.quantity',
    'data.items.0.unitPrice',
    'data.items.0.+key',
    'data.items',
    'data.paymentMethod',
    'data.discount',
    'data.id',
    'data.+key',
  ],
  product: ['data.name', 'data.price', 'data.description', 'data.category', 'data.id', 'data.+key'],
  task: ['data.title', 'data.description', 'data.priority', 'data.dueDate', 'data.id', 'data.+key'],
};
export const MUTATION_TARGETS = ['entity', 'action', 'data', 'baseVersion', 'actorId', 'clientTime', '+key'];

/**
 * One mutation of a hostile batch: `target` null is a valid create; `lines` > 1 makes a sale of that many lines;
 * otherwise the garbage (JSON text) replaces `target`, or is the value of an extra `key` when target ends in +key.
 */
export interface HostileEntry {
  entity: HostileEntity;
  target: string | null;
  garbage: string;
  key: string;
  lines: number;
}

/** A JSON value whose parts may already be JSON text (the garbage, which JSON.stringify may not be able to write). */
class Raw {
  constructor(readonly text: string) {}
}
type Template = string | number | boolean | null | Raw | Template[] | { [key: string]: Template };

function toText(value: Template): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function place(template: Template, path: string[], entry: HostileEntry): void {
  let at = template as Record<string, Template>;
  for (const step of path.slice(0, -1)) at = at[step] as Record<string, Template>;
  const last = path[path.length - 1] ?? '';
  // Defined, never assigned: a '__proto__' key must stay a key of the JSON text.
  Object.defineProperty(at, last === '+key' ? entry.key : last, {
    value: new Raw(entry.garbage),
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** What the hostile till sent and what it was told. */
export interface HostileSent {
  mutationId: number;
  entry: HostileEntry;
  /** The row id the mutation names, when it names a usable one. */
  id: string | null;
  /** What a quarantine row would say it is: only a mutation whose entity still reads 'sale' is kept as a sale. */
  saysSale: boolean;
  answer: StoredResult | null;
}

export interface HostileTill {
  readonly net: InjectFetch;
  readonly sent: readonly HostileSent[];
  register(): Promise<void>;
  /** Adds mutations to the outbox, numbered on from the last. */
  enqueue(entries: readonly HostileEntry[]): void;
  /** One push of everything unanswered; a network failure leaves it for the next. */
  push(): Promise<void>;
  /** Pushes on a healed network until the outbox is empty. */
  drain(): Promise<void>;
}

export class HostileStallError extends Error {
  override name = 'HostileStallError';
}

export function createHostileTill(options: {
  server: SimServer;
  session: DemoSession;
  stale: StaleRequest[];
  observe?: (label: string, answer: LightMyRequestResponse) => void;
}): HostileTill {
  const { server, session } = options;
  const net = createInjectFetch({
    app: server.app,
    stale: options.stale,
    ...(options.observe ? { observe: options.observe } : {}),
  });
  net.setCookie('cafe_session', session.cookie);
  let deviceId: string | null = null;
  let ids = 0;
  let nextMutationId = 1;
  const sent: HostileSent[] = [];
  const outbox: { mutationId: number; text: string }[] = [];
  const newId = () => `ffffffff-0000-4000-8000-${(++ids).toString(16).padStart(12, '0')}`;

  function build(entry: HostileEntry, mutationId: number): { text: string; id: string | null } {
    const id = newId();
    const data: Record<string, Template> =
      entry.entity === 'sale'
        ? {
            id,
            items: Array.from({ length: Math.max(1, entry.lines) }, () => ({
              id: newId(),
              productId: newId(),
              productName: 'Hostile espresso',
              quantity: 1,
              unitPrice: 300,
              notes: 'oat milk',
            })),
            paymentMethod: 'cash',
          }
        : entry.entity === 'product'
          ? { id, name: `Hostile product ${id.slice(-4)}`, category: 'food', price: 250, description: 'Odd' }
          : { id, title: `Hostile task ${id.slice(-4)}`, description: 'Odd', priority: 'low' };
    const mutation: Record<string, Template> = {
      mutationId,
      entity: entry.entity,
      action: 'create',
      data,
      baseVersion: null,
      actorId: session.userId,
      clientTime: '2026-03-14T15:00:00.000Z',
    };
    if (entry.target !== null) place(mutation, entry.target.split('.'), entry);
    const namesId = entry.target !== 'data' && entry.target !== 'data.id';
    // Signed by the session's key over whatever it holds, as the app signs, so the garbage decides its fate, not
    // a missing proof. What JSON.stringify cannot write (5,000 levels) stays unsigned: it is refused before that.
    const unsigned = toText(mutation);
    try {
      const proof = proofFor(session.actorKey, JSON.parse(unsigned) as ProvenMutation);
      mutation.proof = { keyId: proof.keyId, signature: proof.signature };
      return { text: toText(mutation), id: namesId ? id : null };
    } catch {
      return { text: unsigned, id: namesId ? id : null };
    }
  }

  async function serverLastMutationId(): Promise<number> {
    if (!deviceId) return 0;
    // The id is the server's own uuid, so it can sit in the statement.
    const result = await server.db.execute(`select last_mutation_id from devices where id = '${deviceId}'`);
    return Number((result as { rows: { last_mutation_id?: unknown }[] }).rows[0]?.last_mutation_id ?? 0);
  }

  function record(result: MutationResult): void {
    const answer = result.status === 'duplicate' ? result.original : result;
    const entry = sent.find((one) => one.mutationId === result.mutationId);
    if (entry && answer && entry.answer === null) entry.answer = answer;
  }

  const till: HostileTill = {
    net,
    sent,
    async register() {
      const response = await net.fetch('http://cafe.test/api/devices', { method: 'POST', headers: {} });
      if (response.status !== 201) throw new Error(`The hostile till could not register: ${response.status}`);
      deviceId = ((await response.json()) as { deviceId: string }).deviceId;
    },
    enqueue(entries) {
      for (const entry of entries) {
        const mutationId = nextMutationId++;
        const { text, id } = build(entry, mutationId);
        outbox.push({ mutationId, text });
        sent.push({
          mutationId,
          entry,
          id,
          saysSale: entry.target !== 'entity' && entry.entity === 'sale',
          answer: null,
        });
      }
    },
    async push() {
      const batch = outbox.slice(0, 500);
      const last = batch[batch.length - 1];
      if (!deviceId || !last) return;
      const body = `{"protocol":${SYNC_PROTOCOL_VERSION},"deviceId":${JSON.stringify(deviceId)},"mutations":[${batch
        .map((mutation) => mutation.text)
        .join(',')}]}`;
      const before = await serverLastMutationId();
      let response: Response | null = null;
      try {
        response = await net.fetch('http://cafe.test/api/sync/push', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        });
      } catch {
        // A network failure (an armed fault): the same batch goes again next time.
      }
      const after = await serverLastMutationId();
      // A batch is one transaction: all of it was recorded, or none.
      if (after !== before && after !== last.mutationId) {
        throw new HostileStallError(
          `a hostile batch ending at ${last.mutationId} was partly applied: lastMutationId ${before} → ${after}`,
        );
      }
      if (!response) return;
      const text = await response.text();
      if (response.status !== 200) {
        throw new HostileStallError(
          `the hostile till's push was answered ${response.status}, which stalls its queue: ${text.slice(0, 500)}`,
        );
      }
      const answer = JSON.parse(text) as { lastMutationId: number; results: MutationResult[] };
      if (answer.results.length !== batch.length || answer.lastMutationId !== last.mutationId) {
        throw new HostileStallError(
          `a hostile batch got ${answer.results.length} answers: ${text.slice(0, 500)}`,
        );
      }
      for (const result of answer.results) record(result);
      outbox.splice(0, batch.length);
    },
    async drain() {
      net.heal();
      for (let round = 0; outbox.length > 0; round++) {
        if (round >= 3)
          throw new HostileStallError(`the hostile till's outbox did not empty: ${outbox.length} left`);
        await till.push();
      }
    },
  };
  return till;
}
