import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import type { Job } from '@/api/jobs/job-full'
import { LinkButton } from '@/components/ui/app-link'
import type { SubmitIntent } from '../lib/submit-job-form'

type Props = {
  job: Job | null
  pending: SubmitIntent | null
  /** When the form was last written to this device. */
  savedAt: number | null
  onIntent: (intent: SubmitIntent) => void
}

const timeOf = (at: number) => new Date(at).toLocaleTimeString(undefined, { timeStyle: 'short' })

/**
 * Save draft / Publish for a new job or a draft (the creation input's status Draft or Open), Save changes
 * for anything else (its status changes through the owner actions). Save draft comes first, so Enter in a
 * field saves a draft and never publishes by accident.
 */
export function JobFormActions({ job, pending, savedAt, onIntent }: Props) {
  const canPublish = job === null || job.status === 'draft'
  const submitButton = (intent: SubmitIntent, label: string, loadingText: string, primary: boolean) => (
    <Button
      type="submit"
      value={intent}
      colorPalette="indigo"
      variant={primary ? 'solid' : 'outline'}
      loading={pending === intent}
      loadingText={loadingText}
      disabled={pending !== null && pending !== intent}
      onClick={() => onIntent(intent)}
    >
      {label}
    </Button>
  )
  return (
    <Stack
      direction={{ base: 'column-reverse', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      gap="4"
      borderTopWidth="1px"
      pt="6"
    >
      <Text fontSize="sm" color="fg.muted">
        {savedAt
          ? `Unsaved changes kept on this device (${timeOf(savedAt)}).`
          : 'Changes are kept on this device as you type.'}
      </Text>
      <HStack gap="2" justify="flex-end" wrap="wrap">
        <LinkButton href={job ? `/jobs/${job.id}` : '/jobs/manage'} variant="ghost">
          Cancel
        </LinkButton>
        {canPublish ? submitButton('draft', job ? 'Save draft' : 'Save as draft', 'Saving…', false) : null}
        {canPublish
          ? submitButton('publish', job ? 'Publish' : 'Publish job', 'Publishing…', true)
          : submitButton('save', 'Save changes', 'Saving…', true)}
      </HStack>
    </Stack>
  )
}
