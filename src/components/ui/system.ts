import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

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
  },
  theme: {
    tokens: {
      colors: { indigo: Object.fromEntries(Object.entries(indigo).map(([k, value]) => [k, { value }])) },
      fonts: {
        heading: { value: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif` },
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

export const system = createSystem(defaultConfig, config)
