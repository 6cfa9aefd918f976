import type { Plugin } from 'vite'
import viteConfig from '../vite.config'

/** The names of the plugins the app's production build uses: the client build, or the prerender (SSR) build. */
export function appBuildPluginNames(isSsrBuild: boolean): (string | undefined)[] {
  const config =
    typeof viteConfig === 'function'
      ? viteConfig({ command: 'build', mode: 'production', isSsrBuild })
      : viteConfig
  return (config.plugins ?? []).flat(Infinity as 1).map((p) => (p as Plugin | null)?.name)
}
