import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import type { ResumeBasics } from '@/api/resumes/json-resume'
import { EntriesSection } from './entries-section'
import { EntryField } from './entry-field'
import type { FieldDef } from './section-fields'

const PERSON: readonly FieldDef[] = [
  { key: 'name', label: 'Full name', kind: 'text' },
  { key: 'label', label: 'Headline', kind: 'text', placeholder: 'e.g. Frontend Developer' },
  { key: 'email', label: 'Email', kind: 'text' },
  { key: 'phone', label: 'Phone', kind: 'text' },
  { key: 'url', label: 'Website', kind: 'url' },
  { key: 'image', label: 'Photo URL', kind: 'url' },
  { key: 'summary', label: 'Summary', kind: 'textarea', wide: true },
]

const LOCATION: readonly FieldDef[] = [
  { key: 'address', label: 'Address', kind: 'text', wide: true },
  { key: 'city', label: 'City', kind: 'text' },
  { key: 'region', label: 'Region', kind: 'text' },
  { key: 'postalCode', label: 'Postal code', kind: 'text' },
  { key: 'countryCode', label: 'Country code', kind: 'text', placeholder: 'e.g. US' },
]

const PROFILE: readonly FieldDef[] = [
  { key: 'network', label: 'Network', kind: 'text', placeholder: 'e.g. GitHub' },
  { key: 'username', label: 'Username', kind: 'text' },
  { key: 'url', label: 'Profile URL', kind: 'url', wide: true },
]

type Props = { basics: ResumeBasics; onChange: (basics: ResumeBasics) => void }

const grid = (
  prefix: string,
  defs: readonly FieldDef[],
  values: Record<string, unknown>,
  set: (key: string, value: unknown) => void,
) => (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
    {defs.map((def) => (
      <Box key={def.key} gridColumn={def.wide ? { md: 'span 2' } : undefined}>
        <EntryField
          id={`${prefix}-${def.key}`}
          def={def}
          value={values[def.key]}
          onChange={(value) => set(def.key, value)}
        />
      </Box>
    ))}
  </SimpleGrid>
)

/** JSON Resume's basics: the person, where they are, and their profiles on other sites (reorderable). */
export function BasicsEditor({ basics, onChange }: Props) {
  const location = basics.location ?? {}
  return (
    <Stack gap="6">
      {grid('basics', PERSON, basics, (key, value) => onChange({ ...basics, [key]: value }))}
      <Stack gap="3">
        <Heading as="h3" size="sm">
          Location
        </Heading>
        {grid('location', LOCATION, location, (key, value) =>
          onChange({ ...basics, location: { ...location, [key]: value } }),
        )}
      </Stack>
      <Stack gap="3">
        <Heading as="h3" size="sm">
          Profiles
        </Heading>
        <EntriesSection
          label="Profiles"
          noun="profile"
          fields={PROFILE}
          entries={basics.profiles ?? []}
          title={(entry) =>
            [entry.network, entry.username].filter((s) => typeof s === 'string' && s).join(' · ')
          }
          onChange={(profiles) => onChange({ ...basics, profiles })}
        />
      </Stack>
    </Stack>
  )
}
