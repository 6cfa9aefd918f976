import { ThemeProvider, useTheme } from 'next-themes'
import { useSyncExternalStore, type ReactNode } from 'react'

export type ColorModePreference = 'light' | 'dark' | 'system'

/** Light/dark/system theme, default system. next-themes keeps the choice in localStorage. */
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

const subscribeToNothing = () => () => {}

/**
 * False while React hydrates a prerendered page, true after (and in every render that is not hydration). The page
 * was rendered without the stored theme: what shows it must render as the server did first, or React throws the
 * page's HTML away (error #418) and renders it again.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

export function useColorMode() {
  const { theme, resolvedTheme, setTheme } = useTheme()
  const hydrated = useHydrated()
  return {
    preference: (hydrated ? (theme ?? 'system') : 'system') as ColorModePreference,
    colorMode: (hydrated && resolvedTheme === 'dark' ? 'dark' : 'light') as 'light' | 'dark',
    setPreference: (next: ColorModePreference) => setTheme(next),
  }
}
