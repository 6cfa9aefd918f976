import type { CompanyFormValues, FieldErrors } from '../lib/company-form'

/** What every section of the company form gets: the whole form, an updater, the field errors. */
export type SectionProps = {
  values: CompanyFormValues
  onChange: (update: (values: CompanyFormValues) => CompanyFormValues) => void
  errors: FieldErrors
  disabled?: boolean
}
