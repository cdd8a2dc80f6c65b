import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups, compileHint } from './chunk-groups.ts';
import { firstStylesCheck } from './first-styles.ts';

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

// React Router's package exports name only its development build, in production too (remix-run/react-router#12532,
// #14102): its development warnings run on every till and it weighs more. A build takes the production build that
// ships beside it; the dev server keeps the warnings.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    firstStylesCheck(new URL('./src/styles.css', import.meta.url).pathname),
    VitePWA({
      // Ask before switching versions; the worker waits (no skipWaiting) until the user accepts the prompt.
      registerType: 'prompt',
      // We register from React with useRegisterSW, so the plugin injects nothing.
      injectRegister: null,
      filename: 'sw.js',
      strategies: 'generateSW',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Cafe POS',
        short_name: 'Cafe POS',
        description: 'Point of sale and back office for your cafe, online or offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#7a452b',
        background_color: '#fafaf9',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        skipWaiting: false,
        // Claiming on the first install lets a till that goes offline before its first reload still load
        // lazy pages from the precache. It cannot mix versions: an update only activates once the user
        // accepts the reload prompt, and the page reloads then.
        clientsClaim: true,
      },
      devOptions: { enabled: false },
    }),
    // A brotli and a gzip copy of each text file, made once here at the highest levels, for the server to send
    // as they are (apps/server/src/http/web-app.ts): the till's first load is a quarter of the bytes. The
    // service worker's precache lists only the originals, and fetches them compressed like the page does.
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: ['brotliCompress', 'gzip'],
    }),
  ],
  // Workspace packages export their TypeScript under the 'source' condition, so @cafe/domain needs no build.
  // Vite's defaults stay (browser, production builds of dependencies): setting conditions replaces them.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  // The manifest lets scripts/report-bundle.mjs sum what each route really loads.
  build: {
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        postBanner: compileHint,
        codeSplitting: {
          // Fewer, larger files on a first load: what goes where and why is in chunk-groups.ts.
          groups: chunkGroups,
        },
      },
    },
  },
}));
