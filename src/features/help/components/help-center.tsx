import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react'
import { PageHeader } from '@/components/content/page-header'
import { Section } from '@/components/content/section'
import { HELP_TOPICS } from '../content/help-topics'
import { countArticles, filterHelpTopics, searchTerms } from '../lib/filter-help'
import { HelpEmptyState } from './help-empty-state'
import { HelpSearch } from './help-search'
import { HelpTopicList } from './help-topic-list'

const TOTAL = countArticles(HELP_TOPICS)

function resultSummary(query: string, count: number) {
  if (!query.trim()) return `${TOTAL} articles in ${HELP_TOPICS.length} topics`
  const noun = count === 1 ? 'article' : 'articles'
  return `${count} ${noun} found for “${query.trim()}”`
}

/** The searchable FAQ: filters as you type and announces the number of results. */
export function HelpCenter() {
  const [query, setQuery] = useState('')
  // Typing stays responsive; the list catches up a frame later.
  const deferredQuery = useDeferredValue(query)
  const topics = useMemo(() => filterHelpTopics(HELP_TOPICS, deferredQuery), [deferredQuery])
  const count = countArticles(topics)
  const resultsId = useId()
  const searchRef = useRef<HTMLInputElement>(null)
  const searching = deferredQuery.trim() !== ''

  const clear = () => {
    setQuery('')
    searchRef.current?.focus()
  }

  return (
    <>
      <PageHeader
        eyebrow="Help Center"
        title="How can we help?"
        lead="Answers about video resumes, jobs, AI tools, billing and your account."
        align="center"
      >
        <HelpSearch ref={searchRef} value={query} onChange={setQuery} resultsId={resultsId} />
        <Text role="status" aria-live="polite" aria-atomic="true" fontSize="sm" color="fg.muted" mt="3">
          {resultSummary(deferredQuery, count)}
        </Text>
      </PageHeader>
      <Section>
        <Box id={resultsId} maxW="3xl" mx="auto">
          {!searching ? (
            <Box as="nav" aria-label="Help topics" mb="10">
              <HStack gap="2" wrap="wrap">
                {HELP_TOPICS.map((topic) => (
                  <Button key={topic.id} asChild size="sm" variant="subtle" rounded="full">
                    <a href={`#${topic.id}`}>{topic.title}</a>
                  </Button>
                ))}
              </HStack>
            </Box>
          ) : null}
          {count === 0 ? (
            <HelpEmptyState query={deferredQuery} onClear={clear} />
          ) : (
            <HelpTopicList topics={topics} terms={searching ? searchTerms(deferredQuery) : []} />
          )}
          <Stack
            mt="12"
            p="6"
            rounded="l3"
            bg="bg.subtle"
            borderWidth="1px"
            borderColor="border.muted"
            gap="1"
          >
            <Text fontWeight="semibold">Still stuck?</Text>
            <Text color="fg.muted">
              <Link asChild colorPalette="indigo" color="colorPalette.fg" fontWeight="medium">
                <RouterLink to="/contact">Send us a message</RouterLink>
              </Link>{' '}
              and a member of our support team will reply within one business day.
            </Text>
          </Stack>
        </Box>
      </Section>
    </>
  )
}
