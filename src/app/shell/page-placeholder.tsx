import { Box, Container, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react'

/**
 * What the main area shows in the app-shell page (served for every route without a prerendered page, online and
 * offline) until the app renders the real page into it: a neutral outline of a page, announced as loading.
 */
export function PagePlaceholder() {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} aria-busy="true">
      <VisuallyHidden>Loading…</VisuallyHidden>
      <Stack gap="4" aria-hidden="true">
        <Skeleton height="8" width={{ base: '70%', md: '40%' }} />
        <Skeleton height="4" width={{ base: '90%', md: '60%' }} />
        <Stack gap="3" mt="4">
          {[0, 1, 2, 3].map((row) => (
            <Box key={row} borderWidth="1px" borderRadius="l3" p="4">
              <Skeleton height="5" width="50%" />
              <Skeleton height="4" width="80%" mt="3" />
            </Box>
          ))}
        </Stack>
      </Stack>
    </Container>
  )
}
