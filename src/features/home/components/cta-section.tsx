import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { LinkButton } from '@/components/ui/app-link'
import { useSessionSummary } from '@/entities/session/use-session-summary'

export function CtaSection() {
  const { isSignedIn } = useSessionSummary()
  return (
    <Box as="section" aria-labelledby="cta-title" py={{ base: '14', md: '20' }}>
      <Container maxW="5xl">
        <Stack
          gap="5"
          align="center"
          textAlign="center"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '14' }}
          borderRadius="3xl"
          bgGradient="to-br"
          gradientFrom="indigo.600"
          gradientTo="purple.700"
          color="white"
        >
          <Heading as="h2" id="cta-title" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            Your next role is one minute of video away
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900" maxW="2xl">
            Free to start, no card required. Upgrade to Premium for unlimited AI and team seats whenever
            you’re ready.
          </Text>
          <HStack gap="3" flexWrap="wrap" justify="center">
            <LinkButton
              href={isSignedIn ? '/dashboard' : '/signup'}
              size="lg"
              bg="white"
              color="indigo.700"
              _hover={{ bg: 'whiteAlpha.900' }}
            >
              {isSignedIn ? 'Go to your dashboard' : 'Get Started free'}
            </LinkButton>
            <LinkButton
              href="/pricing"
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              Compare plans
            </LinkButton>
          </HStack>
        </Stack>
      </Container>
    </Box>
  )
}
