import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type CtaBannerProps = { title: string; text: ReactNode; actions: ReactNode }

/** The closing call to action of a content page. */
export function CtaBanner({ title, text, actions }: CtaBannerProps) {
  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '14' }}>
      <Box
        colorPalette="indigo"
        bg="colorPalette.solid"
        color="colorPalette.contrast"
        rounded="l3"
        px={{ base: '6', md: '12' }}
        py={{ base: '8', md: '12' }}
      >
        <Stack gap="4" align={{ base: 'stretch', md: 'center' }} textAlign={{ base: 'start', md: 'center' }}>
          <Heading as="h2" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {title}
          </Heading>
          <Text maxW="2xl" opacity={0.9}>
            {text}
          </Text>
          <HStack gap="3" wrap="wrap" justify={{ base: 'flex-start', md: 'center' }} pt="2">
            {actions}
          </HStack>
        </Stack>
      </Box>
    </Container>
  )
}
