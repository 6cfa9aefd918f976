// The floor page: what React and Chakra cost on their own. A heading, a paragraph and a few Chakra components
// (a card with badges and a button), on Chakra's default system, with nothing of ReelHire's.
import {
  Badge,
  Button,
  Card,
  ChakraProvider,
  Container,
  defaultSystem,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react'

export function FloorApp() {
  return (
    <ChakraProvider value={defaultSystem}>
      <Container as="main" maxW="3xl" py="8">
        <Stack gap="6">
          <Heading as="h1" size="3xl">
            Senior Data Engineer
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            Kerluke Defense is looking for a Data Engineer to join our Engineering team. The engineering team
            ships several times a day, reviews every change and keeps on-call calm and fairly shared. You will
            investigate and resolve production incidents and work closely with product managers and designers
            to shape the roadmap.
          </Text>
          <Card.Root>
            <Card.Body gap="3">
              <Card.Title>Remote (Europe)</Card.Title>
              <HStack>
                <Badge colorPalette="green">Full-time</Badge>
                <Badge>Senior</Badge>
                <Badge colorPalette="blue">Remote</Badge>
              </HStack>
              <Card.Description>Kafka, C#, Swift</Card.Description>
            </Card.Body>
            <Card.Footer>
              <Button colorPalette="blue">Apply now</Button>
              <Button variant="outline">Save</Button>
            </Card.Footer>
          </Card.Root>
        </Stack>
      </Container>
    </ChakraProvider>
  )
}
