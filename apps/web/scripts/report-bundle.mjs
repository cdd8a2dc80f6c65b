// Sums the gzip size of the JavaScript a route loads in the production build: the entry, the route's lazy page
// and everything either imports statically. Run after `vite build`: node scripts/report-bundle.mjs
// Exits non-zero when /login is over its budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const LOGIN_BUDGET_KB = 120;
const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length / 1024;

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
/** A page's manifest key, or that of the chunk group (vite.config.ts, chunk-groups.ts) that holds it. */
const chunkOf = (source, group) =>
  manifest[source] ? source : Object.keys(manifest).find((key) => manifest[key].name === group);
const routes = {
  '/login': chunkOf('src/features/auth/login-page.tsx', 'sign-in'),
  '/dashboard (shell)': [
    chunkOf('src/app/shell/app-shell.tsx', 'shell'),
    'src/features/dashboard/dashboard-page.tsx',
  ],
};

let overBudget = false;
for (const [route, pages] of Object.entries(routes)) {
  const files = closure([entry, ...[pages].flat()]);
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`${route}: ${total.toFixed(1)} KB gzip of JS in ${files.length} files`);
  for (const file of files) console.log(`  ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`);
  if (route === '/login' && total > LOGIN_BUDGET_KB) {
    overBudget = true;
    console.log(`  over the ${LOGIN_BUDGET_KB} KB budget by ${(total - LOGIN_BUDGET_KB).toFixed(1)} KB`);
  }
}
process.exitCode = overBudget ? 1 : 0;
