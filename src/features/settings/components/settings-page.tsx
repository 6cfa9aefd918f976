import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { LinkButton } from '@/components/ui/app-link'
import { useIsSignedIn } from '@/lib/session/use-session'
import { BlockedPeopleSection } from './blocked-people-section'
import { ChangePasswordSection } from './change-password-section'
import { MyDataSection } from './my-data-section'
import { NotificationMailSection } from './notification-mail-section'
import { FeatureGate } from '@/entities/feature-flag/feature-gate'
import { SessionsSection } from './sessions-section'
import { ThemeSection } from './theme-section'
import { TwoFactorSection } from './two-factor-section'

/** /settings: theme, two-factor, password, sessions, your data. */
export function SettingsPage() {
  const signedIn = useIsSignedIn()
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Settings
          </Heading>
          <Text color="fg.muted">Appearance and the security of your account.</Text>
        </Stack>
        <ThemeSection />
        {signedIn ? (
          <>
            <TwoFactorSection />
            <ChangePasswordSection />
            <SessionsSection />
            <FeatureGate flag="NOTIFICATIONS">
              <NotificationMailSection />
            </FeatureGate>
            <BlockedPeopleSection />
            <MyDataSection />
          </>
        ) : (
          <Stack gap="3" borderWidth="1px" borderRadius="lg" p="5">
            <Text>
              Sign in to manage two-factor authentication, your password and where you are signed in.
            </Text>
            <HStack gap="2">
              <LinkButton href="/login" colorPalette="indigo" size="sm">
                Sign In
              </LinkButton>
              <LinkButton href="/signup" variant="outline" size="sm">
                Get Started
              </LinkButton>
            </HStack>
          </Stack>
        )}
      </Stack>
    </Container>
  )
}
