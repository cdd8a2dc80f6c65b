import type { SyncEntity } from '@cafe/domain';
import type { z } from 'zod';
import { ENTITY_TABLE_NAMES, type EntityRows, type EntityTableName, entityTable } from '../db';
import { applyFieldChanges } from '../sync/local-changes';
import {
  commitChange,
  compact,
  type RepositoryDeps,
  RowNotFoundError,
  type WriteContext,
} from './local-writer';

type Fields = Record<string, unknown>;
type BaseKeys = 'id' | 'storeId' | 'createdAt' | 'updatedAt' | 'version' | 'deletedAt';
export type OwnFields<E extends SyncEntity> = Omit<EntityRows[E], BaseKeys>;

/** Keys that travel in an update but never into a row (the server hashes a new password). */
const SECRET_KEYS = new Set(['password', 'confirmPassword']);

export interface EditableConfig<E extends SyncEntity, C extends z.ZodType, U extends z.ZodType> {
  entity: E;
  /** The domain's create schema for this entity (its input schema plus the client-made id). */
  createSchema: C;
  /** The domain's update schema: the id plus any subset of the editable fields. */
  updateSchema: U;
  /** Other tables the build reads (a shift reads users). */
  reads?: readonly EntityTableName[];
  /** The row as this device shows it until the server's row arrives (the server derives the same fields). */
  buildRow(data: z.output<C>, context: WriteContext): OwnFields<E> | Promise<OwnFields<E>>;
  /** Checks or derivations that need the merged row or the database (a shift's order and user). */
  afterChange?(row: EntityRows[E], changed: Fields): EntityRows[E] | Promise<EntityRows[E]>;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
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
      return table()
        .filter((row) => row.deletedAt === null)
        .toArray();
    },
  };
}

/**
 * Create, update and delete for an editable entity. Each validates with the domain's schema, then writes the row
 * and its outbox entry in one transaction (commitChange). An update records the row's version as its baseVersion
 * and sends only the fields that changed; a delete leaves a local tombstone until the server confirms it.
 */
export function createEditableRepository<E extends SyncEntity, C extends z.ZodType, U extends z.ZodType>(
  deps: RepositoryDeps,
  config: EditableConfig<E, C, U>,
) {
  const { entity } = config;
  const tables = [ENTITY_TABLE_NAMES[entity], ...(config.reads ?? [])];
  const table = () => entityTable(deps.db, entity);

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
      const data = compact(config.createSchema.parse({ ...input, id }) as Fields);
      return commitChange(deps, tables, async (context) => {
        const own = await config.buildRow(data as z.output<C>, context);
        const row = {
          ...own,
          id,
          storeId: context.storeId,
          createdAt: context.at,
          updatedAt: context.at,
          // 0 = not yet on the server; the server's row brings the real version.
          version: 0,
          deletedAt: null,
        } as EntityRows[E];
        await table().add(row);
        return { mutation: { entity, action: 'create', data, baseVersion: null }, result: id };
      });
    },

    /** Changes some fields. A key left undefined is unchanged; '' clears an optional text. */
    async update(id: string, changes: Omit<z.input<U>, 'id'>): Promise<void> {
      const parsed = config.updateSchema.parse({ ...changes, id }) as Fields;
      const requested = changes as Fields;
      await commitChange(deps, tables, async (context) => {
        const row = await liveRow(id);
        const changed: Fields = {};
        for (const [key, value] of Object.entries(parsed)) {
          if (key === 'id' || requested[key] === undefined) continue;
          if (SECRET_KEYS.has(key)) {
            if (value) changed[key] = value;
            continue;
          }
          // A blank optional text parses to undefined: it travels as '' (the server clears it) and stores null.
          if (!sameValue((row as Fields)[key], value ?? null))
            changed[key] = value === undefined ? '' : value;
        }
        if (Object.keys(changed).every((key) => SECRET_KEYS.has(key)) && !('password' in changed)) {
          return { mutation: null, result: undefined };
        }
        let next = applyFieldChanges(entity, row, changed, context.at);
        if (config.afterChange) next = await config.afterChange(next, changed);
        await table().put(next);
        return {
          mutation: { entity, action: 'update', data: { id, ...changed }, baseVersion: row.version },
          result: undefined,
        };
      });
    },

    async remove(id: string): Promise<void> {
      await commitChange(deps, tables, async (context) => {
        const row = await liveRow(id);
        await table().put({ ...row, deletedAt: context.at, updatedAt: context.at });
        return {
          mutation: { entity, action: 'delete', data: { id }, baseVersion: row.version },
          result: undefined,
        };
      });
    },
  };
}
