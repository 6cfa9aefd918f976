import { Box, Grid, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useMemo } from 'react'
import { markdownHeadings } from '@/components/content/heading-slug'
import { PageHeader } from '@/components/content/page-header'
import { ProseContent } from '@/components/content/prose-content'
import { LEGAL_LAST_UPDATED } from '../content/legal/legal-meta'

type LegalDocumentProps = { title: string; summary: string; markdown: string }

const lastUpdatedLabel = new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`).toLocaleDateString('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

const OTHER_DOCUMENTS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
] as const

/** A legal text: header with the revision date, a table of contents, and the Markdown body. */
export function LegalDocument({ title, summary, markdown }: LegalDocumentProps) {
  const headings = useMemo(() => markdownHeadings(markdown), [markdown])
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title={title}
        lead={summary}
        meta={
          <>
            Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{lastUpdatedLabel}</time>
          </>
        }
      />
      <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '16rem minmax(0, 1fr)' }}
          gap={{ base: '8', lg: '12' }}
          alignItems="start"
        >
          <Box
            as="nav"
            aria-label="On this page"
            position={{ lg: 'sticky' }}
            top={{ lg: '20' }}
            borderWidth="1px"
            borderColor="border.muted"
            rounded="l3"
            p="4"
            bg="bg.subtle"
          >
            <Heading as="h2" size="sm" mb="3">
              On this page
            </Heading>
            <List.Root as="ol" variant="plain" gap="1.5" fontSize="sm">
              {headings.map((heading) => (
                <List.Item key={heading.id}>
                  <Link href={`#${heading.id}`} color="fg.muted" _hover={{ color: 'fg' }}>
                    {heading.title}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <Stack as="article" gap="10" minW="0">
            <ProseContent markdown={markdown} />
            <HStack
              as="nav"
              aria-label="Other legal documents"
              gap="4"
              wrap="wrap"
              borderTopWidth="1px"
              borderColor="border.muted"
              pt="6"
              fontSize="sm"
            >
              <Text color="fg.muted">Related:</Text>
              {OTHER_DOCUMENTS.filter((doc) => doc.label !== title).map((doc) => (
                <Link key={doc.to} asChild colorPalette="indigo" color="colorPalette.fg" fontWeight="medium">
                  <RouterLink to={doc.to}>{doc.label}</RouterLink>
                </Link>
              ))}
            </HStack>
          </Stack>
        </Grid>
      </Box>
    </>
  )
}
