/** @jsxRuntime automatic @jsxImportSource react */
import { Document, Page, StyleSheet } from '@react-pdf/renderer'
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
import { SERIF_FONT } from './resume-fonts'
import { resumeView } from './resume-view'

/** Classic: one serif column, a centred header, spaced capital headings over a hairline rule. */
const INK = '#1a1a1a'
const MUTED = '#555555'
const RULE = '#9a9a9a'

const s = StyleSheet.create({
  page: { fontFamily: SERIF_FONT, fontSize: 10.5, lineHeight: 1.38, color: INK, padding: '44 52 48 52' },
  name: { fontSize: 24, fontWeight: 700, textAlign: 'center', lineHeight: 1.15 },
  label: { fontSize: 12, fontStyle: 'italic', textAlign: 'center', color: MUTED, marginTop: 3 },
  contacts: { fontSize: 9.5, textAlign: 'center', color: MUTED, marginTop: 6 },
  link: { color: INK, textDecoration: 'none' },
  heading: {
    fontSize: 11.5,
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: 0.8,
    borderBottom: `0.75pt solid ${RULE}`,
    paddingBottom: 2,
    marginBottom: 6,
  },
})

const section: SectionStyles = StyleSheet.create({
  section: { marginTop: 14 },
  paragraph: { marginTop: 3 },
  line: { marginBottom: 2.5 },
  lineLabel: { fontWeight: 700 },
})

const entry: EntryStyles = StyleSheet.create({
  entry: { marginTop: 8 },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
  title: { flex: 1, fontWeight: 700, paddingRight: 10 },
  subtitle: { fontWeight: 400, fontStyle: 'italic' },
  dates: { fontSize: 9.5, color: MUTED, textAlign: 'right', paddingTop: 1 },
  meta: { fontSize: 9.5, color: MUTED },
  link: { color: MUTED, textDecoration: 'none' },
  paragraph: { marginTop: 2 },
  bulletRow: { flexDirection: 'row', marginTop: 1.5, paddingLeft: 8 },
  bulletMark: { width: 10 },
  bulletText: { flex: 1 },
  tags: { marginTop: 2, fontSize: 9.5 },
  tagsLabel: { fontStyle: 'italic' },
})

const Heading = ({ title }: { title: string }) => <PdfText style={s.heading}>{title}</PdfText>

export function ClassicTemplate({ resume }: { resume: JsonResume }) {
  const view = resumeView(resume)
  return (
    <Document {...documentInfo(view)}>
      <Page size={pageSizeFor(resume)} style={s.page} wrap>
        {view.name ? <PdfText style={s.name}>{view.name}</PdfText> : null}
        {view.label ? <PdfText style={s.label}>{view.label}</PdfText> : null}
        {view.contacts.length > 0 ? (
          <ContactLine contacts={view.contacts} style={s.contacts} linkStyle={s.link} />
        ) : null}
        <ResumeSummary paragraphs={view.summary} heading={<Heading title="Summary" />} styles={section} />
        {view.sections.map((item) => (
          <ResumeSection
            key={item.key}
            section={item}
            heading={<Heading title={item.title} />}
            styles={section}
            entryStyles={entry}
          />
        ))}
      </Page>
    </Document>
  )
}
