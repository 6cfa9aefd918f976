import { Alert, Container } from '@chakra-ui/react'
import { RESUME_RULE_TEXTS } from '@/api/resumes/resume-errors'
import { LinkButton } from '@/components/ui/app-link'

/**
 * What recruiters, employers and admins see on a page that creates a resume (seed 1 §6: "create resume: job seeker
 * only"): why, and where their part of resumes is.
 */
export function JobSeekerOnlyNotice() {
  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <Alert.Root status="info" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{RESUME_RULE_TEXTS.createNeedsJobSeeker}</Alert.Title>
          <Alert.Description>
            Recruiters and employers can browse, track and download candidates’ resumes from the resumes page.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <LinkButton href="/resumes" variant="outline" mt="4">
        Browse resumes
      </LinkButton>
    </Container>
  )
}
