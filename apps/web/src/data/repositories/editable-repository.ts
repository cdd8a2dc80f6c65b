import {
  type CreateContext,
  type CreateData,
  entityModule,
  type FoundFor,
  type SyncEntity,
} from '@cafe/domain';
import type { z } from 'zod/mini';
import { ENTITY_TABLE_NAMES, type EntityRows, type EntityTableName, entityTable } from '../db';
import { type DomainSchemas, loadDomainSchemas } from '../load-domain-schemas';
import { applyFieldChanges } from '../sync/local-changes';
import {
  commitChange,
  commitMutations,
  compact,
  type PlannedMutation,
  type RepositoryDeps,
  RepositoryError,
  RowNotFoundError,
  refusalError,
  storeOwnRows,
  type WriteContext,
} from './local-writer';

type Fields = Record<string, unknown>;
type BaseKeys = 'id' | 'storeId' | 'createdAt' | 'updatedAt' | 'version' | 'deletedAt';
export type OwnFields<E extends SyncEntity> = Omit<EntityRows[E], BaseKeys>;

/** Keys that travel in an update but never into a row (the server hashes a new password). */
const SECRET_KEYS = new Set(['password', 'confirmPassword']);

export interface EditableConfig<E extends SyncEntity, C extends z.ZodMiniType, U extends z.ZodMiniType> {
  entity: E;
  /**
   * Picks this entity's schemas from the loaded domain schemas: `create` is its input schema plus the client-made
   * id, `update` the id plus any subset of the editable fields.
   */
  schemas(domain: DomainSchemas): { create: C; update: U };
  /** Other tables the checks below read (a shift reads users). */
  reads?: readonly EntityTableName[];
  /**
   * What a create needs from this till's database before the entity's module makes its row (a shift: its person's
   * name), checking what only the database can (throws LocalValidationError). The server checks again in its own.
   */
  found?(data: CreateData<E>, context: WriteContext): Promise<FoundFor<E>>;
  /** Checks of the merged row that need this till's database (a shift's overlap), and what it finds for it. */
  checkMerged?(row: EntityRows[E], changed: Fields, context: WriteContext): Promise<EntityRows[E]>;
}

type MutationSchemas = DomainSchemas['MUTATION_DATA_SCHEMAS'];

/** The entities a till creates and edits by their own schemas (a sale, a refund, the settings and a user have their own). */
type EditableEntity = Exclude<
  keyof MutationSchemas & SyncEntity,
  'sale' | 'refund' | 'storeSettings' | 'user' | 'drawerEvent'
>;
type CreateSchema<E extends EditableEntity> = MutationSchemas[E]['create'];
type UpdateSchema<E extends EditableEntity> = MutationSchemas[E]['update'];

/**
 * The config of an entity checked by its own mutation-data schemas, as the server checks it: every editable
 * repository but users'. Named by the entity alone, so no repository can pair an entity with another's schemas.
 */
export function ownSchemas<E extends EditableEntity>(
  entity: E,
): EditableConfig<E, CreateSchema<E>, UpdateSchema<E>> {
  return {
    entity,
    schemas: (domain) =>
      domain.MUTATION_DATA_SCHEMAS[entity] as { create: CreateSchema<E>; update: UpdateSchema<E> },
  };
}

/**
 * A new row as the till shows it until the server's row arrives: the entity module's values (what the server
 * stores for the same create) and the shared columns.
 */
export async function newRow<E extends SyncEntity, C extends z.ZodMiniType, U extends z.ZodMiniType>(
  config: EditableConfig<E, C, U>,
  id: string,
  data: Fields,
  context: WriteContext,
): Promise<EntityRows[E]> {
  const { create } = entityModule(config.entity);
  if (!create) throw new Error(`A ${config.entity} is never created on a till`);
  // Parsed by this entity's create schema (`schemas`), which is MUTATION_DATA_SCHEMAS[entity].create.
  const parsed = data as CreateData<E>;
  // An entity whose create needs nothing from the database has no `found`, and its module takes nothing found.
  const found = config.found ? await config.found(parsed, context) : ({} as FoundFor<E>);
  const createContext: CreateContext = { actorId: context.actorId, at: context.at, madeAt: context.at };
  const own = create(parsed, createContext, found);
  if (!own.ok) throw refusalError(own.refusal);
  return {
    ...own.value,
    id,
    storeId: context.storeId,
    createdAt: context.at,
    updatedAt: context.at,
    // 0 = not yet on the server; the server's row brings the real version.
    version: 0,
    deletedAt: null,
  } as EntityRows[E];
}

/** The row after an update as the till shows it: the fields laid over, derived, and checked (see newRow). */
export async function changedRow<E extends SyncEntity, C extends z.ZodMiniType, U extends z.ZodMiniType>(
  config: EditableConfig<E, C, U>,
  row: EntityRows[E],
  changed: Fields,
  context: WriteContext,
): Promise<EntityRows[E]> {
  const next = applyFieldChanges(config.entity, row, changed, context);
  if (next.refusal) throw refusalError(next.refusal);
  return config.checkMerged ? config.checkMerged(next.row, changed, context) : next.row;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function isLive<R extends { deletedAt: string | null }>(row: R | undefined): row is R {
  return row !== undefined && row.deletedAt === null;
}

/**
 * The fields an update changes on `row`: those the caller named (`asked`), as the schema parsed them, that differ
 * from the row. A blank optional text parses to undefined: it travels as '' (the server clears it) and stores null.
 */
function changedFields(row: object, parsed: Fields, asked: Fields): Fields {
  const changed: Fields = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key === 'id' || asked[key] === undefined) continue;
    if (SECRET_KEYS.has(key)) {
      if (value) changed[key] = value;
      continue;
    }
    if (!sameValue((row as Fields)[key], value ?? null)) changed[key] = value === undefined ? '' : value;
  }
  return changed;
}

/** Reads every entity shares: live rows only (a local delete is a tombstone until the server confirms it). */
export function createReads<E extends SyncEntity>(deps: Pick<RepositoryDeps, 'db'>, entity: E) {
  const table = () => entityTable(deps.db, entity);
  return {
    async get(id: string): Promise<EntityRows[E] | undefined> {
      const row = await table().get(id);
      return row && row.deletedAt === null ? row : undefined;
    },
    async list(): Promise<EntityRows[E][]> {
      // One getAll, then the tombstones dropped in memory: a Dexie .filter() walks a cursor one row per task,
      // which under load made even 40 users a 15–30 ms read.
      const rows = await table().toArray();
      return rows.filter((row) => row.deletedAt === null);
    },
  };
}

/**
 * Create, update and delete for an editable entity. Each validates with the domain's schema, then writes the row
 * and its outbox entry in one transaction (commitChange). An update records the row's version as its baseVersion
 * and sends only the fields that changed; a delete leaves a local tombstone until the server confirms it.
 */
/** Many creates and updates made as one action (an import); see `applyMany`. */
export interface ManyChanges<C extends z.ZodMiniType, U extends z.ZodMiniType> {
  creates: readonly Omit<z.input<C>, 'id'>[];
  updates: readonly { id: string; changes: Omit<z.input<U>, 'id'> }[];
}

/** A row a many-row action meant to change has gone (deleted here or pulled deleted) since the action was planned. */
export class RowsGoneError extends RepositoryError {
  override name = 'RowsGoneError';
  constructor(readonly ids: readonly string[]) {
    super(
      ids.length === 1
        ? 'A row to change was deleted in the meantime; nothing was saved'
        : `${ids.length} rows to change were deleted in the meantime; nothing was saved`,
    );
  }
}

export function createEditableRepository<
  E extends SyncEntity,
  C extends z.ZodMiniType,
  U extends z.ZodMiniType,
>(deps: RepositoryDeps, config: EditableConfig<E, C, U>) {
  const { entity } = config;
  const tables = [ENTITY_TABLE_NAMES[entity], ...(config.reads ?? [])];
  const table = () => entityTable(deps.db, entity);
  const schemas = async () => config.schemas(await loadDomainSchemas());

  async function liveRow(id: string): Promise<EntityRows[E]> {
    const row = await table().get(id);
    if (!row || row.deletedAt !== null) throw new RowNotFoundError(entity, id);
    return row;
  }

  return {
    ...createReads(deps, entity),

    /** Saves a new row; returns its id. */
    async create(input: Omit<z.input<C>, 'id'>): Promise<string> {
      const id = deps.newId();
      const data = compact((await schemas()).create.parse({ ...input, id }) as Fields);
      return commitChange(deps, tables, async (context) => {
        const row = await newRow(config, id, data, context);
        await storeOwnRows(deps.db, entity, [{ id, before: undefined, after: row }]);
        return { mutation: { entity, action: 'create', data, baseVersion: null }, result: id };
      });
    },

    /**
     * Many creates and updates as ONE action: validated up front (a bad one throws before anything is written), then
     * every row and its own outbox entry in a single transaction, so thousands apply in about the time of one write
     * and each still syncs, and is accepted or refused by the server, alone. An update sends the fields it names
     * (only those that differ from the stored row); if a row to update is gone, nothing is written (RowsGoneError).
     * Returns the new rows' ids in the order of `creates`.
     */
    async applyMany(many: ManyChanges<C, U>): Promise<string[]> {
      const { create, update } = await schemas();
      const created = many.creates.map((input) => {
        const id = deps.newId();
        return { id, data: compact(create.parse({ ...input, id }) as Fields) };
      });
      const requested = many.updates.map(({ id, changes }) => {
        const parsed = update.parse({ ...changes, id }) as Fields;
        return { id, parsed, asked: changes as Fields };
      });
      if (created.length === 0 && requested.length === 0) return [];

      // Which fields change is decided against the rows as they are now; the transaction checks none has gone.
      const current = await table().bulkGet(requested.map(({ id }) => id));
      const gone = requested.filter((_, index) => !isLive(current[index])).map(({ id }) => id);
      if (gone.length > 0) throw new RowsGoneError(gone);
      const updates = requested
        .map(({ id, parsed, asked }, index) => ({
          id,
          changed: changedFields(current[index] as EntityRows[E], parsed, asked),
        }))
        .filter(({ changed }) => Object.keys(changed).length > 0);

      const planned: PlannedMutation[] = [
        ...created.map(({ data }) => ({ entity, action: 'create' as const, data })),
        ...updates.map(({ id, changed }) => ({
          entity,
          action: 'update' as const,
          data: { id, ...changed },
        })),
      ];
      await commitMutations(deps, tables, planned, async (context) => {
        const rows = await Promise.all(created.map(({ id, data }) => newRow(config, id, data, context)));
        const stored = await table().bulkGet(updates.map(({ id }) => id));
        const goneNow = updates.filter((_, index) => !isLive(stored[index])).map(({ id }) => id);
        if (goneNow.length > 0) throw new RowsGoneError(goneNow);
        const next = await Promise.all(
          updates.map(({ changed }, index) =>
            changedRow(config, stored[index] as EntityRows[E], changed, context),
          ),
        );
        await storeOwnRows(deps.db, entity, [
          ...rows.map((row) => ({ id: row.id, before: undefined, after: row })),
          ...next.map((row, index) => ({ id: row.id, before: stored[index], after: row })),
        ]);
        return [...created.map(() => null), ...stored.map((row) => (row as EntityRows[E]).version)];
      });
      return created.map(({ id }) => id);
    },

    /** Changes some fields. A key left undefined is unchanged; '' clears an optional text. */
    async update(id: string, changes: Omit<z.input<U>, 'id'>): Promise<void> {
      const parsed = (await schemas()).update.parse({ ...changes, id }) as Fields;
      const requested = changes as Fields;
      await commitChange(deps, tables, async (context) => {
        const row = await liveRow(id);
        const changed = changedFields(row, parsed, requested);
        if (Object.keys(changed).every((key) => SECRET_KEYS.has(key)) && !('password' in changed)) {
          return { mutation: null, result: undefined };
        }
        const next = await changedRow(config, row, changed, context);
        await storeOwnRows(deps.db, entity, [{ id, before: row, after: next }]);
        return {
          mutation: { entity, action: 'update', data: { id, ...changed }, baseVersion: row.version },
          result: undefined,
        };
      });
    },

    async remove(id: string): Promise<void> {
      await commitChange(deps, tables, async (context) => {
        const row = await liveRow(id);
        const tombstone = { ...row, deletedAt: context.at, updatedAt: context.at };
        await storeOwnRows(deps.db, entity, [{ id, before: row, after: tombstone }]);
        return {
          mutation: { entity, action: 'delete', data: { id }, baseVersion: row.version },
          result: undefined,
        };
      });
    },
  };
}
