import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @cafe/server` writes a new SQL migration after a schema change. Migrations are
// committed and append-only; the server applies them at start from src/db/migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
