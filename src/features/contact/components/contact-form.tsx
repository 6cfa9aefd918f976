import { Alert, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useRef, useState, type FormEvent } from 'react'
import { CONTACT_LIMITS, type ContactInput } from '@/api/contact'
import { ERROR_CATALOGUE, ErrorCode } from '@/api/errors'
import { isApiError } from '@/lib/api-client/api-error'
import { useSubmitContact } from '../api/submit-contact'
import {
  CONTACT_FIELDS,
  validateContact,
  type ContactErrors,
  type ContactField as FieldName,
} from '../lib/validate-contact'
import { ContactField } from './contact-field'
import { ContactSuccess } from './contact-success'

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' }

/** The reason shown in the failure alert: connection problems in plain words, server messages as sent. */
function failureText(error: Error) {
  if (isApiError(error) && error.code === ErrorCode.NETWORK_ERROR)
    return ERROR_CATALOGUE.NETWORK_ERROR.message
  const message = error.message.trim() || ERROR_CATALOGUE.INTERNAL_ERROR.message
  return /[.!?]$/.test(message) ? message : `${message}.`
}

/** The contact form: validated as you fix it, sent once, and never cleared on a failure. */
export function ContactForm() {
  const [values, setValues] = useState<ContactInput>(EMPTY)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [attempted, setAttempted] = useState(false)
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({})
  const mutation = useSubmitContact()

  const update = (field: FieldName) => (value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    // Before the first submit we stay quiet; afterwards errors clear (or change) as the user types.
    if (attempted) {
      const result = validateContact(next)
      setErrors(result.ok ? {} : result.errors)
    }
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    setAttempted(true)
    const result = validateContact(values)
    if (!result.ok) {
      setErrors(result.errors)
      const first = CONTACT_FIELDS.find((field) => result.errors[field])
      if (first) fieldRefs.current[first]?.focus()
      return
    }
    setErrors({})
    mutation.mutate(result.value)
  }

  if (mutation.isSuccess) {
    return (
      <ContactSuccess
        reference={mutation.data.id}
        email={values.email.trim()}
        onReset={() => {
          setValues(EMPTY)
          setAttempted(false)
          mutation.reset()
        }}
      />
    )
  }

  const pending = mutation.isPending
  const refFor = (field: FieldName) => (node: HTMLInputElement | HTMLTextAreaElement | null) => {
    fieldRefs.current[field] = node
  }
  const messageLength = values.message.trim().length

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Contact form" aria-busy={pending}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ContactField
            name="name"
            label="Name"
            autoComplete="name"
            value={values.name}
            error={errors.name}
            maxLength={CONTACT_LIMITS.name.max}
            disabled={pending}
            ref={refFor('name')}
            onChange={update('name')}
          />
          <ContactField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            helper="We reply to this address."
            maxLength={CONTACT_LIMITS.email.max}
            disabled={pending}
            ref={refFor('email')}
            onChange={update('email')}
          />
        </SimpleGrid>
        <ContactField
          name="subject"
          label="Subject"
          value={values.subject}
          error={errors.subject}
          maxLength={CONTACT_LIMITS.subject.max}
          disabled={pending}
          ref={refFor('subject')}
          onChange={update('subject')}
        />
        <ContactField
          name="message"
          label="Message"
          multiline
          value={values.message}
          error={errors.message}
          helper={`${messageLength} / ${CONTACT_LIMITS.message.max} characters (at least ${CONTACT_LIMITS.message.min})`}
          maxLength={CONTACT_LIMITS.message.max}
          disabled={pending}
          ref={refFor('message')}
          onChange={update('message')}
        />
        {mutation.isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your message was not sent</Alert.Title>
              <Alert.Description>{failureText(mutation.error)} Your text is still here.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'center' }}>
          <Button type="submit" colorPalette="indigo" size="lg" loading={pending} loadingText="Sending…">
            Send message
          </Button>
          <Text fontSize="sm" color="fg.muted">
            We usually reply within one business day.
          </Text>
        </Stack>
      </Stack>
    </form>
  )
}
