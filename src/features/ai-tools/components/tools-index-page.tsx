import {
  Box,
  Container,
  Heading,
  HStack,
  Icon,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { Cpu, WifiOff } from 'lucide-react'
import { PageHeader } from '@/components/content/page-header'
import { usePageMeta } from '@/hooks/use-page-meta'
import { TOOLS, type Tool } from '../tool-catalog'

type RouterTo = Parameters<typeof Link>[0]['to']

/**
 * /tools: the eight AI tools from the catalogue. Each card is one link (the whole card is the target; the
 * heading names it for screen readers).
 */
export function ToolsIndexPage() {
  usePageMeta({
    title: 'AI Tools',
    description:
      'Score, optimise, summarise and match your resume, check salaries and write your value proposition — every result explained.',
  })
  return (
    <>
      <PageHeader
        eyebrow="AI tools"
        title="Tools that explain every point"
        lead="Score, optimise and summarise your resume, match it to a job, check market pay and write your value proposition. Each result lists the checks behind it and the text it came from."
      >
        <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
          <HStack gap="1">
            <Cpu size={16} aria-hidden="true" />
            <Text>Built-in engine: deterministic and explained</Text>
          </HStack>
          <HStack gap="1">
            <WifiOff size={16} aria-hidden="true" />
            <Text>Resume tools keep working offline on your saved resumes</Text>
          </HStack>
        </HStack>
      </PageHeader>
      <Container maxW="6xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '8' }}>
        <SimpleGrid
          as="ul"
          columns={{ base: 1, sm: 2, lg: 4 }}
          gap="4"
          listStyleType="none"
          aria-label="AI tools"
        >
          {TOOLS.map((tool) => (
            <Box as="li" key={tool.slug} display="flex">
              <ToolCard tool={tool} />
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </>
  )
}

function ToolCard({ tool }: { tool: Tool }) {
  return (
    <LinkBox
      as="article"
      flex="1"
      borderWidth="1px"
      borderRadius="xl"
      p="5"
      bg="bg.panel"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'colorPalette.emphasized', shadow: 'sm' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      colorPalette="indigo"
      data-testid="tool-card"
    >
      <Stack gap="3">
        <Box bg="colorPalette.subtle" color="colorPalette.fg" borderRadius="lg" p="2" alignSelf="flex-start">
          <Icon as={tool.icon} boxSize="6" aria-hidden="true" />
        </Box>
        <Heading as="h2" size="md">
          <LinkOverlay asChild>
            <Link to={tool.path as RouterTo}>{tool.title}</Link>
          </LinkOverlay>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {tool.description}
        </Text>
      </Stack>
    </LinkBox>
  )
}
