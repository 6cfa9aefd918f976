import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'

export type StepItem = { title: string; text: string }

/** "How it works": numbered steps as an ordered list, so the order is announced too. */
export function StepList({ steps }: { steps: readonly StepItem[] }) {
  return (
    <SimpleGrid
      as="ol"
      listStyleType="none"
      columns={{ base: 1, md: 2, lg: steps.length >= 4 ? 4 : steps.length }}
      gap={{ base: '6', md: '8' }}
    >
      {steps.map((step, index) => (
        <Stack as="li" key={step.title} gap="3">
          <Box
            colorPalette="indigo"
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            boxSize="9"
            rounded="full"
            display="grid"
            placeItems="center"
            fontWeight="bold"
            aria-hidden="true"
          >
            {index + 1}
          </Box>
          <Heading as="h3" size="md">
            {step.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {step.text}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  )
}
