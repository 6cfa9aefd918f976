import { createHash } from 'node:crypto'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { webManifest } from './src/config/web-manifest'
import { chakraLazyGlobalCss } from './scripts/vite-chakra-lazy-global-css'
import { chakraNoDefaultSystem } from './scripts/vite-chakra-no-default-system'
import { chakraRecipeSubset } from './scripts/vite-chakra-recipe-subset'
import { entryBudget } from './scripts/vite-entry-budget'
import { nextThemesScript } from './scripts/vite-next-themes-script'
import { routePreload } from './scripts/vite-route-preload'
import { ssrPwaRegisterStub } from './scripts/vite-ssr-pwa-stub'

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:8080'

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    // The router plugin must run before react() so route files are code-split first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
    chakraRecipeSubset(),
    chakraNoDefaultSystem(),
    chakraLazyGlobalCss(),
    nextThemesScript(),
    // The prerender build (scripts/build.ts) only needs to render HTML: no service worker, no index.html.
    ...(isSsrBuild ? [ssrPwaRegisterStub()] : [routePreload(), entryBudget(), pwa()]),
  ],
  // Prerendering bundles every dependency, so Node never has to load a package's browser-only entry.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // A dynamic import (a lazy route, a deferred menu) no longer adds a <link rel=modulepreload> for each of its
    // chunk's dependencies: dozens of links per route were one long task at navigation (decision 030). The browser
    // fetches those dependencies itself, level by level; index.html still preloads what the entry needs.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps) },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Everything the entry imports statically goes into one chunk beside it. Left to itself the bundler
            // splits the start-up code into ~130 small shared chunks (modules also used by lazy routes); each is
            // another request (through the service worker when offline) and another <link rel=modulepreload>.
            // Lazy route chunks then import from the entry's chunk, so src/app/main.tsx must not await at top level.
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          },
        },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/files': apiTarget, '/dev': apiTarget },
  },
}))

function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: webManifest,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webp,woff,woff2,ico,txt,webmanifest}'],
      // Prerendered pages are for first visits; offline navigations use the app shell (app-shell.html).
      globIgnores: ['prerendered/**'],
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      manifestTransforms: [withAppShell],
    },
    devOptions: { enabled: false },
  })
}

/**
 * scripts/build.ts writes app-shell.html after this build (it is rendered from the build's own output), so the
 * service worker's precache lists it by hand. Its content follows from the rest of the build, so a hash of every
 * other entry is its revision: it changes exactly when the build does. A plain `vite build` has no app shell and
 * its service worker would not install; use `npm run build`.
 */
function withAppShell(entries: Array<{ url: string; revision: string | null; size: number }>) {
  const hash = createHash('sha256')
  for (const entry of entries) hash.update(`${entry.url} ${entry.revision ?? ''}\n`)
  const shell = { url: 'app-shell.html', revision: hash.digest('hex').slice(0, 32), size: 0 }
  return { manifest: [...entries, shell], warnings: [] }
}
