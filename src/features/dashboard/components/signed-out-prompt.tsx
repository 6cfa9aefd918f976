import { Box, Container, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react'
import { LayoutDashboard } from 'lucide-react'
import { LinkButton } from '@/components/ui/app-link'

/** /dashboard is not behind the gate, so a signed-out visitor gets this instead. */
export function SignedOutPrompt() {
  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }} px="4">
      <Stack gap="5" align="center" textAlign="center">
        <Box bg="indigo.subtle" color="indigo.fg" p="4" borderRadius="full">
          <Icon as={LayoutDashboard} boxSize="8" aria-hidden />
        </Box>
        <Heading as="h1" size="2xl">
          Sign in to see your dashboard
        </Heading>
        <Text color="fg.muted">
          Your dashboard brings together your resumes, saved jobs and next steps — or your open roles and
          candidates if you are hiring.
        </Text>
        <HStack gap="3" flexWrap="wrap" justify="center">
          <LinkButton href="/login" colorPalette="indigo" size="lg">
            Sign In
          </LinkButton>
          <LinkButton href="/signup" variant="outline" size="lg">
            Get Started
          </LinkButton>
        </HStack>
      </Stack>
    </Container>
  )
}
