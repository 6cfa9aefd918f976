import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { Plus } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { POOL_NAME_MAX } from '@/api/talent-pools/talent-pool-fields'
import { toaster } from '@/components/ui/toaster'
import { useCreatePool } from '@/entities/talent-pool/api/talent-pool-mutations'
import { toUserMessage } from '@/lib/api-client/api-error'

/** A new pool by name, in the account the viewer is acting in. */
export function CreatePoolForm({ onCreated }: { onCreated?: (id: string) => void }) {
  const create = useCreatePool()
  const [name, setName] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return
    create.mutate(
      { name },
      {
        onSuccess: (pool) => {
          toaster.create({ type: 'success', title: `Talent pool “${pool.name}” created` })
          setName('')
          onCreated?.(pool.id)
        },
      },
    )
  }
  return (
    <Stack as="form" aria-label="New talent pool" gap="2" onSubmit={submit}>
      <Field.Root id="new-pool-name" invalid={create.isError}>
        <Field.Label>New pool</Field.Label>
        <HStack gap="2" w="full" align="flex-start">
          <Input
            value={name}
            maxLength={POOL_NAME_MAX}
            placeholder="e.g. Backend engineers, Berlin"
            onChange={(e) => {
              create.reset()
              setName(e.currentTarget.value)
            }}
          />
          <Button
            type="submit"
            colorPalette="indigo"
            loading={create.isPending}
            disabled={!name.trim()}
            flexShrink={0}
          >
            <Plus aria-hidden /> Create
          </Button>
        </HStack>
        {create.isError ? <Field.ErrorText>{toUserMessage(create.error)}</Field.ErrorText> : null}
      </Field.Root>
      <Text fontSize="xs" color="fg.muted">
        A pool belongs to the account you are acting in and is shared with its recruiters and owner.
      </Text>
    </Stack>
  )
}
