import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type PageHeaderProps = {
  /** Short label above the title, e.g. "Company" or "Legal". */
  eyebrow?: string
  title: string
  lead?: ReactNode
  /** Buttons or links shown under the lead. */
  actions?: ReactNode
  /** Extra line under the lead, e.g. "Last updated …" on legal pages. */
  meta?: ReactNode
  align?: 'start' | 'center'
  /** Full-width content under the header text, e.g. a search box. */
  children?: ReactNode
}

/** The page's only <h1>, on a tinted band so content pages share one look. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  actions,
  meta,
  align = 'start',
  children,
}: PageHeaderProps) {
  const centered = align === 'center'
  return (
    <Box
      as="header"
      bgGradient="to-b"
      gradientFrom="colorPalette.subtle"
      gradientTo="bg"
      colorPalette="indigo"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="6xl" py={{ base: '10', md: '16' }} px={{ base: '4', md: '8' }}>
        <Stack
          gap="4"
          maxW="3xl"
          mx={centered ? 'auto' : undefined}
          textAlign={centered ? 'center' : 'start'}
        >
          {eyebrow ? (
            <Text
              fontSize="sm"
              fontWeight="semibold"
              letterSpacing="wider"
              textTransform="uppercase"
              color="colorPalette.fg"
            >
              {eyebrow}
            </Text>
          ) : null}
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="tight">
            {title}
          </Heading>
          {lead ? (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {lead}
            </Text>
          ) : null}
          {meta ? (
            <Text fontSize="sm" color="fg.subtle">
              {meta}
            </Text>
          ) : null}
          {actions ? (
            <HStack gap="3" wrap="wrap" justify={centered ? 'center' : 'flex-start'} pt="2">
              {actions}
            </HStack>
          ) : null}
          {children ? <Box pt="2">{children}</Box> : null}
        </Stack>
      </Container>
    </Box>
  )
}
