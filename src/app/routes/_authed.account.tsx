import { createFileRoute } from '@tanstack/react-router'
import { Container } from '@chakra-ui/react'
import { AccountPage } from '@/features/account/components/account-page'
import { BillingSection } from '@/features/billing/components/billing-section'
import { TeamSection } from '@/features/team/components/team-section'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/_authed/account')({ component: AccountRoute })

function AccountRoute() {
  usePageMeta({ title: 'Account', noindex: true })
  return (
    <>
      <AccountPage />
      <Container maxW="3xl" pb={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <TeamSection />
      </Container>
      <Container maxW="3xl" pb={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <BillingSection />
      </Container>
    </>
  )
}
