import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'
import { staticClassCss } from '@/components/static-css/static-class-css'

// Brand colour: indigo (Tailwind's scale). Chakra v3 ships no indigo palette, so it is defined here with the
// same semantic tokens Chakra's own palettes have, which makes colorPalette="indigo" work in light and dark.
const indigo = {
  50: '#eef2ff',
  100: '#e0e7ff',
  200: '#c7d2fe',
  300: '#a5b4fc',
  400: '#818cf8',
  500: '#6366f1',
  600: '#4f46e5',
  700: '#4338ca',
  800: '#3730a3',
  900: '#312e81',
  950: '#1e1b4b',
}

const shade = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } })

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'bg', color: 'fg' },
    // Space taken by the mobile bottom bar (app/shell/bottom-bar.tsx, 64 px + the safe area); floating
    // layers such as the toaster keep clear of it. From the md breakpoint (768 px) there is no bottom bar.
    ':root': {
      '--reelhire-bottom-bar-offset': 'calc(64px + env(safe-area-inset-bottom))',
      '@media (min-width: 48rem)': { '--reelhire-bottom-bar-offset': '0px' },
    },
    // The static class rules reach the browser only as CSS in the page's head (the build renders globalCss there, in
    // the server-side bundle) and the production client never computes globalCss again, so its bundle leaves the
    // ~40 KB of rule objects out. The development server's index.html has no such head: there the client inserts it.
    ...(import.meta.env.SSR || import.meta.env.DEV ? staticClassCss : {}),
  },
  theme: {
    tokens: {
      colors: { indigo: Object.fromEntries(Object.entries(indigo).map(([k, value]) => [k, { value }])) },
      fonts: {
        heading: {
          value: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
        },
        body: { value: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif` },
      },
    },
    semanticTokens: {
      colors: {
        indigo: {
          contrast: shade('white', 'white'),
          fg: shade('{colors.indigo.700}', '{colors.indigo.300}'),
          subtle: shade('{colors.indigo.100}', '{colors.indigo.900}'),
          muted: shade('{colors.indigo.200}', '{colors.indigo.800}'),
          emphasized: shade('{colors.indigo.300}', '{colors.indigo.700}'),
          solid: shade('{colors.indigo.600}', '{colors.indigo.500}'),
          focusRing: shade('{colors.indigo.600}', '{colors.indigo.400}'),
          border: shade('{colors.indigo.500}', '{colors.indigo.400}'),
        },
      },
    },
  },
})

// createSystem turns every token into CSS variables at start-up, which is the largest single piece of main-thread
// work on a cold load. Palettes nothing uses (and Chakra's own theme never references) are left out.
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink'])
const withoutUnused = <T extends object>(tokens: T | undefined): T =>
  Object.fromEntries(Object.entries(tokens ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name))) as T

const defaultTheme = defaultConfig.theme ?? {}
const baseConfig = {
  ...defaultConfig,
  theme: {
    ...defaultTheme,
    tokens: { ...defaultTheme.tokens, colors: withoutUnused(defaultTheme.tokens?.colors) },
    semanticTokens: {
      ...defaultTheme.semanticTokens,
      colors: withoutUnused(defaultTheme.semanticTokens?.colors),
    },
  },
}

let system: ReturnType<typeof createSystem> | undefined

/**
 * The Chakra system, created on first use rather than while modules load: the browser entry can then let the
 * prerendered page paint before this ~50 ms of token processing (×4 on a slow phone) runs.
 */
export function getSystem() {
  system ??= createSystem(baseConfig, config)
  return system
}
