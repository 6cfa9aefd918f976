import { describe, expect, it } from 'vitest'
import { HELP_TOPICS } from '../content/help-topics'
import { countArticles, filterHelpTopics } from './filter-help'

describe('filterHelpTopics', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(countArticles(filterHelpTopics(HELP_TOPICS, '   '))).toBe(countArticles(HELP_TOPICS))
    expect(countArticles(HELP_TOPICS)).toBeGreaterThanOrEqual(20)
  })

  it('requires every word, in any order and case', () => {
    const result = filterHelpTopics(HELP_TOPICS, 'OFFLINE  Sync')
    expect(result.flatMap((t) => t.articles.map((a) => a.id))).toEqual(['save-offline'])
  })

  it('matches keywords and ignores accents', () => {
    const ids = filterHelpTopics(HELP_TOPICS, '2fa').flatMap((t) => t.articles.map((a) => a.id))
    expect(ids).toEqual(['two-factor'])
    expect(countArticles(filterHelpTopics(HELP_TOPICS, 'résumé'))).toBeGreaterThan(0)
  })

  it('drops topics with no match and returns nothing for nonsense', () => {
    expect(filterHelpTopics(HELP_TOPICS, 'zebra crossing')).toEqual([])
  })
})
