import { Box, Card, Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type Props = {
  title: string
  description?: ReactNode
  /** An icon or step badge above the title. */
  eyebrow?: ReactNode
  children: ReactNode
  footer?: ReactNode
  maxW?: string
}

/** The centred card every sign-in, sign-up and recovery screen sits in. */
export function AuthCard({ title, description, eyebrow, children, footer, maxW = 'md' }: Props) {
  return (
    <Container maxW={maxW} px={{ base: '4', md: '6' }} py={{ base: '8', md: '16' }}>
      <Card.Root variant="elevated" borderRadius="xl">
        <Card.Body p={{ base: '6', md: '8' }}>
          <Stack gap="6">
            <Stack gap="2" textAlign="center" align="center">
              {eyebrow}
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
                {title}
              </Heading>
              {description ? (
                <Text color="fg.muted" fontSize="sm">
                  {description}
                </Text>
              ) : null}
            </Stack>
            <Box>{children}</Box>
          </Stack>
        </Card.Body>
        {footer ? (
          <Card.Footer justifyContent="center" borderTopWidth="1px" py="4" fontSize="sm" color="fg.muted">
            {footer}
          </Card.Footer>
        ) : null}
      </Card.Root>
    </Container>
  )
}
