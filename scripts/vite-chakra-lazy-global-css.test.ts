import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appBuildPluginNames } from './app-build-plugins'
import { makeGlobalCssLazy } from './vite-chakra-lazy-global-css'

const chakraSystem = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
  '../esm/styled-system/system.js',
)

describe('chakra global CSS computed on first read', () => {
  it('turns the installed system.js eager global CSS into a getter over the same three parts', () => {
    const out = makeGlobalCssLazy(readFileSync(chakraSystem, 'utf8'))
    expect(out).not.toContain('const _global = [')
    expect(out).toContain('let _global;')
    expect(out).toContain(
      'get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },',
    )
  })

  it('refuses a system.js whose shape changed, so an upgrade cannot silently undo it', () => {
    expect(() => makeGlobalCssLazy('const _global = getGlobal();\nreturn {\n    _global,\n}')).toThrow(
      /Chakra changed/,
    )
  })

  it('is in the app build, client and prerender alike', () => {
    for (const isSsrBuild of [false, true]) {
      expect(appBuildPluginNames(isSsrBuild)).toContain('reelhire:chakra-lazy-global-css')
    }
  })
})
