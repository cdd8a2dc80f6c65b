import type { Rolldown } from 'vite';

// Paths as Rolldown gives them, on any platform.
const SEP = String.raw`[\\/]`;
const path = (pattern: string) => new RegExp(pattern.replaceAll('/', SEP));

/**
 * The pieces of a few hundred bytes that /login and the signed-in screens both use, and the service worker's
 * registration, which every screen loads as it starts. The domain's sign-in rules and text rules are among them:
 * the sign-in form checks with them and the user's entity module (in the shell) refuses with them, so left to the
 * sign-in group they made every signed-in screen load the sign-in screen's file.
 */
const STARTUP_SHARED = path(
  String.raw`/(ui/card\.tsx|lib/app-version\.ts|lucide-react/.*/(loader-circle|circle-exclamation-point|wifi-off)\.mjs|workbox-window/.*|domain/src/(auth-rules|storable-text)\.ts)$`,
);

/** The sign-in screen and what only it and the first-admin screen use. */
const SIGN_IN = path(
  String.raw`/(features/auth/(login-page|auth-layout|password-visibility-toggle|use-sign-in-options)\.tsx?|data/auth/sign-in-options\.ts|ui/field\.tsx|lucide-react/.*/(eye|eye-off|info)\.mjs)$`,
);

/**
 * What every signed-in screen needs before it paints: the layout (and so the database), the repositories, the
 * sync engine with the files and device keys it uses (not the receipt and avatar helpers only Expenses and Settings
 * import, which every till would otherwise load), and the small building blocks the sections share (New Sale's
 * and Products' search among them; the lists' live read with its loading and failed states, and the recount of
 * stale day totals, each a few hundred bytes that would otherwise be one more name in the entry's preload map that
 * /login pays for). Not zod: the repositories load the domain's schemas with their first write
 * (data/load-domain-schemas.ts) and the engine reads the server's answers with the domain's zod-free readers, so
 * nothing here may import a domain module that builds a schema (the zod-free halves are the *-rules.ts files).
 * The orders' rules ride here too (a few hundred bytes): the dashboard counts pending orders with them, and left to
 * follow their schema files into the domain schemas' file they would make the dashboard load that file at first paint.
 */
const SHELL = path(
  String.raw`/src/(app/shell/app-shell\.tsx|data/(sync|repositories)/[^\\/]+\.ts|data/files/(upload-files|device-files)\.ts|data/auth/(offline-verifier|device-credentials|signing-session|credential-revocation)\.ts|data/(use-live-read|daily-totals/use-recount-stale-totals)\.ts|ui/(badge|page-header|summary-cards|stat-card|category-chips|role-badge|spinner|read-status)\.tsx)$|/domain/src/(product-search|entities/(custom|mobile)-order-rules)\.ts$`,
);

/**
 * The domain's zod schemas, zod itself and the data layer's entry to them (data/domain-schemas.ts): what every write
 * checks with, read ahead as one file on a till without a service worker (app-shell.tsx). Left to Rolldown they were
 * eleven files, one per entity, of a few hundred bytes each.
 */
const DOMAIN_SCHEMAS = path(
  String.raw`/(domain/src/(zod|auth|files|store-settings|entities/(cashup|common|custom-order|event|expense|mobile-order|product|sale|shift|sync-log-entry|task|user)|sync/(protocol|mutation-data|actor-proof-schemas))\.ts|web/src/data/domain-schemas\.ts|node_modules/zod/.*)$`,
);

/**
 * The dialogs (ui/dialog.tsx, ui/confirm-dialog.tsx) with the Radix layers under them (focus trap, scroll lock,
 * dismissal): also read ahead together, and opened on most screens. The menus and popovers share those layers and
 * take this file with them. Slot (SLOT) stays apart: the forms use it, and not every form has a dialog.
 */
const DIALOGS = path(
  String.raw`/(src/ui/(dialog|confirm-dialog)\.tsx|node_modules/(@radix-ui/(react-(dialog|alert-dialog|context|id|use-layout-effect|use-effect-event|use-controllable-state|primitive|use-callback-ref|dismissable-layer|focus-scope|portal|presence|focus-guards|use-escape-keydown)|primitive)|tslib|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|get-nonce|react-style-singleton|aria-hidden)/.*)$`,
);

const SLOT = path('/node_modules/@radix-ui/react-(slot|compose-refs)/');

/** Icons: a few hundred bytes each, and most screens share a handful. */
const ICON = path('lucide-react/dist/esm/icons/');

/**
 * Fewer, larger files for the first loads that have a budget (bench `load`: /login ≤ 120 KB and /sales/new ≤ 200 KB
 * on the wire). Rolldown's default gives every distinct set of importing screens a chunk of its own, which made
 * /sales/new some fifty files, most of a few hundred bytes (an icon, a badge, a store), each paying its response
 * headers and a compression window of its own. A group takes its modules' static imports with it unless a group
 * of higher priority has them, so each line below also says where the rest goes:
 * - index: everything the entry imports statically (React, the router, zustand), the entry's own file;
 * - startup-shared / sign-in: what /login loads besides, in two files, so nothing signed-in rides along;
 * - shell: everything the signed-in layout needs, in one file;
 * - domain schemas: zod and every schema built with it, in one file;
 * - dialogs: the two dialogs and the Radix layers they stand on, in one file, and Slot apart (priority 1, so the
 *   dialogs' group does not take it along into every form);
 * - shared icons: the icons two or more screens use, in one file.
 * Pages and the rest keep Rolldown's own split, so no screen loads a section it does not show.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'index', tags: ['$initial'], priority: 2 },
  { name: 'startup-shared', test: STARTUP_SHARED, priority: 1 },
  { name: 'sign-in', test: SIGN_IN, priority: 1 },
  { name: 'shell', test: SHELL, priority: 0 },
  { name: 'domain-schemas', test: DOMAIN_SCHEMAS, priority: 0 },
  { name: 'slot', test: SLOT, priority: 1 },
  { name: 'dialogs', test: DIALOGS, priority: 0 },
  { name: 'icons', test: ICON, minShareCount: 2, priority: 0 },
];

/** The planner's tabs: loaded ahead while the manager looks at one (planner-layout.tsx), then drawn on a tap. */
const PLANNER = path('/src/features/planner/');

/**
 * V8's explicit compile hint (Chrome 136+, ignored elsewhere): every function in the file is compiled as the file
 * loads, on a background thread, instead of on its first call. Only for the chunks the planner reads ahead: their
 * first draw (a 600-shift week) spent some 12 ms of a tap compiling 170 functions one by one on the main thread.
 */
export function compileHint(chunk: Rolldown.RenderedChunk): string {
  return chunk.moduleIds.some((id) => PLANNER.test(id)) ? '//# allFunctionsCalledOnLoad' : '';
}
