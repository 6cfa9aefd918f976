import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

// Brand colour: indigo. Chakra's semantic tokens keep dark mode right for free.
const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif` },
        body: { value: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif` },
      },
    },
  },
})

export const system = createSystem(defaultConfig, config)
