import { Button, Field, HStack, Input } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { ExtractInputSchema } from '@/api/job-import'

type Props = {
  onSubmit: (url: string) => void
  onError: (message: string | null) => void
  error: string | null
  disabled?: boolean | undefined
}

/** The link of a job posting, checked with the contract's rules before the server is asked. */
export function JobLinkForm({ onSubmit, onError, error, disabled }: Props) {
  const [url, setUrl] = useState('')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A bare 'jobs.example.com/123' means https.
    const typed = url.trim()
    const candidate = typed && !/^[a-z][a-z\d+.-]*:/i.test(typed) ? `https://${typed}` : typed
    const parsed = v.safeParse(ExtractInputSchema, { url: candidate })
    if (!parsed.success) {
      onError(parsed.issues[0]?.message ?? 'Please enter a valid URL')
      return
    }
    onError(null)
    onSubmit(parsed.output.url)
  }
  return (
    <form noValidate onSubmit={submit} aria-label="Import from a link">
      <Field.Root invalid={Boolean(error)} disabled={disabled}>
        <Field.Label srOnly>Link to a job posting</Field.Label>
        <HStack gap="2" align="start" w="full">
          <Input
            type="url"
            name="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://example.com/jobs/123"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          <Button type="submit" colorPalette="indigo" variant="outline" disabled={disabled} flexShrink={0}>
            Import
          </Button>
        </HStack>
        {error ? (
          <Field.ErrorText role="alert">{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>A public page with the job posting.</Field.HelperText>
        )}
      </Field.Root>
    </form>
  )
}
