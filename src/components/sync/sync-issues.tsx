import { Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { discardEntry, retryEntry } from '@/lib/outbox/queue'
import type { OutboxEntry } from '@/lib/outbox/types'
import { useFailedEntries } from '@/lib/sync/outbox-store'

const FALLBACK_REASON = 'The server did not accept this change.'

export const failureReason = (entry: OutboxEntry) => entry.lastError?.message || FALLBACK_REASON

/**
 * The signed-in user's writes the server refused (decision 011): what, why, and Retry / Discard. Each button's
 * accessible name says which change it acts on; the outcome is announced, and focus stays in the list when
 * the item it was on goes away.
 */
export function SyncIssues() {
  const entries = useFailedEntries()
  const [announcement, setAnnouncement] = useState('')
  const [busyId, setBusyId] = useState<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)

  async function act(entry: OutboxEntry, action: 'retry' | 'discard') {
    setBusyId(entry.id)
    try {
      const done = action === 'retry' ? await retryEntry(entry.id) : await discardEntry(entry.id)
      if (!done) setAnnouncement(`${entry.label} is already being sent.`)
      else
        setAnnouncement(
          action === 'retry' ? `${entry.label} will be sent again.` : `${entry.label} discarded.`,
        )
    } catch {
      setAnnouncement('That did not work. Please try again.')
    } finally {
      setBusyId(null)
      // The item (and the button that had focus) disappears with the queue's next change.
      requestAnimationFrame(() => {
        if (!listRef.current?.contains(document.activeElement)) listRef.current?.focus()
      })
    }
  }

  return (
    <Stack ref={listRef} tabIndex={-1} gap="2" _focus={{ outline: 'none' }} data-testid="sync-issues">
      <Box role="status" aria-live="polite" fontSize="sm" color="fg.muted">
        {announcement}
      </Box>
      {entries.length === 0 ? (
        <Text fontSize="sm">All your changes are synced.</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label="Changes that did not sync">
          {entries.map((entry) => (
            <Box as="li" key={entry.id} py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
              <Text fontWeight="semibold" fontSize="sm">
                {entry.label}
              </Text>
              <Text fontSize="sm" color="fg.muted" id={`sync-issue-${entry.id}`}>
                {failureReason(entry)}
              </Text>
              <HStack mt="2" gap="2">
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="indigo"
                  loading={busyId === entry.id}
                  disabled={busyId !== null}
                  aria-describedby={`sync-issue-${entry.id}`}
                  onClick={() => void act(entry, 'retry')}
                >
                  Retry<VisuallyHidden> {entry.label}</VisuallyHidden>
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  disabled={busyId !== null}
                  aria-describedby={`sync-issue-${entry.id}`}
                  onClick={() => void act(entry, 'discard')}
                >
                  Discard<VisuallyHidden> {entry.label}</VisuallyHidden>
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
