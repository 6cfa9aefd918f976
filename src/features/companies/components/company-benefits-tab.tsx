import { HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { CircleCheck } from 'lucide-react'
import { BENEFIT_KEYS, type BenefitKey, type CompanyProfile } from '@/api/companies/company-profile'
import { EmptyTab, ProfileSection, TagList } from './profile-section'

export const BENEFIT_LABELS: Record<BenefitKey, string> = {
  healthInsurance: 'Health insurance',
  dentalInsurance: 'Dental insurance',
  visionInsurance: 'Vision insurance',
  retirement401k: '401(k)',
  retirementPlan: 'Retirement plan',
  stockOptions: 'Stock options',
  paidTimeOff: 'Paid time off',
  parentalLeave: 'Parental leave',
  flexibleSchedule: 'Flexible schedule',
  remoteWork: 'Remote work',
  learningBudget: 'Learning budget',
  professionalDevelopment: 'Professional development',
  gymMembership: 'Gym membership',
  freeFood: 'Free food',
  commuteBenefits: 'Commute benefits',
}

/** Benefits & perks: the benefit flags that are on, other benefits, and perks. */
export function CompanyBenefitsTab({ company }: { company: CompanyProfile }) {
  const { benefits, perks } = company.data
  const offered = BENEFIT_KEYS.filter((key) => benefits?.[key])
  const other = benefits?.other ?? []
  if (offered.length + other.length + perks.length === 0) {
    return <EmptyTab>No benefits or perks listed yet.</EmptyTab>
  }
  return (
    <Stack gap="8">
      {offered.length + other.length > 0 ? (
        <ProfileSection title="Benefits">
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="3" listStyleType="none" m="0" p="0">
            {[...offered.map((key) => BENEFIT_LABELS[key]), ...other].map((label) => (
              <HStack as="li" key={label} gap="2" p="3" borderWidth="1px" borderRadius="lg" bg="bg.panel">
                <Icon color="green.solid" boxSize="5" aria-hidden>
                  <CircleCheck />
                </Icon>
                <Text>{label}</Text>
              </HStack>
            ))}
          </SimpleGrid>
        </ProfileSection>
      ) : null}
      {perks.length > 0 ? (
        <ProfileSection title="Perks">
          <TagList items={perks} palette="indigo" />
        </ProfileSection>
      ) : null}
    </Stack>
  )
}
