import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { FilePlus2 } from 'lucide-react'
import { can } from '@/api/roles'
import { LinkButton } from '@/components/ui/app-link'
import { isReviewerRole } from '@/entities/resume/actions/resume-actions'
import { useDisplayRole, useSignedInUserId } from '@/lib/session/use-session'
import type { ResumesSearch } from '../lib/resumes-search'
import { MyResumesSection } from './my-resumes-section'
import { OwnershipSection } from './ownership-section'
import { PublicResumesSection } from './public-resumes-section'

type Props = { search: ResumesSearch; onSearchChange: (next: ResumesSearch) => void }

/**
 * /resumes: for a signed-in user their own resumes as master groups with variations (job seekers), the resumes
 * they track (recruiters and employers) and their account's (when any); for everyone the public resumes. The
 * create button is for job seekers only (seed 1 §6 "Create resume: job seeker only").
 */
export function ResumesPage({ search, onSearchChange }: Props) {
  const viewerId = useSignedInUserId()
  const role = useDisplayRole()
  const canCreate = viewerId !== null && can(role, 'createResume')
  const reviewer = viewerId !== null && isReviewerRole(role)

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '8', md: '10' }}>
        <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Resumes
            </Heading>
            <Text color="fg.muted">
              {canCreate
                ? 'Your master resume, its variations for different roles, and who can see each one.'
                : reviewer
                  ? 'Find candidates, track the ones you like, and download their resumes.'
                  : 'Browse resumes people have shared, or sign in to build your own.'}
            </Text>
          </Stack>
          {canCreate ? (
            <LinkButton href="/resumes/new" colorPalette="indigo" size="sm">
              <FilePlus2 aria-hidden /> Create resume
            </LinkButton>
          ) : null}
        </HStack>

        {viewerId !== null && !reviewer ? (
          <MyResumesSection viewerId={viewerId} canCreate={canCreate} />
        ) : null}
        {viewerId !== null && reviewer ? (
          <OwnershipSection
            viewerId={viewerId}
            ownership="tracked"
            title="Tracked resumes"
            emptyText="Open a resume and choose Track Candidate to keep it here."
            alwaysShow
          />
        ) : null}
        {viewerId !== null ? (
          <OwnershipSection
            viewerId={viewerId}
            ownership="account_owned"
            title="Your team's resumes"
            emptyText="Resumes of your account's members appear here."
          />
        ) : null}

        <PublicResumesSection search={search} viewerId={viewerId} onSearchChange={onSearchChange} />
      </Stack>
    </Container>
  )
}
