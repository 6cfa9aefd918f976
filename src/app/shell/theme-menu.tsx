import { IconButton, Menu, Portal } from '@chakra-ui/react'
import { Monitor, Moon, Sun } from 'lucide-react'
import { useColorMode, type ColorModePreference } from '@/components/ui/color-mode'

const OPTIONS = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
] as const

export function themeIcon(preference: ColorModePreference, colorMode: 'light' | 'dark') {
  return preference === 'system' ? Monitor : colorMode === 'dark' ? Moon : Sun
}

/** Light / Dark / System (default system). The trigger shows the mode in effect. */
export function ThemeMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { preference, colorMode, setPreference } = useColorMode()
  const TriggerIcon = themeIcon(preference, colorMode)
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <IconButton aria-label="Theme" variant="ghost" size="sm">
          <TriggerIcon aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup
              value={preference}
              onValueChange={(e) => setPreference(e.value as ColorModePreference)}
            >
              <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
              {OPTIONS.map((o) => (
                <Menu.RadioItem key={o.value} value={o.value}>
                  <o.icon aria-hidden size={16} />
                  {o.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
