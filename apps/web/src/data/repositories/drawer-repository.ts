/**
 * The till's cash drawer (issue 34): its sessions (opened with a counted float, closed once with a count) and their
 * events (pay-in, pay-out, "No sale"), written like every synced row: the row, its outbox entry, one transaction.
 * The till checks what it can against its own rows before storing (one open drawer here, a note beyond the
 * threshold, events only into an open drawer); the server checks again against everyone's.
 */
import {
  closeNeedsNote,
  DRAWER_MESSAGES,
  type DrawerEvent,
  type DrawerEventKind,
  type DrawerSession,
  drawerOverShort,
  type ExpenseInput,
  formatMoney,
} from '@cafe/domain';
import type { CafeDb } from '../db';
import { loadDomainSchemas } from '../load-domain-schemas';
import { createEditableRepository, type EditableConfig, newRow, ownSchemas } from './editable-repository';
import {
  commitMutations,
  compact,
  LocalValidationError,
  type PlannedMutation,
  type RepositoryDeps,
  storeOwnRows,
} from './local-writer';

/** The drawer open on this till, if any: a till has one at a time. */
export async function openDrawerOf(db: CafeDb, deviceId: string): Promise<DrawerSession | undefined> {
  const rows = await db.drawerSessions.where('deviceId').equals(deviceId).toArray();
  return rows.find((row) => row.closedAt === null && row.deletedAt === null);
}

export interface DrawerClose {
  countedCash: number;
  expectedCash: number;
  denominations?: { value: number; count: number }[];
  note?: string;
}

export interface DrawerEntry {
  sessionId: string;
  kind: DrawerEventKind;
  amount: number;
  reason?: string;
}

/** A drawer event is created, never edited: newRow needs only its entity (its schema parsed the data already). */
const drawerEventConfig = { entity: 'drawerEvent' } as EditableConfig<'drawerEvent', never, never>;

export function createDrawerRepository(deps: RepositoryDeps) {
  const { db } = deps;
  const sessions = createEditableRepository(deps, {
    ...ownSchemas('drawerSession'),
    reads: ['settings'],
    async found(data) {
      if (await openDrawerOf(db, data.deviceId))
        throw new LocalValidationError(DRAWER_MESSAGES.alreadyOpen, 'deviceId');
      return {};
    },
    // A close over or short beyond the cash-up's variance threshold says why, as the server will ask.
    async checkMerged(row, changed, context) {
      if (!('countedCash' in changed) || row.countedCash === null || row.expectedCash === null) return row;
      const settings = await db.settings.get(context.storeId);
      const threshold = settings?.cashupVarianceThreshold ?? 0;
      if (closeNeedsNote(drawerOverShort(row.countedCash, row.expectedCash), threshold) && !row.note) {
        throw new LocalValidationError(
          DRAWER_MESSAGES.noteRequired(formatMoney(threshold as never, settings?.currency)),
          'note',
        );
      }
      return row;
    },
  });

  return {
    get: sessions.get,
    openOn: (deviceId: string) => openDrawerOf(db, deviceId),

    /** Opens this till's drawer with its counted float; returns the session's id. */
    open: (deviceId: string, openingFloat: number) => sessions.create({ deviceId, openingFloat }),

    /** Closes a drawer once with its count; a closed drawer is final. */
    async close(id: string, close: DrawerClose): Promise<void> {
      const current = await sessions.get(id);
      if (current?.closedAt) throw new LocalValidationError(DRAWER_MESSAGES.closedIsFinal, 'countedCash');
      await sessions.update(id, close);
    },

    /** The session's pay-ins, pay-outs and no-sales, in the order they happened. */
    async eventsOf(sessionId: string): Promise<DrawerEvent[]> {
      const rows = await db.drawerEvents.where('sessionId').equals(sessionId).toArray();
      return rows.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
    },

    /**
     * Records a pay-in, pay-out or "No sale" into an open drawer. A pay-out may record the expense it paid (Expenses,
     * paid from the till): the expense and the pay-out that names it are written together or not at all.
     */
    async record(entry: DrawerEntry, expense?: Omit<ExpenseInput, 'paidFromTill'>): Promise<string> {
      const { MUTATION_DATA_SCHEMAS } = await loadDomainSchemas();
      const expenseId = expense ? deps.newId() : undefined;
      const expenseData = expense
        ? compact(
            MUTATION_DATA_SCHEMAS.expense.create.parse({
              ...expense,
              paidFromTill: true,
              id: expenseId,
            }) as Record<string, unknown>,
          )
        : undefined;
      const eventId = deps.newId();
      const eventData = compact(
        MUTATION_DATA_SCHEMAS.drawerEvent.create.parse({ ...entry, expenseId, id: eventId }) as Record<
          string,
          unknown
        >,
      );
      const planned: PlannedMutation[] = [
        ...(expenseData
          ? [{ entity: 'expense' as const, action: 'create' as const, data: expenseData }]
          : []),
        { entity: 'drawerEvent', action: 'create', data: eventData },
      ];
      await commitMutations(
        deps,
        ['drawerEvents', 'drawerSessions', 'expenses'],
        planned,
        async (context) => {
          const session = await db.drawerSessions.get(entry.sessionId);
          if (!session || session.deletedAt !== null) {
            throw new LocalValidationError(DRAWER_MESSAGES.sessionNotFound, 'sessionId');
          }
          if (session.closedAt !== null)
            throw new LocalValidationError(DRAWER_MESSAGES.sessionClosed, 'sessionId');
          if (expenseData && expenseId) {
            const row = await newRow(ownSchemas('expense'), expenseId, expenseData, context);
            await storeOwnRows(db, 'expense', [{ id: expenseId, before: undefined, after: row }]);
          }
          const event = await newRow(drawerEventConfig, eventId, eventData, context);
          await storeOwnRows(db, 'drawerEvent', [{ id: eventId, before: undefined, after: event }]);
          return planned.map(() => null);
        },
      );
      return eventId;
    },
  };
}

export type DrawerRepository = ReturnType<typeof createDrawerRepository>;
