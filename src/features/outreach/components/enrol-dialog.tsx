import { Button, Dialog, Field, NativeSelect, Portal, Stack, Tabs, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { OUTREACH_TEXTS } from '@/api/outreach/outreach-fields'
import { toaster } from '@/components/ui/toaster'
import { useTalentPools } from '@/entities/talent-pool/api/talent-pool-queries'
import { toUserMessage } from '@/lib/api-client/api-error'
import { useEnrol } from '../api/outreach-api'
import { CandidatePicker } from './candidate-picker'

type Source = 'applicants' | 'people' | 'pool'
type Props = { sequenceId: string; open: boolean; onClose: () => void }

/** Enrol people from applicants of the caller's jobs, a people search, or a talent pool. */
export function EnrolDialog({ sequenceId, open, onClose }: Props) {
  const [source, setSource] = useState<Source>('applicants')
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [poolId, setPoolId] = useState('')
  const pools = useTalentPools(open && source === 'pool')
  const enrol = useEnrol()
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const canSubmit = source === 'pool' ? poolId !== '' : selected.size > 0
  const submit = () => {
    const input = source === 'pool' ? { source, poolId } : { source, userIds: [...selected] }
    enrol.mutate(
      { id: sequenceId, input },
      {
        onSuccess: (result) => {
          toaster.create({
            type: 'success',
            title: OUTREACH_TEXTS.enrolled,
            description: `${result.enrolled} enrolled${result.skipped.length ? `, ${result.skipped.length} skipped` : ''}.`,
          })
          setSelected(new Set())
          onClose()
        },
      },
    )
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="center"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Enrol candidates</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Tabs.Root
                value={source}
                onValueChange={(e) => {
                  setSource(e.value as Source)
                  setSelected(new Set())
                }}
                variant="enclosed"
              >
                <Tabs.List>
                  <Tabs.Trigger value="applicants">Applicants</Tabs.Trigger>
                  <Tabs.Trigger value="people">People</Tabs.Trigger>
                  <Tabs.Trigger value="pool">Talent pool</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="applicants">
                  <CandidatePicker source="applicants" selected={selected} onToggle={toggle} />
                </Tabs.Content>
                <Tabs.Content value="people">
                  <CandidatePicker source="people" selected={selected} onToggle={toggle} />
                </Tabs.Content>
                <Tabs.Content value="pool">
                  <Stack gap="2">
                    <Field.Root id="outreach-pool">
                      <Field.Label>Talent pool</Field.Label>
                      <NativeSelect.Root disabled={pools.isLoading}>
                        <NativeSelect.Field value={poolId} onChange={(e) => setPoolId(e.target.value)}>
                          <option value="">Choose a pool…</option>
                          {(pools.data?.items ?? []).map((pool) => (
                            <option key={pool.id} value={pool.id}>
                              {pool.name} ({pool.memberCount})
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Field.HelperText>Every member you may contact is enrolled.</Field.HelperText>
                    </Field.Root>
                    {pools.isError ? (
                      <Text color="fg.error" role="alert">
                        {toUserMessage(pools.error)}
                      </Text>
                    ) : null}
                  </Stack>
                </Tabs.Content>
              </Tabs.Root>
              {enrol.isError ? (
                <Text color="fg.error" role="alert" mt="3">
                  {toUserMessage(enrol.error)}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="indigo" onClick={submit} disabled={!canSubmit} loading={enrol.isPending}>
                Enrol{source !== 'pool' && selected.size ? ` ${selected.size}` : ''}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
