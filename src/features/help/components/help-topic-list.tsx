import { Accordion, Heading, Highlight, Stack, Text } from '@chakra-ui/react'
import type { HelpTopic } from '../content/help-topics'

type HelpTopicListProps = { topics: readonly HelpTopic[]; terms: readonly string[] }

/**
 * Topics with their questions as accordions. While searching every match is opened so answers
 * can be scanned without extra clicks; the key remounts the accordions when the query changes.
 */
export function HelpTopicList({ topics, terms }: HelpTopicListProps) {
  const searching = terms.length > 0
  return (
    <Stack gap={{ base: '8', md: '10' }}>
      {topics.map((topic) => (
        <Stack
          as="section"
          key={topic.id}
          id={topic.id}
          aria-labelledby={`${topic.id}-title`}
          gap="3"
          scrollMarginTop="20"
        >
          <Heading as="h2" id={`${topic.id}-title`} size="lg">
            {topic.title}
          </Heading>
          <Accordion.Root
            key={searching ? terms.join(' ') : 'browse'}
            multiple
            variant="enclosed"
            defaultValue={searching ? topic.articles.map((article) => article.id) : []}
          >
            {topic.articles.map((article) => (
              <Accordion.Item key={article.id} value={article.id}>
                <Accordion.ItemTrigger py="4" cursor="pointer">
                  <Text as="span" flex="1" textAlign="start" fontWeight="medium">
                    <Highlight
                      query={[...terms]}
                      ignoreCase
                      styles={{ bg: 'yellow.subtle', color: 'fg', rounded: 'xs' }}
                    >
                      {article.question}
                    </Highlight>
                  </Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody color="fg.muted" lineHeight="tall">
                    {article.answer}
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Stack>
      ))}
    </Stack>
  )
}
