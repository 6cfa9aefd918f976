import { Alert, Button } from '@chakra-ui/react'

type Props = { savedAt: number; onDiscard: () => void; onDismiss: () => void }

const timeOf = (at: number) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** Shown when the form came back with what was typed last time but never saved to the server. */
export function RestoredDraftBanner({ savedAt, onDiscard, onDismiss }: Props) {
  return (
    <Alert.Root status="info" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="12rem">
        <Alert.Title>Restored your unsaved draft</Alert.Title>
        <Alert.Description>From {timeOf(savedAt)}, kept on this device.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        Discard
      </Button>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        Keep
      </Button>
    </Alert.Root>
  )
}
