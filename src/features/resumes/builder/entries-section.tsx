import { Box, Button, Card, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Plus, Trash2 } from 'lucide-react'
import { RESUME_SECTION_MAX_ITEMS } from '@/api/resumes/json-resume'
import { EntryField } from './entry-field'
import { moveItem } from './reorder'
import { ReorderList } from './reorder-list'
import type { FieldDef } from './section-fields'
import { useEntryKeys } from './use-entry-keys'

type Entry = Record<string, unknown>

type Props = {
  /** The list's accessible name, e.g. "Work experience entries". */
  label: string
  noun: string
  fields: readonly FieldDef[]
  entries: readonly Entry[]
  title: (entry: Entry) => string
  onChange: (entries: Entry[]) => void
}

/** The entries of one section: each a card of fields with its reorder controls and Remove; Add at the end. */
export function EntriesSection({ label, noun, fields, entries, title, onChange }: Props) {
  const keys = useEntryKeys(entries.length)
  const titles = entries.map((entry, index) => title(entry) || `${capitalised(noun)} ${index + 1}`)

  const setField = (index: number, key: string, value: unknown) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, [key]: value } : entry)))

  const add = () => {
    keys.add()
    onChange([...entries, {}])
  }

  return (
    <Stack gap="3">
      {entries.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No {noun} entries yet.
        </Text>
      ) : (
        <ReorderList
          label={label}
          keys={keys.keys}
          titles={titles}
          onMove={(from, to) => {
            keys.move(from, to)
            onChange(moveItem(entries, from, to))
          }}
        >
          {(index, handle) => {
            const entry = entries[index] ?? {}
            const key = keys.keys[index] ?? String(index)
            return (
              <Card.Root variant="outline" size="sm" bg="bg" aria-label={titles[index]} role="group">
                <Card.Header pb="0">
                  <HStack gap="2" justify="space-between">
                    <Text fontWeight="semibold" truncate minW="0">
                      {titles[index]}
                    </Text>
                    <HStack gap="0">
                      {handle}
                      <IconButton
                        aria-label={`Remove ${titles[index]}`}
                        variant="ghost"
                        size="sm"
                        colorPalette="red"
                        onClick={() => {
                          keys.remove(index)
                          onChange(entries.filter((_, i) => i !== index))
                        }}
                      >
                        <Trash2 aria-hidden />
                      </IconButton>
                    </HStack>
                  </HStack>
                </Card.Header>
                <Card.Body>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    {fields.map((def) => (
                      <Box key={def.key} gridColumn={def.wide ? { md: 'span 2' } : undefined}>
                        <EntryField
                          id={`${key}-${def.key}`}
                          def={def}
                          value={entry[def.key]}
                          onChange={(value) => setField(index, def.key, value)}
                        />
                      </Box>
                    ))}
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>
            )
          }}
        </ReorderList>
      )}
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        onClick={add}
        disabled={entries.length >= RESUME_SECTION_MAX_ITEMS}
      >
        <Plus aria-hidden /> Add {noun}
      </Button>
    </Stack>
  )
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
