import { ThemeProvider, useTheme } from 'next-themes'
import { useLayoutEffect, type ReactNode } from 'react'
import { useHydrated } from '@/lib/hydration/use-hydrated'
import { hasThemeClass, pauseTransitionsUntilThemeChange } from './pause-transitions'

export type ColorModePreference = 'light' | 'dark' | 'system'

/**
 * Light/dark/system theme, default system. next-themes keeps the choice in localStorage.
 *
 * Not `disableTransitionOnChange`: next-themes re-applies the theme when it mounts, and with that option every apply
 * adds a style tag that turns transitions off, forces a style recalculation of the whole page and removes the tag
 * again (two more full recalculations during start-up). Every page the server sends already carries the theme class,
 * set by next-themes' inline script before the first paint, so the apply at mount changes nothing that could
 * transition. Transitions are paused only when the theme really changes: a switch the user makes (`setPreference`),
 * or a first apply on a page without the class (the development server's index.html).
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <PauseTransitionsIfUnthemed />
      <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme">
        {children}
      </ThemeProvider>
    </>
  )
}

/** Layout effects run before next-themes' effect that applies the theme at mount. */
function PauseTransitionsIfUnthemed() {
  useLayoutEffect(() => {
    if (!hasThemeClass()) return pauseTransitionsUntilThemeChange()
  }, [])
  return null
}

export function useColorMode() {
  const { theme, resolvedTheme, setTheme } = useTheme()
  // The page was rendered without the stored theme: while hydrating it shows what the server rendered (React would
  // otherwise throw the HTML away), then the stored choice.
  const hydrated = useHydrated()
  return {
    preference: (hydrated ? (theme ?? 'system') : 'system') as ColorModePreference,
    colorMode: (hydrated && resolvedTheme === 'dark' ? 'dark' : 'light') as 'light' | 'dark',
    setPreference: (next: ColorModePreference) => {
      pauseTransitionsUntilThemeChange()
      setTheme(next)
    },
  }
}
