import { Container, Heading, Icon, Stack, Text } from '@chakra-ui/react'
import { ShieldAlert } from 'lucide-react'
import { PRODUCT_METRICS_TEXTS } from '@/api/product-metrics/product-metrics'
import { LinkButton } from '@/components/ui/app-link'

/** The 403 of the page: said plainly, with the way back (the server refuses the calls the same way). */
export function AdminsOnlyState() {
  return (
    <Container maxW="xl" py={{ base: '12', md: '20' }} px="4">
      <Stack gap="4" align="center" textAlign="center" role="alert">
        <Icon boxSize="10" color="fg.error" aria-hidden>
          <ShieldAlert />
        </Icon>
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
          403 · Not allowed
        </Text>
        <Heading as="h1" size="xl">
          {PRODUCT_METRICS_TEXTS.forbidden}
        </Heading>
        <Text color="fg.muted">
          The product dashboard shows figures about everyone on ReelHire, so it is for admins and super
          admins.
        </Text>
        <LinkButton href="/dashboard" colorPalette="indigo">
          Go to your dashboard
        </LinkButton>
      </Stack>
    </Container>
  )
}
