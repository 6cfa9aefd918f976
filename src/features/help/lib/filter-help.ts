import type { HelpArticle, HelpTopic } from '../content/help-topics'

// Lower-case and drop accents so "resumé" finds "resume" and vice versa.
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

export const searchTerms = (query: string) => normalize(query).split(/\s+/).filter(Boolean)

const haystack = (topic: HelpTopic, article: HelpArticle) =>
  normalize([topic.title, article.question, article.answer, article.keywords ?? ''].join(' '))

/**
 * Topics with only the articles that contain every word of the query, anywhere in the topic
 * title, question, answer or keywords. Topics left empty are dropped; an empty query keeps all.
 */
export function filterHelpTopics(topics: readonly HelpTopic[], query: string): HelpTopic[] {
  const terms = searchTerms(query)
  if (terms.length === 0) return [...topics]
  return topics
    .map((topic) => ({
      ...topic,
      articles: topic.articles.filter((article) => {
        const text = haystack(topic, article)
        return terms.every((term) => text.includes(term))
      }),
    }))
    .filter((topic) => topic.articles.length > 0)
}

export const countArticles = (topics: readonly HelpTopic[]) =>
  topics.reduce((total, topic) => total + topic.articles.length, 0)
