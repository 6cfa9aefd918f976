// What the service worker (sw/) may import. It is a separate bundle that must stay small and must not pull in
// React or the app: from src/ only the contract (src/api), the outbox engine and the page-snapshot store; from
// packages only workbox-*, valibot and idb-keyval. Its tests may also import test tooling (vitest, fake-indexeddb).

const SW_SOURCES = [
  'src/api/',
  'src/lib/outbox',
  'src/lib/page-snapshot/snapshot-store',
  'src/lib/page-snapshot/compose',
]
const SW_PACKAGES = ['workbox-', 'valibot', 'idb-keyval']

/** The rule one import from sw/ breaks, or null when it is allowed. `target` is null for a package. */
export function serviceWorkerRule(fromFile, target, specifier) {
  if (!fromFile.startsWith('sw/')) return null
  if (target && !target.startsWith('sw/') && !SW_SOURCES.some((allowed) => target.startsWith(allowed)))
    return 'sw/ imports only src/api, src/lib/outbox and the page-snapshot store'
  const isTest = /\.test\.tsx?$/.test(fromFile)
  if (!target && !isTest && !SW_PACKAGES.some((p) => specifier.startsWith(p)))
    return 'sw/ imports only workbox-*, valibot and idb-keyval packages'
  return null
}
