import type { CompanyProfile } from '@/api/companies/company-profile'
import { companyProfileClass as c } from '@/components/static-css/company-profile'
import { EmptyTab, ProfileSection, TagList } from './profile-section'

/** Tech stack: the stack the teams use and the wider technologies. */
export function CompanyTechTab({ company }: { company: CompanyProfile }) {
  const { techStack, technologies } = company.data
  const extra = technologies.filter((item) => !techStack.includes(item))
  if (techStack.length + extra.length === 0) return <EmptyTab>No tech stack listed yet.</EmptyTab>
  return (
    <div className={c.sections}>
      {techStack.length > 0 ? (
        <ProfileSection title="Tech stack">
          <TagList items={techStack} palette="indigo" />
        </ProfileSection>
      ) : null}
      {extra.length > 0 ? (
        <ProfileSection title="Technologies">
          <TagList items={extra} />
        </ProfileSection>
      ) : null}
    </div>
  )
}
