import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { SectionHeading } from './section-heading'

const STEPS = [
  {
    title: 'Upload your resume',
    text: 'Start from the PDF or Word file you already have. We pull out your roles, skills and highlights.',
  },
  {
    title: 'Record a one-minute intro',
    text: 'Follow an AI-drafted script, record on your phone or laptop and re-take as often as you like.',
  },
  {
    title: 'Share it and apply',
    text: 'Attach your video resume to applications, share a link, and see when recruiters watch it.',
  },
] as const

export function HowItWorks() {
  return (
    <Box as="section" aria-labelledby="how-it-works-title" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From file to first interview in three steps"
          text="No studio, no editing software. Most people finish their first video resume in under fifteen minutes."
        />
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none" m="0" p="0">
          {STEPS.map((step, i) => (
            <Stack as="li" key={step.title} gap="3" p="6" borderWidth="1px" borderRadius="xl" bg="bg.panel">
              <Circle size="10" bg="indigo.subtle" color="indigo.fg" fontWeight="bold" aria-hidden>
                {i + 1}
              </Circle>
              <Heading as="h3" size="md">
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
