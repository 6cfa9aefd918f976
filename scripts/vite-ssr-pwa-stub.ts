import type { Plugin } from 'vite'

const ID = 'virtual:pwa-register/react'

/**
 * The prerender build has no service worker plugin, but the update prompt imports its virtual module. On the
 * server there is nothing to register, so this answers the same hook with its idle state (no update, not ready).
 */
export function ssrPwaRegisterStub(): Plugin {
  return {
    name: 'reelhire:ssr-pwa-register-stub',
    resolveId: (id) => (id === ID ? '\0' + ID : null),
    load: (id) =>
      id === '\0' + ID
        ? `const idle = [false, () => {}]
export function useRegisterSW() {
  return { needRefresh: idle, offlineReady: idle, updateServiceWorker: async () => {} }
}`
        : null,
  }
}
