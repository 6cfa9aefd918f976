import { Avatar, Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { CompanyProfile } from '@/api/companies/company-profile'
import { AppLink } from '@/components/ui/app-link'
import { EmptyTab } from './profile-section'

/** Team: the members of the company's account (only its own people and admins receive them). */
export function CompanyTeamTab({ company }: { company: CompanyProfile }) {
  if (company.teamMembers.length === 0) {
    return <EmptyTab>No team members yet. Invite recruiters from your account page.</EmptyTab>
  }
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" m="0" p="0">
      {company.teamMembers.map((member) => (
        <HStack as="li" key={member.userId} gap="3" p="3" borderWidth="1px" borderRadius="lg" bg="bg.panel">
          <Avatar.Root size="md" colorPalette="indigo">
            <Avatar.Fallback name={member.name} />
            {member.avatar ? <Avatar.Image src={member.avatar} alt="" /> : null}
          </Avatar.Root>
          <Stack gap="0" minW="0" flex="1">
            <AppLink href={`/people/${member.slug}`} fontWeight="semibold" truncate>
              {member.name}
            </AppLink>
            {member.headline ? (
              <Text fontSize="sm" color="fg.muted" truncate>
                {member.headline}
              </Text>
            ) : null}
          </Stack>
          <Badge variant="subtle">{member.role}</Badge>
        </HStack>
      ))}
    </SimpleGrid>
  )
}
