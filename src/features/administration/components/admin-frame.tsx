import { Box, Container, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react'
import { ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Role, roleLabel } from '@/api/roles'
import { AppLink, LinkButton } from '@/components/ui/app-link'
import { useDisplayRole } from '@/lib/session/use-session'
import { ADMIN_SECTIONS } from '../lib/admin-sections'

const isAdminRole = (role: Role) => role === Role.Admin || role === Role.SuperAdmin

/**
 * The 403 of the admin pages, said plainly with the way back. The server refuses every admin call the same
 * way; this only spares a non-admin a page of failed loads.
 */
export function AdminForbiddenState({ role }: { role: Role }) {
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
          Administration is for admins only
        </Heading>
        <Text color="fg.muted">
          You are signed in as {roleLabel(role)}. These pages manage other people’s accounts, so only admins
          and super admins may open them. A super admin viewing the app as another persona can switch back on
          the dashboard.
        </Text>
        <LinkButton href="/dashboard" colorPalette="indigo">
          Go to your dashboard
        </LinkButton>
      </Stack>
    </Container>
  )
}

type Props = { title: string; description?: string; current?: string; children: ReactNode }

/**
 * Every admin page: the 403 state for non-admins (by the displayed role: a super admin's persona changes what
 * is shown, never what the server allows), the heading and the section tabs, which scroll sideways on a phone.
 */
export function AdminFrame({ title, description, current, children }: Props) {
  const role = useDisplayRole()
  if (!isAdminRole(role)) return <AdminForbiddenState role={role} />
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            <AppLink href="/admin">Administration</AppLink>
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
        {current ? (
          <Box
            as="nav"
            aria-label="Administration sections"
            overflowX="auto"
            mx={{ base: '-4', md: '0' }}
            px={{ base: '4', md: '0' }}
          >
            <HStack as="ul" gap="2" listStyleType="none" minW="max-content">
              {ADMIN_SECTIONS.map((section) => (
                <li key={section.href}>
                  <LinkButton
                    href={section.href}
                    size="sm"
                    variant={section.href === current ? 'solid' : 'outline'}
                    colorPalette={section.href === current ? 'indigo' : 'gray'}
                    aria-current={section.href === current ? 'page' : undefined}
                  >
                    <section.icon aria-hidden /> {section.label}
                  </LinkButton>
                </li>
              ))}
            </HStack>
          </Box>
        ) : null}
        {children}
      </Stack>
    </Container>
  )
}
