import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { COPYRIGHT_START_YEAR } from './copyright'
import { AppLink } from '@/components/ui/app-link'
import { BrandLink } from './brand-link'

const GROUPS = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: '/features' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Video Resumes', href: '/resumes' },
      { label: 'Job Board', href: '/jobs' },
      { label: 'Companies', href: '/companies' },
      { label: 'For Companies', href: '/for-recruiters' },
      { label: 'Affiliate Program', href: '/affiliate-program' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: '/help' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'About Us', href: '/about' },
      { label: 'Careers', href: '/careers' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Cookie Policy', href: '/cookies' },
    ],
  },
] as const

export function copyrightText(now: Date = new Date()): string {
  const year = now.getFullYear()
  const range = year > COPYRIGHT_START_YEAR ? `${COPYRIGHT_START_YEAR}–${year}` : String(COPYRIGHT_START_YEAR)
  return `© ${range} ReelHire`
}

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" px={{ base: '4', md: '8' }} pt="10" pb="8">
      <Grid templateColumns={{ base: '1fr 1fr', md: '2fr 1fr 1fr 1fr' }} gap="8" maxW="6xl" mx="auto">
        <Stack gap="3" gridColumn={{ base: 'span 2', md: 'auto' }}>
          <BrandLink />
          <Text fontSize="sm" color="fg.muted" maxW="xs">
            Video resumes, smarter job search and faster hiring — installable, and it keeps working offline.
          </Text>
        </Stack>
        {GROUPS.map((group) => (
          <Stack as="nav" key={group.title} aria-label={group.title} gap="3">
            <Heading as="h2" size="sm">
              {group.title}
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {group.links.map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href} fontSize="sm" color="fg.muted" _hover={{ color: 'fg' }}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </Grid>
      <HStack
        maxW="6xl"
        mx="auto"
        mt="10"
        pt="6"
        borderTopWidth="1px"
        justify="space-between"
        flexWrap="wrap"
        gap="2"
      >
        <Text fontSize="sm" color="fg.muted">
          {copyrightText()}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Made for people who hire and people who want to be hired.
        </Text>
      </HStack>
    </Box>
  )
}
