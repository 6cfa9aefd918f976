import { Alert, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { AFFILIATE_TERMS } from '@/api/affiliates/affiliate-dashboard'
import { parseRole, Role } from '@/api/roles'
import { LinkButton } from '@/components/ui/app-link'
import { useSessionSummary } from '@/entities/session/use-session-summary'
import { AffiliateAdminPanel } from './affiliate-admin-panel'
import { AffiliateNumbers } from './affiliate-numbers'

type Props = { days: number; onDaysChange: (days: number) => void }

/**
 * /affiliate/dashboard (seed 2 §2, protected): an affiliate's own numbers, or for admins the programme's
 * affiliates and payouts. The server decides what each may read; the role here only picks the view.
 */
export function AffiliateDashboardPage({ days, onDaysChange }: Props) {
  const session = useSessionSummary()
  const role = session.user ? parseRole(session.user.role) : null
  const admin = role === Role.Admin || role === Role.SuperAdmin
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {admin ? 'Affiliate programme' : 'Affiliate dashboard'}
          </Heading>
          <Text color="fg.muted">
            {admin
              ? 'Every affiliate’s results and the payouts to make.'
              : 'Your link, the people it brought and what you have earned.'}
          </Text>
        </Stack>
        {admin ? (
          <AffiliateAdminPanel />
        ) : role === Role.Affiliate ? (
          <AffiliateNumbers days={days} onDaysChange={onDaysChange} />
        ) : (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>This dashboard is for affiliates</Alert.Title>
              <Alert.Description>
                Affiliates earn {AFFILIATE_TERMS.commissionRatePercent}% of every payment from the customers
                they refer. Join the Affiliate Program with an affiliate account of its own.
              </Alert.Description>
              <LinkButton href="/affiliate-program" size="sm" variant="outline" alignSelf="flex-start">
                About the programme
              </LinkButton>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </Container>
  )
}
