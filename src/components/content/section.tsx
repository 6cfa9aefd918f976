import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

type SectionProps = {
  title?: string
  eyebrow?: string
  lead?: ReactNode
  /** 'muted' puts the section on a tinted band to separate it from its neighbours. */
  tone?: 'default' | 'muted'
  id?: string
  children: ReactNode
}

/** A titled block of a content page; the <h2> names the region for screen readers. */
export function Section({ title, eyebrow, lead, tone = 'default', id, children }: SectionProps) {
  const headingId = useId()
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      bg={tone === 'muted' ? 'bg.subtle' : undefined}
      borderBlockWidth={tone === 'muted' ? '1px' : undefined}
      borderColor="border.muted"
    >
      <Container maxW="6xl" py={{ base: '10', md: '14' }} px={{ base: '4', md: '8' }}>
        {title ? (
          <Stack gap="3" mb={{ base: '6', md: '8' }} maxW="3xl">
            {eyebrow ? (
              <Text
                fontSize="sm"
                fontWeight="semibold"
                letterSpacing="wider"
                textTransform="uppercase"
                color="indigo.fg"
              >
                {eyebrow}
              </Text>
            ) : null}
            <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              {title}
            </Heading>
            {lead ? <Text color="fg.muted">{lead}</Text> : null}
          </Stack>
        ) : null}
        {children}
      </Container>
    </Box>
  )
}
