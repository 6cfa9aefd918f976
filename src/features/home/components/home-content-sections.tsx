import { Box, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Briefcase, Building2, MapPin, UserRound } from 'lucide-react'
import { DISCOVERY_TEXTS, type PublicSearchItem } from '@/api/discovery/public-search'
import { PlainLink } from '@/components/ui/app-link'
import { itemHref } from '@/entities/search-item/item-href'
import { useHomeContent } from '../api/home-content-query'
import {
  HOME_CONTENT_COUNT,
  HOME_CONTENT_SECTIONS,
  pickHomeItems,
  type HomeContentSection,
} from '../lib/home-content'

/**
 * The home page's content from the discovery search (seed 2 §7), loaded lazily below the fold
 * (home-content-slot.tsx): a loading skeleton, 'Failed to load content' on error, and nothing for an empty
 * category.
 */

const ICONS = { job: Briefcase, company: Building2, people: UserRound, resume: Briefcase, media: Briefcase }

function subtitle(item: PublicSearchItem): string | null {
  switch (item.type) {
    case 'job':
      return item.company
    case 'company':
      return item.tagline ?? item.industry
    case 'people':
      return item.headline
    default:
      return item.summary
  }
}

function ContentCard({ item }: { item: PublicSearchItem }) {
  const Icon = ICONS[item.type]
  const location = item.type === 'media' ? null : item.location
  const sub = subtitle(item)
  return (
    <Box
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      p="4"
      _hover={{ borderColor: 'indigo.emphasized' }}
      data-testid="home-content-card"
    >
      <HStack gap="3" align="flex-start">
        <Box color="indigo.fg" pt="0.5">
          <Icon aria-hidden size={18} />
        </Box>
        <Stack gap="1" minW="0">
          <PlainLink href={itemHref(item)} style={{ color: 'inherit', textDecoration: 'none' }}>
            <Text fontWeight="semibold" lineClamp={2}>
              {item.type === 'people' || item.type === 'company' ? item.name : item.title}
            </Text>
          </PlainLink>
          {sub ? (
            <Text fontSize="sm" color="fg.muted" lineClamp={1}>
              {sub}
            </Text>
          ) : null}
          {location ? (
            <HStack gap="1" fontSize="xs" color="fg.muted">
              <MapPin aria-hidden size={12} />
              <Text truncate>{location}</Text>
            </HStack>
          ) : null}
        </Stack>
      </HStack>
    </Box>
  )
}

function ContentSection({ section }: { section: HomeContentSection }) {
  const query = useHomeContent(section.category)
  const items = query.data ? pickHomeItems(query.data.items) : []
  // Hidden when the category has nothing to show.
  if (query.isSuccess && items.length === 0) return null
  const headingId = `home-content-${section.category}`
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" data-testid={`home-content-${section.category}`}>
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h2" id={headingId} size="xl" letterSpacing="tight">
          {section.title}
        </Heading>
        <PlainLink href={section.more} style={{ textDecoration: 'none' }}>
          <Text as="span" fontSize="sm" color="indigo.fg" fontWeight="medium">
            {section.moreLabel} →
          </Text>
        </PlainLink>
      </HStack>
      {query.isError && !query.data ? (
        <Text color="fg.error" role="alert">
          {DISCOVERY_TEXTS.loadFailed}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" aria-busy={query.isPending}>
          {query.isPending
            ? Array.from({ length: HOME_CONTENT_COUNT }, (_, index) => (
                <Skeleton key={index} height="24" borderRadius="l3" data-testid="home-content-skeleton" />
              ))
            : items.map((item) => <ContentCard key={`${item.type}:${item.id}`} item={item} />)}
        </SimpleGrid>
      )}
    </Stack>
  )
}

export function HomeContentSections() {
  return (
    <Box as="div" py={{ base: '12', md: '16' }} bg="bg.subtle">
      <Container maxW="6xl">
        <Stack gap={{ base: '10', md: '12' }}>
          {HOME_CONTENT_SECTIONS.map((section) => (
            <ContentSection key={section.category} section={section} />
          ))}
        </Stack>
      </Container>
    </Box>
  )
}
