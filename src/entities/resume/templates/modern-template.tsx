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
import { SANS_FONT } from './resume-fonts'
import { resumeView } from './resume-view'

/**
 * Modern: a coloured header band across the top of the first page, sans-serif text, headings in the accent
 * colour. The band is ordinary flowing content (no absolute positioning), so the text still reads top to bottom.
 */
const ACCENT = '#0f5b66'
const ACCENT_LIGHT = '#d7ecee'
const INK = '#1d2327'
const MUTED = '#58636b'
const PAGE_TOP = 40
const SIDE = 46

const s = StyleSheet.create({
  page: {
    fontFamily: SANS_FONT,
    fontSize: 10.5,
    lineHeight: 1.4,
    color: INK,
    paddingTop: PAGE_TOP,
    paddingBottom: 44,
    paddingHorizontal: SIDE,
  },
  band: {
    marginTop: -PAGE_TOP,
    marginHorizontal: -SIDE,
    backgroundColor: ACCENT,
    color: '#ffffff',
    padding: `30 ${SIDE} 20 ${SIDE}`,
    flexShrink: 0,
    marginBottom: 6,
  },
  name: { fontSize: 25, fontWeight: 700, lineHeight: 1.15 },
  label: { fontSize: 12.5, marginTop: 3, color: ACCENT_LIGHT },
  contacts: { fontSize: 9.5, marginTop: 9, color: '#ffffff' },
  contactLink: { color: '#ffffff', textDecoration: 'none' },
  heading: {
    fontSize: 11,
    fontWeight: 700,
    color: ACCENT,
    textTransform: 'uppercase',
    letterSpacing: 0.6,
    borderBottom: `1.2pt solid ${ACCENT}`,
    paddingBottom: 2,
    marginBottom: 6,
  },
})

const section: SectionStyles = StyleSheet.create({
  section: { marginTop: 13 },
  paragraph: { marginTop: 2 },
  line: { marginBottom: 2.5 },
  lineLabel: { fontWeight: 700, color: ACCENT },
})

const entry: EntryStyles = StyleSheet.create({
  entry: { marginTop: 9 },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
  title: { flex: 1, fontWeight: 700, fontSize: 11, paddingRight: 10 },
  subtitle: { fontWeight: 400, color: ACCENT },
  dates: { fontSize: 9.5, color: MUTED, textAlign: 'right', paddingTop: 1 },
  meta: { fontSize: 9.5, color: MUTED },
  link: { color: MUTED, textDecoration: 'none' },
  paragraph: { marginTop: 2 },
  bulletRow: { flexDirection: 'row', marginTop: 1.5 },
  bulletMark: { width: 11, color: ACCENT },
  bulletText: { flex: 1 },
  tags: { marginTop: 2.5, fontSize: 9.5, color: MUTED },
  tagsLabel: { fontWeight: 700 },
})

const Heading = ({ title }: { title: string }) => <PdfText style={s.heading}>{title}</PdfText>

export function ModernTemplate({ resume }: { resume: JsonResume }) {
  const view = resumeView(resume)
  const hasHeader = Boolean(view.name || view.label || view.contacts.length > 0)
  return (
    <Document {...documentInfo(view)}>
      <Page size={pageSizeFor(resume)} style={s.page} wrap>
        {hasHeader ? (
          <View style={s.band} wrap={false}>
            {view.name ? <PdfText style={s.name}>{view.name}</PdfText> : null}
            {view.label ? <PdfText style={s.label}>{view.label}</PdfText> : null}
            {view.contacts.length > 0 ? (
              <ContactLine contacts={view.contacts} style={s.contacts} linkStyle={s.contactLink} />
            ) : null}
          </View>
        ) : null}
        <ResumeSummary paragraphs={view.summary} heading={<Heading title="Profile" />} styles={section} />
        {view.sections.map((item) => (
          <ResumeSection
            key={item.key}
            section={item}
            heading={<Heading title={item.title} />}
            styles={section}
            entryStyles={entry}
            subtitleJoin="  ·  "
          />
        ))}
      </Page>
    </Document>
  )
}
