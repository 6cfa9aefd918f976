import {
  Badge,
  Box,
  Button,
  Dialog,
  HStack,
  Portal,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useState } from 'react'
import type { BuilderDoc } from './builder-doc'
import { differences, mergeByPart, type ConflictPart, type PartChoice } from './draft-decision'

type Props = {
  mine: BuilderDoc
  theirs: BuilderDoc
  onResolve: (chosen: BuilderDoc | 'theirs') => void
}

/**
 * The resume changed elsewhere while these edits waited: both copies, part by part, and the user chooses —
 * all of theirs, all of the server's, or part by part. It cannot be dismissed without a choice, so nothing is
 * overwritten silently either way.
 */
export function ConflictDialog({ mine, theirs, onResolve }: Props) {
  const parts = differences(mine, theirs)
  const [choices, setChoices] = useState<Partial<Record<ConflictPart, PartChoice>>>({})
  const mixed = parts.some((part) => choices[part.part] === 'theirs')
  return (
    <Dialog.Root
      open
      closeOnEscape={false}
      closeOnInteractOutside={false}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>This resume changed elsewhere</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">
                  It was saved from another place while your edits waited. Nothing has been overwritten:
                  choose which version to keep, for everything or part by part.
                </Text>
                <Stack gap="3">
                  {parts.map((part) => (
                    <Box
                      key={part.part}
                      data-testid="conflict-part"
                      borderWidth="1px"
                      borderRadius="md"
                      p="3"
                    >
                      <Text fontWeight="semibold" mb="2">
                        {part.title}
                      </Text>
                      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mb="3">
                        <Box bg="bg.muted" borderRadius="sm" p="2">
                          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
                            Your version
                          </Text>
                          <Text fontSize="sm">{part.mine}</Text>
                        </Box>
                        <Box bg="bg.muted" borderRadius="sm" p="2">
                          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
                            Saved version
                          </Text>
                          <Text fontSize="sm">{part.theirs}</Text>
                        </Box>
                      </SimpleGrid>
                      <RadioGroup.Root
                        size="sm"
                        orientation="horizontal"
                        aria-label={`Keep for ${part.title}`}
                        value={choices[part.part] ?? 'mine'}
                        onValueChange={(e) =>
                          setChoices((c) => ({ ...c, [part.part]: e.value as PartChoice }))
                        }
                      >
                        <HStack gap="5">
                          <Text fontSize="sm">Keep:</Text>
                          {(['mine', 'theirs'] as const).map((side) => (
                            <RadioGroup.Item key={side} value={side}>
                              <RadioGroup.ItemHiddenInput />
                              <RadioGroup.ItemIndicator />
                              <RadioGroup.ItemText>{side === 'mine' ? 'Mine' : 'Saved'}</RadioGroup.ItemText>
                            </RadioGroup.Item>
                          ))}
                        </HStack>
                      </RadioGroup.Root>
                    </Box>
                  ))}
                </Stack>
                {parts.length === 0 ? <Badge alignSelf="flex-start">Both versions say the same</Badge> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              <Button variant="outline" onClick={() => onResolve('theirs')}>
                Keep the saved version
              </Button>
              {mixed ? (
                <Button colorPalette="indigo" onClick={() => onResolve(mergeByPart(mine, theirs, choices))}>
                  Keep my choices
                </Button>
              ) : (
                <Button colorPalette="indigo" onClick={() => onResolve(mine)}>
                  Keep mine
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
