import { describe, expect, it } from 'vitest'
import { pitchScript } from '@/api/resumes/pitch-script'
import { buildSlides, captionPages, clip, scriptSentences, slideCards, wrapCaption } from './slides'

const resume = {
  basics: {
    name: 'Marta Oliveira',
    label: 'Senior Product Designer',
    summary: 'I design tools. I run research.',
  },
  work: [
    {
      name: 'Northwind',
      position: 'Lead Designer',
      highlights: ['Cut route planning from twelve minutes to four'],
    },
  ],
  skills: [{ name: 'Research' }, { name: 'Figma' }],
  education: [{ institution: 'University of Porto', area: 'Design' }],
}

describe('slides of the narrated slideshow', () => {
  it('makes a card per part of the resume, name first and a closing card last', () => {
    expect(slideCards(resume).map((card) => card.title)).toEqual([
      'Marta Oliveira',
      'About me',
      'Latest role',
      'Strengths',
      'Education',
      'Marta Oliveira',
    ])
    expect(slideCards({}).map((card) => card.title)).toEqual(['My video pitch', 'My video pitch'])
  })

  it('splits a script into sentences', () => {
    expect(scriptSentences(' Hi!  I build things.\nThanks?  ... ')).toEqual([
      'Hi!',
      'I build things.',
      'Thanks?',
    ])
  })

  it('puts each sentence of the pitch with the card that shows what it says, in order', () => {
    const slides = buildSlides(slideCards(resume), pitchScript(resume))
    const byTitle = slides.map((slide) => [slide.title, slide.sentences.join(' ')])
    expect(byTitle[0]).toEqual(['Marta Oliveira', "Hi, I'm Marta Oliveira, a Senior Product Designer."])
    expect(byTitle.find(([title]) => title === 'Latest role')?.[1]).toContain('Lead Designer at Northwind')
    expect(byTitle.find(([title]) => title === 'Strengths')?.[1]).toContain(
      'My strengths are Research and Figma.',
    )
    expect(byTitle.find(([title]) => title === 'Education')?.[1]).toContain('University of Porto')
    expect(byTitle[byTitle.length - 1]).toEqual(['Marta Oliveira', 'Thank you for watching!'])
    // Every sentence is spoken once, in the script's order.
    expect(slides.flatMap((slide) => slide.sentences)).toEqual(scriptSentences(pitchScript(resume)))
  })

  it('shares an unrelated script out evenly, dropping cards it has no sentence for', () => {
    const slides = buildSlides(slideCards(resume), 'One. Two two. Three three three. Four.')
    expect(slides.map((slide) => slide.sentences)).toEqual([
      ['One.'],
      ['Two two.'],
      ['Three three three.'],
      ['Four.'],
    ])
    expect(buildSlides(slideCards(resume), 'Only one sentence')).toHaveLength(1)
    expect(buildSlides(slideCards(resume), '  ')).toEqual([])
  })

  it('wraps captions to the width and turns pages for long sentences, shares summing to 1', () => {
    expect(wrapCaption('aaa bbb ccc ddd', 7)).toEqual(['aaa bbb', 'ccc ddd'])
    expect(wrapCaption('supercalifragilistic is long', 10)).toEqual(['supercalifragilistic', 'is long'])
    const long = 'word '.repeat(60).trim()
    const pages = captionPages(long, 30, 2)
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) {
      const lines = page.text.split('\n')
      expect(lines.length).toBeLessThanOrEqual(2)
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(30)
    }
    expect(pages.reduce((sum, page) => sum + page.share, 0)).toBeCloseTo(1)
  })

  it('clips long lines at a word with an ellipsis', () => {
    expect(clip('Redesigned the dispatch console and cut the time', 30)).toBe('Redesigned the dispatch…')
    expect(clip('short', 30)).toBe('short')
  })
})
