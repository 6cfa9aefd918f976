import { ThemeProvider, useTheme } from 'next-themes'
import type { ReactNode } from 'react'

export type ColorModePreference = 'light' | 'dark' | 'system'

/** Light/dark/system theme, default system (seed 1 §9). next-themes keeps the choice in localStorage. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      storageKey="theme"
    >
      {children}
    </ThemeProvider>
  )
}

export function useColorMode() {
  const { theme, resolvedTheme, setTheme } = useTheme()
  return {
    preference: (theme ?? 'system') as ColorModePreference,
    colorMode: (resolvedTheme === 'dark' ? 'dark' : 'light') as 'light' | 'dark',
    setPreference: (next: ColorModePreference) => setTheme(next),
  }
}
