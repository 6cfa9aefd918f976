/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text, View } from '@react-pdf/renderer'
import type { Style } from '@react-pdf/types'
import type { ReactNode } from 'react'
import type { ResumeContact, ResumeEntryView, ResumeLineView, ResumeSectionView } from './resume-view'

/**
 * The pieces every template is built from, styled by the template. Text is never hyphenated: each script of a
 * font is its own file, so a word with a letter from another script (the Ł of Łukasz) is several runs, and the
 * line breaker would otherwise break the name there and add a hyphen the font may not even have. An infinite
 * penalty forbids those breaks; a word longer than the line is still broken as a last resort.
 */
const NO_HYPHENATION = 10_000

type Styles = Style | Style[]

/**
 * Every block keeps its natural height. react-pdf's views shrink by default (flexShrink 1), so a page whose
 * content overflows squeezed an entry at its foot until its lines overlapped, instead of moving it on.
 */
const KEEP: Style = { flexShrink: 0 }

const unbroken = (text: string) => text.replaceAll(' ', '\u00A0')

export function PdfText(props: { style?: Styles | undefined; children?: ReactNode }) {
  return <Text {...props} hyphenationPenalty={NO_HYPHENATION} />
}

/**
 * Contacts in one flowing line, "Berlin, DE · jose@example.com · …"; links stay clickable. Lines break between
 * contacts, not inside one (a phone number split over two lines misdials): their spaces are non-breaking.
 */
export function ContactLine(props: {
  contacts: ResumeContact[]
  style?: Styles
  linkStyle?: Styles
  separator?: string
}) {
  const separator = props.separator ?? '  ·  '
  return (
    <PdfText style={props.style}>
      {props.contacts.map((contact, i) => (
        <Text key={i}>
          {i > 0 ? separator : ''}
          {contact.href ? (
            <Link src={contact.href} style={props.linkStyle}>
              {unbroken(contact.text)}
            </Link>
          ) : (
            unbroken(contact.text)
          )}
        </Text>
      ))}
    </PdfText>
  )
}

export type EntryStyles = {
  entry: Styles
  header: Styles
  title: Styles
  subtitle: Styles
  dates: Styles
  meta: Styles
  link: Styles
  paragraph: Styles
  bulletRow: Styles
  bulletMark: Styles
  bulletText: Styles
  tags: Styles
  tagsLabel: Styles
}

/** A first paragraph this short travels with its entry's header to the next page; a longer one may split. */
const SHORT_PARAGRAPH = 320

/**
 * One entry. Its header (title, subtitle and dates on one row; location and link below) and its first short
 * paragraph or bullet are one unbreakable block, so a header never ends a page alone; the rest flows over pages.
 * A section's first entry carries the section heading in that block too (above it, or beside it in a gutter
 * for the compact template), so a heading never ends a page either. (react-pdf's minPresenceAhead hint proved
 * unreliable for this: a heading was left at the foot of a page.)
 */
export function ResumeEntry(props: {
  entry: ResumeEntryView
  styles: EntryStyles
  subtitleJoin?: string
  heading?: ReactNode
  gutter?: number
  first?: boolean
}) {
  const { entry, styles, gutter } = props
  const meta = [entry.location, entry.link?.text].filter(Boolean)
  const keepParagraph = entry.paragraphs[0] !== undefined && entry.paragraphs[0].length <= SHORT_PARAGRAPH
  const keepBullet = entry.paragraphs.length === 0 && entry.bullets.length > 0
  const indent: Style = gutter ? { marginLeft: gutter } : {}
  const paragraph = (p: string, i: number, style: Style[] = []) => (
    <PdfText key={`p${i}`} style={[...flat(styles.paragraph), ...style]}>
      {p}
    </PdfText>
  )
  const bullet = (text: string, i: number, style: Style[] = []) => (
    <View key={`b${i}`} style={[KEEP, ...flat(styles.bulletRow), ...style]} wrap={false}>
      <PdfText style={styles.bulletMark}>•</PdfText>
      <PdfText style={styles.bulletText}>{text}</PdfText>
    </View>
  )
  const paragraphs = keepParagraph ? entry.paragraphs.slice(1) : entry.paragraphs
  const bullets = keepBullet ? entry.bullets.slice(1) : entry.bullets
  // The parts are siblings in the section, not children of an entry box: react-pdf keeps a box whole on a page
  // (squeezing its lines over each other) when the box is its parent's first child and its own first child has
  // to move to the next page.
  return (
    <>
      <KeepTogether heading={props.heading} gutter={gutter} style={props.first ? [] : flat(styles.entry)}>
        <View style={styles.header}>
          <PdfText style={styles.title}>
            {entry.title}
            {entry.subtitle ? (
              <Text style={styles.subtitle}>
                {props.subtitleJoin ?? ', '}
                {entry.subtitle}
              </Text>
            ) : null}
          </PdfText>
          {entry.dates ? <PdfText style={styles.dates}>{entry.dates}</PdfText> : null}
        </View>
        {meta.length > 0 ? (
          <PdfText style={styles.meta}>
            {entry.location}
            {entry.location && entry.link ? '  ·  ' : ''}
            {entry.link ? (
              entry.link.href ? (
                <Link src={entry.link.href} style={styles.link}>
                  {entry.link.text}
                </Link>
              ) : (
                entry.link.text
              )
            ) : null}
          </PdfText>
        ) : null}
        {keepParagraph ? paragraph(entry.paragraphs[0]!, 0) : null}
        {keepBullet ? bullet(entry.bullets[0]!, 0) : null}
      </KeepTogether>
      {paragraphs.map((p, i) => paragraph(p, i + 1, [indent]))}
      {bullets.map((b, i) => bullet(b, i + 1, [indent]))}
      {entry.tags ? (
        <PdfText style={[...flat(styles.tags), indent]}>
          <Text style={styles.tagsLabel}>{entry.tags.label}: </Text>
          {entry.tags.items.join(', ')}
        </PdfText>
      ) : null}
    </>
  )
}

/**
 * Content that must not be split by a page break, with an optional heading above it or, given a gutter width,
 * beside it. Only short content goes here: a block taller than a page cannot be placed.
 */
export function KeepTogether(props: {
  heading?: ReactNode
  gutter?: number | undefined
  style?: Style[]
  children: ReactNode
}) {
  const style = props.style ?? []
  if (props.gutter) {
    return (
      <View wrap={false} style={[KEEP, ...style, { flexDirection: 'row' }]}>
        <View style={{ width: props.gutter }}>{props.heading}</View>
        <View style={{ flex: 1 }}>{props.children}</View>
      </View>
    )
  }
  return (
    <View wrap={false} style={[KEEP, ...style]}>
      {props.heading}
      {props.children}
    </View>
  )
}

/** A one-line item: "Backend (Expert): Go, PostgreSQL". */
export function ResumeLine(props: { line: ResumeLineView; style: Styles; labelStyle: Styles }) {
  const { line } = props
  return (
    <PdfText style={props.style}>
      <Text style={props.labelStyle}>{line.label}</Text>
      {line.detail ? ` (${line.detail})` : ''}
      {line.text ? `: ${line.text}` : ''}
    </PdfText>
  )
}

export type SectionStyles = {
  section: Styles
  paragraph: Styles
  line: Styles
  lineLabel: Styles
  /** The box of the lines (skills, languages): a column, or a wrapping row of cells. */
  lines?: Styles
}

/**
 * A section in any template: its heading kept together with the start of its content, then the rest. Lines
 * (skills, languages) are laid out `perRow` to a row; with a gutter the heading stands beside the content.
 */
export function ResumeSection(props: {
  section: ResumeSectionView
  heading: ReactNode
  styles: SectionStyles
  entryStyles: EntryStyles
  subtitleJoin?: string
  gutter?: number
  perRow?: number
}) {
  const { section, styles, gutter } = props
  if (section.kind === 'entries') {
    return (
      <View style={[KEEP, ...flat(styles.section)]}>
        {section.entries.map((e, i) => (
          <ResumeEntry
            key={i}
            entry={e}
            styles={props.entryStyles}
            subtitleJoin={props.subtitleJoin ?? ', '}
            heading={i === 0 ? props.heading : null}
            first={i === 0}
            {...(gutter ? { gutter } : {})}
          />
        ))}
      </View>
    )
  }
  const perRow = props.perRow ?? 1
  const line = (l: ResumeLineView, i: number) => (
    <ResumeLine key={i} line={l} style={styles.line} labelStyle={styles.lineLabel} />
  )
  return (
    <View style={[KEEP, ...flat(styles.section)]}>
      <KeepTogether heading={props.heading} gutter={gutter}>
        <View style={styles.lines}>{section.lines.slice(0, perRow).map(line)}</View>
      </KeepTogether>
      <View style={[KEEP, ...flat(styles.lines), gutter ? { marginLeft: gutter } : {}]}>
        {section.lines.slice(perRow).map(line)}
      </View>
    </View>
  )
}

/**
 * The summary, right below the header: it starts page 1, so no page break can separate it from its heading,
 * and it may flow over pages as one block (a gutter row for the compact template).
 */
export function ResumeSummary(props: {
  paragraphs: string[]
  heading: ReactNode
  styles: SectionStyles
  gutter?: number
}) {
  if (props.paragraphs.length === 0) return null
  const paragraphs = props.paragraphs.map((p, i) => (
    <PdfText key={i} style={props.styles.paragraph}>
      {p}
    </PdfText>
  ))
  return props.gutter ? (
    <View style={[KEEP, ...flat(props.styles.section), { flexDirection: 'row' }]}>
      <View style={{ width: props.gutter }}>{props.heading}</View>
      <View style={{ flex: 1 }}>{paragraphs}</View>
    </View>
  ) : (
    <View style={[KEEP, ...flat(props.styles.section)]}>
      {props.heading}
      {paragraphs}
    </View>
  )
}

const flat = (style: Styles | undefined): Style[] =>
  style === undefined ? [] : Array.isArray(style) ? style : [style]
