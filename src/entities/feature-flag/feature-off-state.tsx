import { Container, Heading, Icon, Stack, Text } from '@chakra-ui/react'
import { PowerOff } from 'lucide-react'
import { FEATURE_FLAG_LABELS, featureDisabledMessage, type FeatureFlag } from '@/api/feature-flags'
import { LinkButton } from '@/components/ui/app-link'

/** A page whose feature an admin turned off: said plainly, with the way back. */
export function FeatureOffState({ flag }: { flag: FeatureFlag }) {
  return (
    <Container maxW="xl" py={{ base: '12', md: '20' }} px="4">
      <Stack gap="4" align="center" textAlign="center" role="status">
        <Icon boxSize="10" color="fg.muted" aria-hidden>
          <PowerOff />
        </Icon>
        <Heading as="h1" size="xl">
          {FEATURE_FLAG_LABELS[flag].label} is turned off
        </Heading>
        <Text color="fg.muted">{featureDisabledMessage(flag)} Please check back later.</Text>
        <LinkButton href="/dashboard" colorPalette="indigo">
          Go to your dashboard
        </LinkButton>
      </Stack>
    </Container>
  )
}
