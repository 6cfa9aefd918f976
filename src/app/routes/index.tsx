import { createFileRoute } from '@tanstack/react-router'
import { Heading } from '@chakra-ui/react'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  return <Heading>ReelHire</Heading>
}
