import { SegmentGroup } from '@chakra-ui/react'
import { useColorMode, type ColorModePreference } from '@/components/ui/color-mode'
import { SettingsSection } from './settings-section'

const ITEMS: { value: ColorModePreference; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

/** Theme preference: light, dark or system (the default). */
export function ThemeSection() {
  const { preference, setPreference } = useColorMode()
  return (
    <SettingsSection id="theme" title="Appearance" description="Choose how ReelHire looks on this device.">
      <SegmentGroup.Root
        aria-label="Theme"
        value={preference}
        onValueChange={(e) => {
          const next = ITEMS.find((item) => item.value === e.value)
          if (next) setPreference(next.value)
        }}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={ITEMS} />
      </SegmentGroup.Root>
    </SettingsSection>
  )
}
