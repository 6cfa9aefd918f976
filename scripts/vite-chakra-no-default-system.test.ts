import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build, type Plugin, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { appBuildPluginNames } from './app-build-plugins'
import { chakraNoDefaultSystem, markDefaultSystemPure } from './vite-chakra-no-default-system'

const chakraPreset = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
  '../esm/preset.js',
)

const ENTRY_ID = '\0chakra-default-config-entry'
// What src/components/ui/system.ts does: it imports Chakra's default config, never its default system.
const entry: Plugin = {
  name: 'test-entry',
  resolveId: (id) => (id === ENTRY_ID ? id : null),
  load: (id) =>
    id === ENTRY_ID
      ? "import { defaultConfig } from '@chakra-ui/react'\nexport const config = defaultConfig\n"
      : null,
}

/** Bundles the entry like a production build, unminified so the output can be searched. */
async function bundle(plugins: Plugin[]): Promise<string> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: ENTRY_ID, preserveEntrySignatures: 'strict' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const outputs = Array.isArray(result) ? result : [result]
  return outputs
    .flatMap((output) => output.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('\n')
}

// Without the plugin the bundler drops the unused binding but keeps the call as a bare statement.
const createsDefaultSystem = /\bcreateSystem\(defaultConfig\)/

describe('chakra without its default system', () => {
  it('marks exactly the default system creation in the installed Chakra preset as pure', () => {
    const out = markDefaultSystemPure(readFileSync(chakraPreset, 'utf8'))
    expect(out).toContain('const defaultSystem = /* @__PURE__ */ createSystem(defaultConfig);')
    // The config the app builds on is still created.
    expect(out).toContain('const defaultConfig = mergeConfigs(defaultBaseConfig, defaultThemeConfig);')
  })

  it('refuses a preset whose shape changed, so an upgrade cannot silently undo it', () => {
    expect(() => markDefaultSystemPure('export const defaultSystem = makeSystem(defaultConfig)')).toThrow(
      /Chakra changed/,
    )
  })

  it('keeps the default system out of a bundle that only uses the default config', async () => {
    const without = await bundle([])
    expect(without).toMatch(createsDefaultSystem) // control: the call is kept without the plugin
    const withPlugin = await bundle([chakraNoDefaultSystem()])
    expect(withPlugin).not.toMatch(createsDefaultSystem)
    expect(withPlugin).toMatch(/= mergeConfigs\(defaultBaseConfig/) // the default config is still created
  }, 60_000)

  it('is in the app build, client and prerender alike', () => {
    for (const isSsrBuild of [false, true]) {
      expect(appBuildPluginNames(isSsrBuild)).toContain('reelhire:chakra-no-default-system')
    }
  })
})
