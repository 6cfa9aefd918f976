import { SimpleGrid, Stack } from '@chakra-ui/react'
import { errorFor, type CompanyFormValues } from '../lib/company-form'
import type { SectionProps } from './company-form-section-props'
import { TagsField, TextField } from './form-fields'

/** Funding stage, currency, the amounts, profitability and investors. */
export function FinancialsFields({ values, onChange, errors, disabled }: SectionProps) {
  const f = values.financials
  const set = (key: Exclude<keyof CompanyFormValues['financials'], 'investors'>) => (value: string) =>
    onChange((v) => ({ ...v, financials: { ...v.financials, [key]: value } }))
  const amount = (key: 'fundingAmount' | 'totalFunding' | 'valuation' | 'revenue', label: string) => (
    <TextField
      label={label}
      name={`financials.${key}`}
      type="number"
      inputMode="decimal"
      value={f[key]}
      onChange={set(key)}
      error={errors[`financials.${key}`]}
      disabled={disabled}
    />
  )
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label="Funding stage"
          name="financials.fundingStage"
          value={f.fundingStage}
          onChange={set('fundingStage')}
          error={errors['financials.fundingStage']}
          placeholder="e.g. Series A"
          disabled={disabled}
        />
        <TextField
          label="Currency"
          name="financials.currency"
          value={f.currency}
          onChange={set('currency')}
          error={errors['financials.currency']}
          placeholder="e.g. USD"
          maxLength={3}
          disabled={disabled}
        />
        {amount('fundingAmount', 'Last round')}
        {amount('totalFunding', 'Total funding')}
        {amount('valuation', 'Valuation')}
        {amount('revenue', 'Annual revenue')}
        <TextField
          label="Profitability"
          name="financials.profitability"
          value={f.profitability}
          onChange={set('profitability')}
          error={errors['financials.profitability']}
          placeholder="e.g. Profitable"
          disabled={disabled}
        />
      </SimpleGrid>
      <TagsField
        label="Investors"
        name="financials.investors"
        value={f.investors}
        onChange={(list) => onChange((v) => ({ ...v, financials: { ...v.financials, investors: list } }))}
        error={errorFor(errors, 'financials.investors')}
        max={50}
        maxLength={120}
        disabled={disabled}
      />
    </Stack>
  )
}
