import type { ComponentType } from 'react'
import type { FormSection } from '../lib/company-form'
import { ContactFields } from './company-contact-fields'
import { CultureFields, TechFields } from './company-culture-fields'
import { FinancialsFields } from './company-financials-fields'
import type { SectionProps } from './company-form-section-props'
import { LocationSection } from './company-location-fields'
import { AboutFields, BasicsFields, LogoFields } from './company-profile-fields'

const SECTIONS: Record<FormSection, ComponentType<SectionProps>> = {
  basics: BasicsFields,
  about: AboutFields,
  location: LocationSection,
  contact: ContactFields,
  logo: LogoFields,
  culture: CultureFields,
  tech: TechFields,
  financials: FinancialsFields,
}

/** The fields of one section of the company form (the onboarding shows one, the edit page all). */
export function CompanyFormSection({ section, ...props }: SectionProps & { section: FormSection }) {
  const Fields = SECTIONS[section]
  return <Fields {...props} />
}
