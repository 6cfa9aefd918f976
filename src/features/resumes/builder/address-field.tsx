import { Button, Field, Group, Input, InputAddon, Spinner, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { Check } from 'lucide-react'
import { useState } from 'react'
import { RESUMES_ROOT_KEY } from '@/entities/resume/api/resume-keys'
import { updateResumeSlug } from '@/entities/resume/api/resume-writes'
import { resumeFailureText } from '@/entities/resume/writes/failure-text'
import { useSlugCheck } from '../components/use-slug-check'

type Props = {
  resumeId: string
  slug: string
  version: () => number
  /** Only between saves: the address is its own write, on the version autosave last confirmed. */
  canSave: boolean
  onSaved: (slug: string, version: number) => void
}

/** The resume's address, checked while typed (GET validateSlug) and saved on request (PUT /{id}?slug=). */
export function AddressField({ resumeId, slug, version, canSave, onSaved }: Props) {
  const queryClient = useQueryClient()
  const [value, setValue] = useState(slug)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const unchanged = value.trim() === slug
  const check = useSlugCheck(value, resumeId, unchanged)
  const refused = !unchanged && check.state === 'unavailable' ? check.message : null

  const save = async () => {
    setSaving(true)
    setError(null)
    try {
      const saved = await updateResumeSlug(resumeId, value.trim(), version())
      setValue(saved.slug)
      onSaved(saved.slug, saved.version)
      void queryClient.invalidateQueries({ queryKey: RESUMES_ROOT_KEY })
    } catch (failure) {
      setError(resumeFailureText(failure, 'Failed to save the address. Please try again.'))
    } finally {
      setSaving(false)
    }
  }

  const hint =
    check.state === 'checking' && !unchanged ? (
      <Text as="span" display="inline-flex" gap="1" alignItems="center">
        <Spinner size="xs" /> Checking…
      </Text>
    ) : check.state === 'available' && !unchanged ? (
      <Text as="span" color="green.fg" display="inline-flex" gap="1" alignItems="center">
        <Check size={14} aria-hidden /> /resumes/{check.slug} is available
      </Text>
    ) : (
      'Lower-case letters, digits and dashes.'
    )

  return (
    <Field.Root invalid={Boolean(refused ?? error)} ids={{ control: 'resume-slug' }}>
      <Field.Label>Address</Field.Label>
      <Group attached w="full">
        <InputAddon display={{ base: 'none', sm: 'flex' }}>/resumes/</InputAddon>
        <Input
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          autoCapitalize="none"
          spellCheck={false}
        />
        <Button
          variant="outline"
          onClick={() => void save()}
          loading={saving}
          disabled={unchanged || Boolean(refused) || check.state === 'checking' || !canSave}
        >
          Save address
        </Button>
      </Group>
      {refused || error ? (
        <Field.ErrorText>{refused ?? error}</Field.ErrorText>
      ) : (
        <Field.HelperText aria-live="polite">{hint}</Field.HelperText>
      )}
    </Field.Root>
  )
}
