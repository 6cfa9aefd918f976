import { Stack, Text } from '@chakra-ui/react'
import type { CompanyProfile } from '@/api/companies/company-profile'
import { EmptyTab, ProfileSection, TagList } from './profile-section'

/** About: description, mission, vision, values and culture. */
export function CompanyAboutTab({ company }: { company: CompanyProfile }) {
  const { data } = company
  const description = data.description ?? company.description
  const empty =
    !description && !data.mission && !data.vision && data.values.length + data.culture.length === 0
  if (empty) return <EmptyTab>This company hasn&apos;t written about itself yet.</EmptyTab>
  return (
    <Stack gap="8">
      {description ? (
        <ProfileSection title="About us">
          <Text whiteSpace="pre-line" lineHeight="tall">
            {description}
          </Text>
        </ProfileSection>
      ) : null}
      {data.mission ? (
        <ProfileSection title="Mission">
          <Text whiteSpace="pre-line">{data.mission}</Text>
        </ProfileSection>
      ) : null}
      {data.vision ? (
        <ProfileSection title="Vision">
          <Text whiteSpace="pre-line">{data.vision}</Text>
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
    </Stack>
  )
}
