import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { TaskProposal } from '@/api/ai/chat'
import { patchCachedTasks } from '@/entities/task/task-query'
import { confirmProposal, dismissProposal } from '../api/ai-calls'

type Props = {
  proposal: TaskProposal
  /** Called with the line to add once the user answered. */
  onSettled: (note: string) => void
}

/**
 * The task the assistant gathered, shown for the user to confirm (seed 1 §5): nothing is created until they
 * press Create task; Cancel tells the server to forget it.
 */
export function ProposalCard({ proposal, onSettled }: Props) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<'confirm' | 'dismiss' | null>(null)
  const [error, setError] = useState<string | null>(null)

  const answer = async (kind: 'confirm' | 'dismiss') => {
    setBusy(kind)
    setError(null)
    try {
      if (kind === 'confirm') {
        const task = await confirmProposal(proposal.id)
        patchCachedTasks(queryClient, task)
        onSettled(`✅ Task created — see it on [Tasks](/tasks).`)
      } else {
        await dismissProposal(proposal.id)
        onSettled('Cancelled — no task was created.')
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.')
    } finally {
      setBusy(null)
    }
  }

  return (
    <Box mt="2" p="3" borderWidth="1px" rounded="md" bg="bg" aria-label="Task to create" role="group">
      <Text fontSize="sm" fontWeight="semibold">
        {proposal.task.text}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        Starts {proposal.task.start}
      </Text>
      {error && (
        <Text fontSize="xs" color="red.fg" mt="1" role="alert">
          {error}
        </Text>
      )}
      <HStack mt="2" gap="2">
        <Button
          size="xs"
          colorPalette="indigo"
          loading={busy === 'confirm'}
          disabled={busy !== null}
          onClick={() => void answer('confirm')}
        >
          Create task
        </Button>
        <Button
          size="xs"
          variant="outline"
          loading={busy === 'dismiss'}
          disabled={busy !== null}
          onClick={() => void answer('dismiss')}
        >
          Cancel
        </Button>
      </HStack>
    </Box>
  )
}
