import { Button, EmptyState, HStack, VStack } from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import { FileX2, LogIn } from 'lucide-react'
import { LinkButton } from '@/components/ui/app-link'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useIsSignedIn } from '@/lib/session/use-session'

/**
 * A resume that does not exist and one the viewer may not see look the same (the server answers 404 for both, so
 * a hidden resume never confirms it exists). A visitor may see more once signed in: say so.
 */
export function ResumeNotFound() {
  const signedIn = useIsSignedIn()
  const router = useRouter()
  usePageMeta({ title: 'Resume not found', noindex: true })
  return (
    <VStack py={{ base: '10', md: '16' }} px="4" maxW="2xl" mx="auto">
      <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg.panel" data-testid="resume-not-found">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <FileX2 />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h1" fontSize="xl">
              Resume not found
            </EmptyState.Title>
            <EmptyState.Description>
              This resume doesn’t exist, or its owner hasn’t shared it with you.
              {signedIn
                ? ''
                : ' Some resumes are visible to recruiters or connections only — sign in to see more.'}
            </EmptyState.Description>
          </VStack>
          <HStack gap="3" wrap="wrap" justify="center">
            <LinkButton href="/resumes" variant="outline">
              Browse resumes
            </LinkButton>
            {signedIn ? null : (
              <Button
                colorPalette="indigo"
                onClick={() =>
                  void router.navigate({ to: '/login', search: { redirect: router.state.location.href } })
                }
              >
                <LogIn aria-hidden /> Sign in
              </Button>
            )}
          </HStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </VStack>
  )
}
