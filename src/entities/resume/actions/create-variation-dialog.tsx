import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { CreateResumeVariationInputSchema } from '@/api/resumes/resume-inputs'
import { useResumeOwnerActions } from '../writes/use-resume-owner-actions'

type Props = {
  resume: { id: string; name: string; isMaster: boolean; parentId: string | null }
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The new variation's id, once made. */
  onCreated?: (id: string) => void
}

/**
 * "Create variation" (POST /api/Resume/{id}/createVariation {name}): a copy of a master or standalone resume to
 * tailor for one kind of job, kept in its group.
 */
export function CreateVariationDialog({ resume, open, onOpenChange, onCreated }: Props) {
  const { createVariation } = useResumeOwnerActions()
  const [name, setName] = useState(`${resume.name} (variation)`)
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = v.safeParse(CreateResumeVariationInputSchema, { name })
    if (!parsed.success) return setError(parsed.issues[0].message)
    setError(null)
    createVariation.mutate(
      { resume, name: parsed.output.name },
      {
        onSuccess: (created) => {
          onOpenChange(false)
          onCreated?.(created.id)
        },
      },
    )
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size="sm"
      placement="center"
      initialFocusEl={() => document.getElementById('variation-name')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" asChild>
            <form onSubmit={submit} noValidate aria-label="Create variation">
              <Dialog.Header>
                <Dialog.Title>Create a variation</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted">
                    A copy of “{resume.name}” to tailor for one kind of role. It stays in this resume’s group,
                    and you can promote it to master later.
                  </Text>
                  <Field.Root invalid={error !== null} required ids={{ control: 'variation-name' }}>
                    <Field.Label>Variation name</Field.Label>
                    <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
                    <Field.ErrorText>{error}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={createVariation.isPending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="indigo"
                  loading={createVariation.isPending}
                  loadingText="Creating…"
                >
                  Create variation
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
