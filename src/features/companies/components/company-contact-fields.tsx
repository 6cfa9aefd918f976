import { SimpleGrid, Stack } from '@chakra-ui/react'
import type { CompanyFormValues } from '../lib/company-form'
import type { SectionProps } from './company-form-section-props'
import { TextField } from './form-fields'

/** The website, and the contact channels shown on the profile. */
export function ContactFields({ values, onChange, errors, disabled }: SectionProps) {
  const setContact = (key: keyof CompanyFormValues['contact']) => (value: string) =>
    onChange((v) => ({ ...v, contact: { ...v.contact, [key]: value } }))
  return (
    <Stack gap="4">
      <TextField
        label="Website"
        name="website"
        type="url"
        value={values.website}
        onChange={(value) => onChange((v) => ({ ...v, website: value }))}
        error={errors['website']}
        placeholder="https://example.com"
        autoComplete="url"
        disabled={disabled}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label="Contact email"
          name="contact.email"
          type="email"
          value={values.contact.email}
          onChange={setContact('email')}
          error={errors['contact.email']}
          autoComplete="email"
          disabled={disabled}
        />
        <TextField
          label="Phone"
          name="contact.phone"
          type="tel"
          value={values.contact.phone}
          onChange={setContact('phone')}
          error={errors['contact.phone']}
          autoComplete="tel"
          disabled={disabled}
        />
        <TextField
          label="LinkedIn"
          name="contact.linkedin"
          type="url"
          value={values.contact.linkedin}
          onChange={setContact('linkedin')}
          error={errors['contact.linkedin']}
          placeholder="https://linkedin.com/company/…"
          disabled={disabled}
        />
        <TextField
          label="Twitter"
          name="contact.twitter"
          type="url"
          value={values.contact.twitter}
          onChange={setContact('twitter')}
          error={errors['contact.twitter']}
          placeholder="https://twitter.com/…"
          disabled={disabled}
        />
        <TextField
          label="Facebook"
          name="contact.facebook"
          type="url"
          value={values.contact.facebook}
          onChange={setContact('facebook')}
          error={errors['contact.facebook']}
          placeholder="https://facebook.com/…"
          disabled={disabled}
        />
        <TextField
          label="Careers page"
          name="contact.website"
          type="url"
          value={values.contact.website}
          onChange={setContact('website')}
          error={errors['contact.website']}
          placeholder="https://example.com/careers"
          disabled={disabled}
        />
      </SimpleGrid>
    </Stack>
  )
}
