/**
 * The server's tables (Drizzle pg-core), one file per area under schema/. Every synced row carries the same base
 * columns (schema/synced-columns.ts). Money is integer cents. Enumerations (category, role, status ...) are plain
 * text: the zod schemas in @cafe/domain are the one rule.
 *
 * drizzle-kit reads this file (drizzle.config.ts), so it and the files it names import nothing from the workspace.
 */
export * from './schema/back-office.js';
export * from './schema/catalogue-and-sales.js';
export * from './schema/devices.js';
export * from './schema/files.js';
export * from './schema/orders.js';
export * from './schema/planner.js';
export * from './schema/printing.js';
export * from './schema/sign-ins.js';
export * from './schema/store.js';
export * from './schema/users.js';
