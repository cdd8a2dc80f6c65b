import type {
  CafeEvent,
  Cashup,
  CustomOrder,
  DailyTotal,
  DiscountPreset,
  DrawerEvent,
  DrawerSession,
  EntityRowTypes,
  Expense,
  FilePurpose,
  MobileOrder,
  ModifierGroup,
  PaperWidth,
  Product,
  PublicUser,
  Refund,
  RejectionReason,
  Sale,
  Shift,
  StoreSettingsRow,
  SyncEntity,
  SyncLogEntry,
  Task,
  User,
} from '@cafe/domain';
import { MILLI_PERCENT_PER_BASIS_POINT } from '@cafe/domain';
import Dexie, { type DexieOptions, type EntityTable, type Table, type Transaction } from 'dexie';
import type { ActorSigningKey, WrappedActorKey } from './auth/actor-key';
import type { DailyFiguresRow } from './daily-totals/daily-figures';
import { type DailyTotalsTables, rebuildDailyTotals } from './daily-totals/daily-totals';

/** The spec names the device database after the cafe plus 'db'. */
export const DB_NAME = 'cafeposdb';

/**
 * What this browser keeps so a user who signed in online here can sign in again offline
 * (ARCHITECTURE §5). Only a slow PBKDF2 derivation of the password is kept, never the password.
 */
export interface StoredCredential {
  /** Lowercased, trimmed: the key. */
  email: string;
  /**
   * 'PBKDF2-SHA-256': `hash` is the derived key itself (saved by app versions before actor keys).
   * 'PBKDF2-SHA-256+HKDF': the derived key is split by HKDF into `hash` and the key that wraps `actorKey`,
   * so what is stored never unwraps the actor key.
   */
  algorithm: 'PBKDF2-SHA-256' | 'PBKDF2-SHA-256+HKDF';
  iterations: number;
  /** Base64 of the random 16-byte salt. */
  salt: string;
  /** Base64 of the 256-bit verifier. */
  hash: string;
  /** The key this user's changes are signed with here, wrapped by their password (auth/actor-key.ts). */
  actorKey?: WrappedActorKey;
  /** The user as the server last described them, restored on an offline sign-in. */
  user: PublicUser;
  savedAt: string;
  /**
   * The user's credentialsVersion when the password was checked online (absent: saved before it existed, read
   * as 0). A pulled user row with a higher number, or deleted, drops this verifier (auth/credential-revocation.ts).
   */
  credentialsVersion?: number;
}

/**
 * An outbox entry: the spec's sync log entry plus what the server answered once it handled it, so a rejected
 * change stays visible on this device instead of vanishing with the pruned history.
 */
export interface OutboxEntry extends SyncLogEntry {
  outcome?: 'applied' | 'conflict' | 'duplicate' | 'rejected';
  rejection?: { reason: RejectionReason; message: string };
}

/**
 * Where a kept file stands with the server: `pending` until POST /api/files takes it, `uploaded` once the server
 * holds it (or it came from there), `refused` when the server answered with a reason that sending it again would not
 * change (a permission, its size or content).
 */
export type FileUploadState = 'pending' | 'uploaded' | 'refused';

/** A receipt or avatar kept on this device, named by the sha256 of its bytes (files.ts). */
export interface StoredFile {
  id: string;
  purpose: FilePurpose;
  /** The type its bytes say it is (sniffFileType), never what the picker or a file name claimed. */
  contentType: string;
  size: number;
  /** The name it had when chosen on this device; a file fetched from the server has none. */
  name?: string;
  blob: Blob;
  state: FileUploadState;
  /** The server's reason, when `state` is refused. */
  refusal?: string;
  createdAt: string;
}

/**
 * The signing key of whoever is signed in on this browser, one row (id 'current'). The key is non-extractable:
 * it can sign while it is here, and nobody can copy it out. Sign-out deletes it (auth/signing-session.ts).
 */
export interface SigningSessionRow {
  id: 'current';
  userId: string;
  /** Null for a user signed in offline with a verifier from before actor keys: their changes go unsigned. */
  key: ActorSigningKey | null;
}

/** The sync engine's own bookkeeping, one row per key (see META_KEYS in sync/meta.ts). */
export interface MetaRow {
  key: string;
  value: unknown;
}

/** Where this till prints: the browser's dialog, a network printer through the server, or USB / serial. */
export type PrinterKind = 'browser' | 'network' | 'usb' | 'serial';

export interface TillPrinterRow {
  id: 'this-till';
  kind: PrinterKind;
  /** The admin's network printer this till prints to (kind 'network'), and its name as last read. */
  networkPrinterId: string | null;
  networkPrinterName: string | null;
  paperWidth: PaperWidth;
  /** Print the receipt as Complete Sale finishes, without a tap. */
  autoPrint: boolean;
}

/**
 * One print job of this till. A retry sends the same id (the server prints an id once); a reprint is a new job.
 * `pending` until sent, then `printed`, or `failed` with the words for why.
 */
export interface PrintJobRow {
  id: string;
  /** What it prints, for the person retrying it ('Receipt 3f2a9c1e', 'Open drawer', 'Test page'). */
  title: string;
  kind: Exclude<PrinterKind, 'browser'>;
  networkPrinterId: string | null;
  bytes: Uint8Array;
  status: 'pending' | 'printed' | 'failed';
  error: string | null;
  attempts: number;
  createdAt: string;
}

/** Local tables that hold synced rows, keyed by the sync entity whose rows they hold. */
export const ENTITY_TABLE_NAMES = {
  user: 'users',
  product: 'products',
  modifierGroup: 'modifierGroups',
  discountPreset: 'discountPresets',
  drawerSession: 'drawerSessions',
  drawerEvent: 'drawerEvents',
  sale: 'sales',
  refund: 'refunds',
  expense: 'expenses',
  cashup: 'cashups',
  shift: 'schedules',
  task: 'tasks',
  event: 'events',
  mobileOrder: 'mobileOrders',
  customOrder: 'customOrders',
  storeSettings: 'settings',
} as const satisfies Record<SyncEntity, string>;

export type EntityTableName = (typeof ENTITY_TABLE_NAMES)[SyncEntity];

/** The row type each synced entity stores, in the domain's row shapes (the entity modules' own map). */
export type EntityRows = EntityRowTypes;

export type CafeDb = Dexie & {
  credentials: EntityTable<StoredCredential, 'email'>;
  users: EntityTable<User, 'id'>;
  products: EntityTable<Product, 'id'>;
  /** The products' option groups (Size, Milk, Extras): the till scope, pulled before the first sale. */
  modifierGroups: EntityTable<ModifierGroup, 'id'>;
  /** Named discounts for the till (Staff 50%): the till scope, pulled before the first sale. */
  discountPresets: EntityTable<DiscountPreset, 'id'>;
  /** Each till's cash drawer sessions (issue 34): the till scope, so a till knows its open drawer before it sells. */
  drawerSessions: EntityTable<DrawerSession, 'id'>;
  /** Pay-ins, pay-outs and "No sale" openings of the drawer sessions. */
  drawerEvents: EntityTable<DrawerEvent, 'id'>;
  sales: EntityTable<Sale, 'id'>;
  /** Refunds of sales (issue 34): the history scope, like the sales they point at. */
  refunds: EntityTable<Refund, 'id'>;
  expenses: EntityTable<Expense, 'id'>;
  cashups: EntityTable<Cashup, 'id'>;
  schedules: EntityTable<Shift, 'id'>;
  tasks: EntityTable<Task, 'id'>;
  events: EntityTable<CafeEvent, 'id'>;
  mobileOrders: EntityTable<MobileOrder, 'id'>;
  customOrders: EntityTable<CustomOrder, 'id'>;
  /** The store's settings row; its id is the storeId. */
  settings: EntityTable<StoreSettingsRow, 'id'>;
  files: EntityTable<StoredFile, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  /** The outbox (the spec's sync log). */
  syncLog: EntityTable<OutboxEntry, 'id'>;
  /** Sales per business day and payment method, kept by data/daily-totals in the transaction of every sale write. */
  dailyTotals: Table<DailyTotal, [string, string]>;
  /** Each business day's report figures, kept by data/daily-totals with the daily totals. */
  dailyFigures: Table<DailyFiguresRow, string>;
  signingSession: EntityTable<SigningSessionRow, 'id'>;
  /** This till's print jobs (local only, never synced): each is sent, retried as itself, and kept a while. */
  printJobs: EntityTable<PrintJobRow, 'id'>;
  /** This till's printer choice (local only): one row, id 'this-till'. */
  tillPrinter: EntityTable<TillPrinterRow, 'id'>;
};

/** The table of a synced entity, typed by the entity. */
export function entityTable<E extends SyncEntity>(database: CafeDb, entity: E): Table<EntityRows[E], string> {
  return database[ENTITY_TABLE_NAMES[entity]] as unknown as Table<EntityRows[E], string>;
}

/**
 * Each version's stores, in order. Dexie needs every version that ever shipped to upgrade old devices,
 * so a later schema change appends an entry (with an upgrade function when rows must change) and never
 * edits an earlier one. Stores not named in a version are kept as they were.
 */
interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => PromiseLike<unknown> | undefined;
}

const SCHEMA: readonly SchemaVersion[] = [
  { version: 1, stores: { credentials: 'email' } },
  {
    // Spec §3's stores and indexes, plus what ARCHITECTURE §3/§4 adds: tasks, events, files, the store settings,
    // the sync engine's meta, and the outbox keyed by id with a unique, contiguous mutationId.
    version: 2,
    stores: {
      sales: 'id, createdAt, paymentMethod',
      products: 'id, category',
      expenses: 'id, date, category',
      cashups: 'id, date',
      schedules: 'id, userId, start',
      users: 'id, email',
      customOrders: 'id, status, dueDate',
      mobileOrders: 'id, status, pickupTime',
      tasks: 'id, dueDate',
      events: 'id, startDate',
      files: 'id',
      settings: 'id',
      meta: 'key',
      syncLog: 'id, &mutationId',
    },
  },
  {
    // The dashboard reads per-day totals instead of every sale (issue 4 "Scale"); existing sales are counted once
    // here with a cursor, and every later sale write keeps them exact.
    version: 3,
    stores: { dailyTotals: '[day+paymentMethod], day' },
    upgrade: (tx) =>
      rebuildDailyTotals({
        sales: tx.table('sales'),
        dailyTotals: tx.table('dailyTotals'),
        meta: tx.table('meta'),
        settings: tx.table('settings'),
      } satisfies DailyTotalsTables),
  },
  // Actor proof: the signed-in user's signing key (docs/security.md).
  { version: 4, stores: { signingSession: 'id' } },
  {
    // Issue 12: products by barcode (a scan finds its product through the index), and the new fields on rows
    // pulled before they existed, so every stored row keeps the domain's shape.
    version: 5,
    stores: { products: 'id, category, barcode' },
    upgrade: async (tx) => {
      await tx
        .table('products')
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          row.barcode ??= null;
          row.unitCost ??= null;
        });
      await tx
        .table('expenses')
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          row.paidFromTill ??= false;
        });
    },
  },
  {
    // Receipts kept on the device: the uploader reads the files still waiting for the server through `state`.
    // Rows from before (a boolean `uploaded`, no purpose or time) take the new shape.
    version: 6,
    stores: { files: 'id, state' },
    upgrade: (tx) =>
      tx
        .table('files')
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          row.state ??= row.uploaded === true ? 'uploaded' : 'pending';
          row.purpose ??= 'receipt';
          row.createdAt ??= new Date(0).toISOString();
          delete row.uploaded;
        }),
  },
  {
    // A sale is placed on its business day by when the till sold it (`soldAt`), not by when the server received
    // it: reports, the history and the daily totals read this index. Rows from before were timed by their
    // arrival, as the server's own rows were, so they keep that time and the daily totals stay as counted.
    version: 7,
    stores: { sales: 'id, createdAt, soldAt, paymentMethod' },
    upgrade: (tx) =>
      tx
        .table('sales')
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          row.soldAt ??= row.createdAt;
        }),
  },
  {
    // Reports (issue 13) read each business day's figures instead of every sale in the range; the sales already
    // stored are counted here once with a cursor (the daily totals again too, by the same count), and every later
    // sale write keeps both exact.
    version: 8,
    stores: { dailyFigures: 'day' },
    upgrade: (tx) =>
      rebuildDailyTotals({
        sales: tx.table('sales'),
        dailyTotals: tx.table('dailyTotals'),
        dailyFigures: tx.table('dailyFigures'),
        meta: tx.table('meta'),
        settings: tx.table('settings'),
      } satisfies DailyTotalsTables),
  },
  // Handled outbox entries stay for 14 days now (a restored server gets them again, docs/sync-protocol.md "Restore"), so
  // the refused ones people must read are found through their own index, not by reading every kept entry.
  { version: 9, stores: { syncLog: 'id, &mutationId, outcome' } },
  // Issue 31: the till draws its first page of products by name through this index before the whole catalogue is
  // read (50,000 products took 3.7 s to the first card when every row was read first).
  { version: 10, stores: { products: 'id, category, barcode, name' } },
  {
    // Issue 31: a tax rate takes three decimals (8.875%), so the settings row holds it in thousandths of a percent
    // (`taxRateMilliPercent`) instead of basis points; a row pulled before then is converted as the server's
    // migration 0014 converts its own. The outbox keeps its entries as they were signed (the server reads both).
    version: 11,
    stores: {},
    upgrade: (tx) =>
      tx
        .table('settings')
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          if (typeof row.taxRateBps !== 'number') return;
          row.taxRateMilliPercent ??= row.taxRateBps * MILLI_PERCENT_PER_BASIS_POINT;
          delete row.taxRateBps;
        }),
  },
  // Issue 33: a product asks for its option groups (Size, Milk, Extras); the groups are a synced table of their own.
  { version: 12, stores: { modifierGroups: 'id, name' } },
  {
    // Issue 33: a sale is paid by one or more legs (split tender). A sale stored before is one leg of its one method
    // for its whole total, as the server's migration 0016 makes its own rows; the daily totals and figures already
    // count it that way (salePayments), so nothing is counted again.
    version: 13,
    stores: {},
    upgrade: (tx) =>
      tx
        .table('sales')
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          if (Array.isArray(row.payments)) return;
          row.payments = [{ method: row.paymentMethod, amount: row.total }];
        }),
  },
  // Issue 33: discount presets ("Staff 50%", "Regular 10%") a cashier applies with one tap.
  { version: 14, stores: { discountPresets: 'id, name' } },
  // Issue 34: refunds, each pointing at a sale's lines; a sale's refunds are found by its id.
  { version: 15, stores: { refunds: 'id, saleId, refundedAt' } },
  // Issue 34: the drawer's day, a till's drawer sessions and their pay-ins, pay-outs and "No sale" openings.
  { version: 16, stores: { drawerSessions: 'id, deviceId, openedAt', drawerEvents: 'id, sessionId' } },
  // Issue 34: a till's print jobs are an outbox of its own (never synced), and its printer is its own choice.
  { version: 17, stores: { printJobs: 'id, status, createdAt', tillPrinter: 'id' } },
  // Issue 35: a custom order's payments are the sales linked to it (its deposit, its balance at collection), found by
  // this index. (Versions 15 to 17 are other branches' of the same round.)
  { version: 18, stores: { sales: 'id, createdAt, soldAt, paymentMethod, customOrderId' } },
];

/** `options` lets tests hand each database its own IndexedDB (a fresh fake-indexeddb factory). */
export function openCafeDb(name: string = DB_NAME, options?: DexieOptions): CafeDb {
  const database = new Dexie(name, options) as CafeDb;
  for (const step of SCHEMA) {
    const version = database.version(step.version).stores(step.stores);
    if (step.upgrade) version.upgrade(step.upgrade);
  }
  return database;
}

/** The one database of this app; everything else reaches IndexedDB through it. */
export const db: CafeDb = openCafeDb();
