import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { ABOUT_MILESTONES } from '../content/about'

/** Milestones since the founding, oldest first, on a vertical line. */
export function AboutTimeline() {
  return (
    <Stack
      as="ol"
      aria-label="Milestones"
      listStyleType="none"
      gap="6"
      colorPalette="indigo"
      borderStartWidth="2px"
      borderColor="colorPalette.muted"
      ms="1.5"
      ps="6"
    >
      {ABOUT_MILESTONES.map((milestone) => (
        <Box as="li" key={milestone.title} position="relative">
          <Box
            aria-hidden="true"
            position="absolute"
            insetStart="calc(var(--chakra-spacing-6) * -1 - 7px)"
            top="1"
            boxSize="3"
            rounded="full"
            bg="colorPalette.solid"
            outline="3px solid"
            outlineColor="bg.subtle"
          />
          <Text
            fontSize="xs"
            fontWeight="semibold"
            color="colorPalette.fg"
            textTransform="uppercase"
            letterSpacing="wide"
          >
            {milestone.date}
          </Text>
          <Heading as="h3" size="sm" mt="0.5">
            {milestone.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" mt="1">
            {milestone.text}
          </Text>
        </Box>
      ))}
    </Stack>
  )
}
