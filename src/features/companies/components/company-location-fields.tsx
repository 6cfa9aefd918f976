import { Button, Checkbox, Fieldset, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Plus, Trash2 } from 'lucide-react'
import { emptyLocation, errorFor, type FieldErrors, type LocationValues } from '../lib/company-form'
import type { SectionProps } from './company-form-section-props'
import { TextField } from './form-fields'

/** The address fields of one place (headquarters or an office), named `<prefix>.<field>`. */
function LocationFields({
  prefix,
  location,
  onChange,
  errors,
  disabled,
}: {
  prefix: string
  location: LocationValues
  onChange: (patch: Partial<LocationValues>) => void
  errors: FieldErrors
  disabled?: boolean | undefined
}) {
  const field = (key: Exclude<keyof LocationValues, 'remote'>, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={`${prefix}.${key}`}
      value={location[key]}
      onChange={(value) => onChange({ [key]: value })}
      error={errors[`${prefix}.${key}`]}
      autoComplete={autoComplete}
      disabled={disabled}
    />
  )
  return (
    <Stack gap="4">
      {field('address', 'Street address', 'street-address')}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('city', 'City', 'address-level2')}
        {field('state', 'State or region', 'address-level1')}
        {field('postalCode', 'Postal code', 'postal-code')}
        {field('country', 'Country', 'country-name')}
        {field('timezone', 'Time zone', 'off')}
      </SimpleGrid>
      <Checkbox.Root
        checked={location.remote}
        onCheckedChange={(e) => onChange({ remote: e.checked === true })}
        disabled={disabled}
        colorPalette="indigo"
      >
        <Checkbox.HiddenInput name={`${prefix}.remote`} />
        <Checkbox.Control />
        <Checkbox.Label>Remote-friendly</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  )
}

/** The card location, the headquarters, and a list of offices that can grow (up to 50) and shrink. */
export function LocationSection({ values, onChange, errors, disabled }: SectionProps) {
  const setOffice = (index: number, patch: Partial<LocationValues>) =>
    onChange((v) => ({
      ...v,
      locations: v.locations.map((location, i) => (i === index ? { ...location, ...patch } : location)),
    }))
  return (
    <Stack gap="6">
      <TextField
        label="Location shown on your card"
        name="location"
        value={values.location}
        onChange={(value) => onChange((v) => ({ ...v, location: value }))}
        error={errors['location']}
        helper="e.g. 'Berlin, Germany' or 'Remote'. Left empty, the headquarters' city is used."
        maxLength={120}
        disabled={disabled}
      />
      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend fontWeight="semibold">Headquarters</Fieldset.Legend>
        <LocationFields
          prefix="headquarters"
          location={values.headquarters}
          onChange={(patch) => onChange((v) => ({ ...v, headquarters: { ...v.headquarters, ...patch } }))}
          errors={errors}
          disabled={disabled}
        />
      </Fieldset.Root>
      {values.locations.map((location, index) => (
        <Fieldset.Root key={index} disabled={disabled} borderTopWidth="1px" pt="4">
          <HStack justify="space-between">
            <Fieldset.Legend fontWeight="semibold">Office {index + 1}</Fieldset.Legend>
            <IconButton
              aria-label={`Remove office ${index + 1}`}
              variant="ghost"
              size="sm"
              onClick={() =>
                onChange((v) => ({ ...v, locations: v.locations.filter((_, i) => i !== index) }))
              }
            >
              <Trash2 aria-hidden />
            </IconButton>
          </HStack>
          <LocationFields
            prefix={`locations.${index}`}
            location={location}
            onChange={(patch) => setOffice(index, patch)}
            errors={errors}
            disabled={disabled}
          />
        </Fieldset.Root>
      ))}
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        disabled={disabled || values.locations.length >= 50}
        onClick={() => onChange((v) => ({ ...v, locations: [...v.locations, emptyLocation()] }))}
      >
        <Plus aria-hidden /> Add an office
      </Button>
      {errorFor(errors, 'locations') && !values.locations.length ? (
        <Text color="fg.error" fontSize="sm">
          {errorFor(errors, 'locations')}
        </Text>
      ) : null}
    </Stack>
  )
}
