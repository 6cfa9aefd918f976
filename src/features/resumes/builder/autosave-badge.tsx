import { Button, HStack, Spinner, Text } from '@chakra-ui/react'
import { AlertTriangle, Check, CloudOff, GitCompare, Pencil } from 'lucide-react'
import type { AutosaveState } from './autosave-machine'

export const AUTOSAVE_TEXTS = {
  idle: 'All changes saved',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — saved on this device',
  error: 'Not saved',
  conflict: 'Changed elsewhere — choose a version',
} as const

/** Autosave's state in words, announced politely; an error says why and offers Retry. */
export function AutosaveBadge({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  const { status } = state
  const icon = {
    idle: <Check size={16} aria-hidden />,
    pending: <Pencil size={16} aria-hidden />,
    saving: <Spinner size="xs" />,
    saved: <Check size={16} aria-hidden />,
    offline: <CloudOff size={16} aria-hidden />,
    error: <AlertTriangle size={16} aria-hidden />,
    conflict: <GitCompare size={16} aria-hidden />,
  }[status]
  const color =
    status === 'error' ? 'fg.error' : status === 'offline' || status === 'conflict' ? 'orange.fg' : 'fg.muted'
  return (
    <HStack gap="2" minH="8" flexWrap="wrap">
      <HStack gap="1.5" color={color} role="status" aria-live="polite" data-testid="autosave-status">
        {icon}
        <Text fontSize="sm" fontWeight="medium">
          {AUTOSAVE_TEXTS[status]}
          {status === 'error' && state.message ? `: ${state.message}` : ''}
        </Text>
      </HStack>
      {status === 'error' ? (
        <Button size="xs" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </HStack>
  )
}
