import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { webManifest } from './src/config/web-manifest'
import { chakraRecipeSubset } from './scripts/vite-chakra-recipe-subset'
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
    // The prerender build (scripts/build.ts) only needs to render HTML: no service worker, no index.html.
    ...(isSsrBuild ? [ssrPwaRegisterStub()] : [routePreload(), pwa()]),
  ],
  // Prerendering bundles every dependency, so Node never has to load a package's browser-only entry.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
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
      globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,ico,txt,webmanifest}'],
      // Prerendered pages are for first visits; offline navigations use the app shell (index.html).
      globIgnores: ['prerendered/**'],
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  })
}
