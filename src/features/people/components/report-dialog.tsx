import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Portal,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { useState } from 'react'
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@/api/people/connection-inputs'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { useReportPerson } from '../api/person-moderation'

type Props = { personId: string; name: string; open: boolean; onClose: () => void }

/** Report a person: a reason and optional details, sent to the moderators. */
export function ReportDialog({ personId, name, open, onClose }: Props) {
  const report = useReportPerson(personId)
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')
  const close = () => {
    report.reset()
    setReason(null)
    setDetails('')
    onClose()
  }
  const submit = () => {
    if (!reason) return
    report.mutate(
      { reason, details },
      {
        onSuccess: (_data) => {
          toaster.create({
            type: 'success',
            title: 'Report sent',
            description: `Thanks — we will review ${name}’s profile.`,
          })
          close()
        },
      },
    )
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : close())}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Report {name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <RadioGroup.Root
                  value={reason}
                  onValueChange={(e) => setReason(e.value as ReportReason)}
                  aria-label="Reason"
                >
                  <Stack gap="2">
                    {REPORT_REASONS.map((value) => (
                      <RadioGroup.Item key={value} value={value}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{REPORT_REASON_LABELS[value]}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
                <Field.Root>
                  <Field.Label>Details (optional)</Field.Label>
                  <Textarea
                    value={details}
                    maxLength={REPORT_DETAILS_MAX}
                    onChange={(event) => setDetails(event.currentTarget.value)}
                    rows={3}
                  />
                </Field.Root>
                {report.isError ? (
                  <Text color="fg.error" role="alert">
                    {toUserMessage(report.error)}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button colorPalette="red" disabled={!reason} loading={report.isPending} onClick={submit}>
                Send report
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
