import { describe, expect, it } from 'vitest'
import { toolSlug } from './tool-slug'

describe('toolSlug', () => {
  it.each([
    ['SentimentAnalysis', 'sentiment-analysis'],
    ['Sentiment-Analysis', 'sentiment-analysis'],
    ['sentiment-analysis', 'sentiment-analysis'],
    ['JobResumeMatch', 'job-resume-match'],
    ['AIResumeScorer', 'ai-resume-scorer'],
    ['PDFToJSON', 'pdf-to-json'],
    ['Pdf-To-Json', 'pdf-to-json'],
    ['Salary_Calculator', 'salary-calculator'],
    ['SummarizeResume', 'summarize-resume'],
  ])('%s → %s', (input, expected) => {
    expect(toolSlug(input)).toBe(expected)
  })
})
