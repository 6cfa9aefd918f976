import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { useState } from 'react'
import {
  POOL_NAME_MAX,
  POOL_NOTE_MAX,
  TALENT_POOL_STAGE_LABELS,
  TALENT_POOL_STAGES,
  TALENT_POOL_TEXTS,
  type TalentPoolStage,
} from '@/api/talent-pools/talent-pool-fields'
import { AppLink } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { useAddPoolMember, useCreatePool } from './api/talent-pool-mutations'
import { usePoolPersonStatus, useTalentPools } from './api/talent-pool-queries'

const NEW_POOL = 'new'

type Props = { personId: string; name: string; open: boolean; onClose: () => void }

/**
 * "Add to pool" (seed 2 §6: recruiters may add a person to a talent pool): pick one of the viewer's pools — or
 * name a new one — a stage and an optional first note. Pools already holding the person say so and are not
 * offered again.
 */
export function AddToPoolDialog({ personId, name, open, onClose }: Props) {
  const pools = useTalentPools(open)
  const status = usePoolPersonStatus(personId, open)
  const create = useCreatePool()
  const add = useAddPoolMember()
  const [choice, setChoice] = useState<string | null>(null)
  const [newName, setNewName] = useState('')
  const [stage, setStage] = useState<TalentPoolStage>('sourced')
  const [note, setNote] = useState('')

  const items = pools.data?.items ?? []
  const inPool = new Map((status.data?.memberships ?? []).map((m) => [m.poolId, m]))
  const available = items.filter((pool) => !inPool.has(pool.id))
  const severalAccounts = new Set(items.map((pool) => pool.accountId)).size > 1
  const selected = choice ?? available[0]?.id ?? NEW_POOL
  const busy = create.isPending || add.isPending
  const error = create.error ?? add.error

  const close = () => {
    create.reset()
    add.reset()
    setChoice(null)
    setNewName('')
    setStage('sourced')
    setNote('')
    onClose()
  }

  const submit = async () => {
    const poolName = selected === NEW_POOL ? newName.trim() : items.find((p) => p.id === selected)?.name
    if (!poolName) return
    try {
      const poolId = selected === NEW_POOL ? (await create.mutateAsync({ name: poolName })).id : selected
      const member = await add.mutateAsync({
        poolId,
        userId: personId,
        stage,
        ...(note.trim() ? { note } : {}),
      })
      toaster.create({
        type: 'success',
        title: member.created ? `${name} added to ${poolName}` : `${name} is already in ${poolName}`,
      })
      close()
    } catch {
      // Shown in the dialog (create.error / add.error).
    }
  }

  const loading = pools.isPending || status.isPending
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
          <Dialog.Content mx="4" data-testid="add-to-pool-dialog">
            <Dialog.Header>
              <Dialog.Title>Add {name} to a talent pool</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {loading ? (
                <Stack align="center" py="6" role="status">
                  <Spinner color="indigo.solid" />
                  <Text srOnly>Loading your talent pools…</Text>
                </Stack>
              ) : pools.isError ? (
                <Text color="fg.error" role="alert">
                  {toUserMessage(pools.error)}
                </Text>
              ) : (
                <Stack gap="4">
                  {inPool.size > 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      Already in{' '}
                      {[...inPool.values()].map((m, index) => (
                        <span key={m.poolId}>
                          {index > 0 ? ', ' : ''}
                          <AppLink href={`/talent-pools/${m.poolId}`}>{m.poolName}</AppLink> (
                          {TALENT_POOL_STAGE_LABELS[m.stage]})
                        </span>
                      ))}
                      .
                    </Text>
                  ) : null}
                  <Field.Root id="pool-choice">
                    <Field.Label>Talent pool</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={selected} onChange={(e) => setChoice(e.target.value)}>
                        {available.map((pool) => (
                          <option key={pool.id} value={pool.id}>
                            {pool.name}
                            {severalAccounts ? ` — ${pool.accountName}` : ''} ({pool.memberCount})
                          </option>
                        ))}
                        <option value={NEW_POOL}>New pool…</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  {selected === NEW_POOL ? (
                    <Field.Root id="pool-new-name" required>
                      <Field.Label>
                        New pool name <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        value={newName}
                        maxLength={POOL_NAME_MAX}
                        placeholder="e.g. Frontend shortlist"
                        onChange={(e) => setNewName(e.currentTarget.value)}
                      />
                      <Field.HelperText>Shared with your account’s recruiters and owner.</Field.HelperText>
                    </Field.Root>
                  ) : null}
                  <Field.Root id="pool-stage">
                    <Field.Label>Stage</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={stage}
                        onChange={(e) => setStage(e.target.value as TalentPoolStage)}
                      >
                        {TALENT_POOL_STAGES.map((value) => (
                          <option key={value} value={value}>
                            {TALENT_POOL_STAGE_LABELS[value]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root id="pool-note">
                    <Field.Label>Note (optional)</Field.Label>
                    <Textarea
                      value={note}
                      rows={2}
                      maxLength={POOL_NOTE_MAX}
                      onChange={(e) => setNote(e.currentTarget.value)}
                    />
                  </Field.Root>
                  {error ? (
                    <Text color="fg.error" role="alert">
                      {toUserMessage(error) || TALENT_POOL_TEXTS.notHiring}
                    </Text>
                  ) : null}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button
                colorPalette="indigo"
                loading={busy}
                loadingText="Adding…"
                disabled={loading || pools.isError || (selected === NEW_POOL && newName.trim() === '')}
                onClick={() => void submit()}
              >
                Add to pool
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
