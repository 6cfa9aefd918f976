import type { CompanyProfile } from '@/api/companies/company-profile'
import { companyProfileClass as c } from '@/components/static-css/company-profile'
import { EmptyTab, ProfileSection, TagList } from './profile-section'

/** About: description, mission, vision, values and culture. */
export function CompanyAboutTab({ company }: { company: CompanyProfile }) {
  const { data } = company
  const description = data.description ?? company.description
  const empty =
    !description && !data.mission && !data.vision && data.values.length + data.culture.length === 0
  if (empty) return <EmptyTab>This company hasn&apos;t written about itself yet.</EmptyTab>
  return (
    <div className={c.sections}>
      {description ? (
        <ProfileSection title="About us">
          <p className={c.prose}>{description}</p>
        </ProfileSection>
      ) : null}
      {data.mission ? (
        <ProfileSection title="Mission">
          <p className={c.preLine}>{data.mission}</p>
        </ProfileSection>
      ) : null}
      {data.vision ? (
        <ProfileSection title="Vision">
          <p className={c.preLine}>{data.vision}</p>
        </ProfileSection>
      ) : null}
      {data.values.length > 0 ? (
        <ProfileSection title="Values">
          <TagList items={data.values} palette="indigo" />
        </ProfileSection>
      ) : null}
      {data.culture.length > 0 ? (
        <ProfileSection title="Culture">
          <TagList items={data.culture} />
        </ProfileSection>
      ) : null}
    </div>
  )
}
