/** @jsxRuntime automatic @jsxImportSource react */
import { Document, Page, StyleSheet, View } from '@react-pdf/renderer'
import type { JsonResume } from '@/api/resumes/json-resume'
import {
  ContactLine,
  PdfText,
  ResumeSection,
  ResumeSummary,
  type EntryStyles,
  type SectionStyles,
} from './resume-pdf-blocks'
import { documentInfo, pageSizeFor } from './resume-document-meta'
import { SANS_FONT, SERIF_FONT } from './resume-fonts'
import { resumeView } from './resume-view'

/**
 * Compact: dense two-column rows, the section names in a left gutter and the entries beside them, small
 * sans-serif text with a serif name. Each gutter heading shares an unbreakable block with the section's first
 * entry (or line), so the two columns always start together and read heading first.
 */
const INK = '#202124'
const MUTED = '#5f6368'
const ACCENT = '#7a2e3a'
const GUTTER = 92

const s = StyleSheet.create({
  page: { fontFamily: SANS_FONT, fontSize: 9.5, lineHeight: 1.32, color: INK, padding: '32 36 36 36' },
  header: { borderBottom: `1.5pt solid ${ACCENT}`, paddingBottom: 7, marginBottom: 4, flexShrink: 0 },
  name: { fontFamily: SERIF_FONT, fontSize: 21, fontWeight: 700, color: ACCENT, lineHeight: 1.15 },
  label: { fontSize: 11, color: MUTED, marginTop: 1 },
  contacts: { fontSize: 8.8, color: MUTED, marginTop: 4 },
  link: { color: MUTED, textDecoration: 'none' },
  heading: {
    fontSize: 8.8,
    fontWeight: 700,
    color: ACCENT,
    textTransform: 'uppercase',
    letterSpacing: 0.5,
    paddingRight: 8,
    paddingTop: 1,
  },
})

const section: SectionStyles = StyleSheet.create({
  section: { marginTop: 9 },
  paragraph: { marginBottom: 2 },
  lines: { flexDirection: 'row', flexWrap: 'wrap' },
  line: { width: '50%', paddingRight: 8, marginBottom: 2 },
  lineLabel: { fontWeight: 700 },
})

const entry: EntryStyles = StyleSheet.create({
  entry: { marginTop: 6 },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
  title: { flex: 1, fontWeight: 700, paddingRight: 8 },
  subtitle: { fontWeight: 400 },
  dates: { fontSize: 8.8, color: MUTED, textAlign: 'right' },
  meta: { fontSize: 8.8, color: MUTED },
  link: { color: MUTED, textDecoration: 'none' },
  paragraph: { marginTop: 1.5 },
  bulletRow: { flexDirection: 'row', marginTop: 1 },
  bulletMark: { width: 9, color: ACCENT },
  bulletText: { flex: 1 },
  tags: { marginTop: 1.5, color: MUTED },
  tagsLabel: { fontWeight: 700 },
})

const Heading = ({ title }: { title: string }) => <PdfText style={s.heading}>{title}</PdfText>

export function CompactTemplate({ resume }: { resume: JsonResume }) {
  const view = resumeView(resume)
  const hasHeader = Boolean(view.name || view.label || view.contacts.length > 0)
  return (
    <Document {...documentInfo(view)}>
      <Page size={pageSizeFor(resume)} style={s.page} wrap>
        {hasHeader ? (
          <View style={s.header} wrap={false}>
            {view.name ? <PdfText style={s.name}>{view.name}</PdfText> : null}
            {view.label ? <PdfText style={s.label}>{view.label}</PdfText> : null}
            {view.contacts.length > 0 ? (
              <ContactLine contacts={view.contacts} style={s.contacts} linkStyle={s.link} separator="  |  " />
            ) : null}
          </View>
        ) : null}
        <ResumeSummary
          paragraphs={view.summary}
          heading={<Heading title="Summary" />}
          styles={section}
          gutter={GUTTER}
        />
        {view.sections.map((item) => (
          <ResumeSection
            key={item.key}
            section={item}
            heading={<Heading title={item.title} />}
            styles={section}
            entryStyles={entry}
            subtitleJoin=" — "
            gutter={GUTTER}
            perRow={2}
          />
        ))}
      </Page>
    </Document>
  )
}
