// Layer rules of ARCHITECTURE.md §1, checked by `npm run layers` in CI rather than by hope:
// web -> domain, server -> domain; inside web app -> features -> data | ui | lib; a feature never imports another.

const WEB = '^apps/web/src';

// Frameworks and I/O the pure domain must never reach, whether resolved from node_modules or left unresolved.
const DOMAIN_FORBIDDEN_PACKAGES = [
  'react',
  'react-dom',
  'dexie',
  'dexie-react-hooks',
  'fastify[^/]*',
  '@fastify/[^/]+',
  'drizzle-orm',
  'pg',
  '@electric-sql/[^/]+',
];
const FORBIDDEN = DOMAIN_FORBIDDEN_PACKAGES.join('|');

// The domain's zod-free modules (auth-rules.ts's precedent), and the ones that build zod schemas at load.
const ZOD_FREE =
  '^packages/domain/src/(.+-rules|user-authority|readers|auth-readers\\.generated|sync/protocol-readers\\.generated|entities/(.+-module|entity-modules))\\.ts$';
const SCHEMA_MODULES =
  '^packages/domain/src/(zod|auth|files|store-settings|entities/(cashup|common|custom-order|event|expense|mobile-order|product|sale|shift|sync-log-entry|task|user)|sync/(protocol|mutation-data|actor-proof-schemas))\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Two modules that import each other (type-only imports count too) are one module in two files: move the ' +
        'shared piece to the module that owns it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-not-to-apps',
      comment: 'packages/domain is imported by the apps and never imports them.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-not-to-frameworks',
      comment: 'packages/domain is pure TypeScript: no React, Dexie, Fastify, Drizzle or database drivers.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: [`(^|/)node_modules/(${FORBIDDEN})(/|$)`, `^(${FORBIDDEN})(/|$)`] },
    },
    {
      name: 'domain-not-to-node-builtins',
      comment:
        'packages/domain runs in the browser and on the server alike, so no Node built-ins (its tests run on Node ' +
        'only, and one reads the generated readers from disk).',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'zod-free-halves-stay-zod-free',
      comment:
        "A till's first load imports the domain's zod-free halves (*-rules.ts, the readers) and must carry no zod: " +
        'they may name a schema-built type, never import zod or a module that builds a schema.',
      severity: 'error',
      from: { path: `${ZOD_FREE}` },
      to: {
        path: ['(^|/)node_modules/zod/', '^zod(/|$)', `${SCHEMA_MODULES}`],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-not-to-web',
      comment: 'The server serves the built web app from disk; it never imports its code.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-not-to-server',
      comment: 'The web app talks to the server over HTTP only; shared types live in packages/domain.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'feature-not-to-other-feature',
      comment: 'A feature never imports another feature; move what both need to data, ui, lib or domain.',
      severity: 'error',
      from: { path: `${WEB}/features/([^/]+)/` },
      to: { path: `${WEB}/features/`, pathNot: `${WEB}/features/$1/` },
    },
    {
      name: 'feature-not-to-app',
      comment:
        'app composes features (router, shell); a feature importing app would point the layers upward.',
      severity: 'error',
      from: { path: `${WEB}/features/` },
      to: { path: `${WEB}/app/` },
    },
    {
      name: 'lower-layers-not-to-app-or-features',
      comment: 'data, ui and lib sit below app and features and must not import them.',
      severity: 'error',
      from: { path: `${WEB}/(data|ui|lib)/` },
      to: { path: `${WEB}/(app|features)/` },
    },
    {
      name: 'ui-not-to-data',
      comment: 'ui components are presentational: they take props, they do not read the database.',
      severity: 'error',
      from: { path: `${WEB}/ui/` },
      to: { path: `${WEB}/data/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(apps|packages)/[^/]+/(dist|coverage|dev-dist)/' },
    // Type-only imports count too: `import type { FastifyInstance }` in the domain is still a layer breach.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Resolve workspace packages (@cafe/domain) to their TypeScript source, as Vite, Vitest and tsc do.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
