// Builds src/lib/ai-engine/data/onet-industry-technologies.json, the resume optimizer's industry keywords and
// "trending" technologies, from O*NET 29.3 Technology Skills (../shared/data/onet-technology-skills.tsv, CC BY
// 4.0; the credit line ships in the file and is shown on the page). Run by hand when the data changes:
//   npx tsx scripts/generate-onet-keywords.ts [path/to/shared/data]
// For each of our 40 industries (src/api/companies/company-industries.ts) it takes the O*NET occupations
// typical of that industry (SOC code prefixes below), counts in how many of them each technology is listed,
// and keeps the most common ones with O*NET's Hot Technology and In Demand flags.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { INDUSTRIES, type Industry } from '../src/api/companies/company-industries'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const dataDir = process.argv[2] ?? path.join(root, '..', 'shared', 'data')
const outFile = path.join(root, 'src/lib/ai-engine/data/onet-industry-technologies.json')

/** How many technologies are kept per industry. */
const KEEP = 40

/** The O*NET-SOC code prefixes of the occupations typical of each industry. */
const OCCUPATIONS: Record<Industry, readonly string[]> = {
  Technology: ['15-12'],
  Healthcare: ['29-1', '29-2', '31-'],
  Finance: ['13-20', '11-3031', '43-3'],
  Marketing: ['11-2021', '11-2011', '13-1161', '27-3031'],
  Education: ['25-'],
  Retail: ['41-1011', '41-2031', '41-2011', '11-2022', '43-5081'],
  Manufacturing: ['51-', '17-2112', '11-3051'],
  'Real Estate': ['41-9021', '41-9022', '11-9141', '13-2023'],
  Hospitality: ['35-', '11-9051', '11-9081', '43-4081'],
  'Transportation & Logistics': ['53-', '13-1081', '11-3071', '43-5011'],
  Energy: ['47-5', '17-2171', '51-80', '47-2231', '49-9081'],
  'Media & Entertainment': ['27-'],
  Telecommunications: ['49-2022', '49-9052', '15-1241', '15-1231'],
  Construction: ['47-1', '47-2', '11-9021', '17-2051'],
  Agriculture: ['45-', '19-1011', '19-1013', '11-9013'],
  Automotive: ['49-3023', '49-3021', '17-2141', '51-4121'],
  'Aerospace & Defense': ['17-2011', '17-3021', '49-3011', '53-2011'],
  Biotechnology: ['19-1029', '19-1021', '19-1042', '19-4021', '19-1022'],
  Pharmaceuticals: ['29-1051', '29-2052', '19-1042', '19-2031', '41-4011'],
  Insurance: ['13-2053', '13-1031', '41-3021', '15-2011', '43-9041'],
  Banking: ['13-2072', '43-3071', '11-3031', '13-2041', '41-3031'],
  Consulting: ['13-1111', '13-1082', '13-1161', '11-1021'],
  Legal: ['23-'],
  Government: ['11-1031', '13-1041', '33-', '19-3094'],
  'Non-profit': ['11-2033', '13-1131', '21-', '11-9151'],
  'Food & Beverage': ['35-', '51-3', '11-9051'],
  'Fashion & Apparel': ['27-1022', '51-6', '41-2031'],
  'E-commerce': ['15-1254', '15-1255', '13-1161', '41-2031', '11-2021'],
  Gaming: ['15-1252', '15-1255', '27-1014', '15-1253'],
  'Sports & Fitness': ['27-2021', '27-2022', '39-9031', '29-9091'],
  'Travel & Tourism': ['41-3041', '39-7011', '39-7012', '53-2031', '43-4181'],
  'Environmental Services': ['19-2041', '17-2081', '19-4042', '47-4041', '19-1031'],
  'Human Resources': ['13-1071', '11-3121', '13-1141', '13-1151', '43-4161'],
  'Architecture & Design': ['17-1011', '17-1012', '27-1021', '27-1025', '27-1024', '17-3011'],
  Advertising: ['11-2011', '41-3011', '27-3031', '27-1011', '13-1161'],
  Software: ['15-1252', '15-1253', '15-1254', '15-1255', '15-1211', '15-1299'],
  'Artificial Intelligence': ['15-2051', '15-1221', '15-1252'],
  'Data & Analytics': ['15-2051', '15-2041', '15-1243', '13-1161', '15-2031'],
  Fintech: ['15-1252', '13-2051', '13-2099', '15-2051', '13-2052'],
  Cybersecurity: ['15-1212', '15-1244', '15-1241', '15-1299'],
}

type Row = { code: string; name: string; hot: boolean; inDemand: boolean }

function readTsv(file: string): string[][] {
  const [, ...lines] = readFileSync(path.join(dataDir, file), 'utf8').split('\n')
  return lines.filter((line) => line !== '').map((line) => line.split('\t'))
}

const rows: Row[] = readTsv('onet-technology-skills.tsv').map(([code, name, , , hot, inDemand]) => ({
  code: code ?? '',
  name: name ?? '',
  hot: hot === 'Y',
  inDemand: inDemand === 'Y',
}))
const occupations = new Set(readTsv('onet-occupations.tsv').map(([code]) => code ?? ''))

/**
 * One technology: [name, hot (0/1), in demand (0/1), occupations listing it, other spellings a resume uses].
 */
type Technology = [string, 0 | 1, 0 | 1, number, string[]]

// O*NET also lists unnamed kinds of software ("Web browser software", "Email software"): not keywords.
const isGenericKind = (name: string) => /^[A-Z][a-z]+(?: [a-z]+)* software$/.test(name)

const VENDORS = [
  'Microsoft',
  'Oracle',
  'Apache',
  'Adobe',
  'Amazon',
  'Google',
  'IBM',
  'SAP',
  'Atlassian',
  'Autodesk',
  'Salesforce',
  'Intuit',
  'Cisco',
  'Red Hat',
  'Dassault Systemes',
  'The MathWorks',
  'Ansys',
  'Tableau',
  'Bentley',
  'Esri',
  'Epic Systems',
  'JetBrains',
  'Meta',
  'Facebook',
]

/** How a resume may write a technology: "Oracle Java" → Java, "Amazon Web Services AWS software" → AWS. */
function aliasesOf(name: string): string[] {
  const out = new Set<string>()
  const bare = name.replace(/ software$/, '')
  if (bare !== name) out.add(bare)
  const acronym = / ([A-Z][A-Z0-9.+#/-]{1,9})$/.exec(bare)?.[1]
  if (acronym) {
    out.add(acronym)
    out.add(bare.slice(0, -acronym.length - 1))
  }
  // A vendor's prefix goes when nothing shorter is known ("Oracle Java" → Java, not "Web Services" of AWS).
  const vendor = VENDORS.find((v) => bare.startsWith(`${v} `) && bare.length > v.length + 2)
  if (vendor && !acronym) out.add(bare.slice(vendor.length + 1))
  out.delete(name)
  // Too short or too common to mean the technology on its own.
  return [...out].filter(
    (alias) => alias.length >= 2 && !['Office', 'Access', 'Project', 'Word', 'Go'].includes(alias),
  )
}

const industries: Record<string, { occupations: number; technologies: Technology[] }> = {}
for (const industry of INDUSTRIES) {
  const prefixes = OCCUPATIONS[industry]
  const codes = [...occupations].filter((code) => prefixes.some((prefix) => code.startsWith(prefix)))
  if (codes.length === 0) throw new Error(`${industry}: no O*NET occupation matches ${prefixes.join(', ')}`)
  const inIndustry = new Set(codes)
  const byName = new Map<string, { row: Row; codes: Set<string>; hot: boolean; inDemand: boolean }>()
  for (const row of rows) {
    if (!inIndustry.has(row.code) || isGenericKind(row.name)) continue
    const entry = byName.get(row.name) ?? { row, codes: new Set<string>(), hot: false, inDemand: false }
    entry.codes.add(row.code)
    entry.hot ||= row.hot
    entry.inDemand ||= row.inDemand
    byName.set(row.name, entry)
  }
  const technologies = [...byName.values()]
    .sort(
      (a, b) =>
        b.codes.size - a.codes.size ||
        Number(b.hot) - Number(a.hot) ||
        a.row.name.localeCompare(b.row.name, 'en'),
    )
    .slice(0, KEEP)
    .map((e): Technology => [
      e.row.name,
      e.hot ? 1 : 0,
      e.inDemand ? 1 : 0,
      e.codes.size,
      aliasesOf(e.row.name),
    ])
  industries[industry] = { occupations: codes.length, technologies }
}

const output = {
  source: 'O*NET 29.3 Database, Technology Skills (onet-technology-skills.tsv)',
  credit:
    'This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, ' +
    'Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a ' +
    'trademark of USDOL/ETA. ReelHire has modified all or some of this information. USDOL/ETA has not ' +
    'approved, endorsed, or tested these modifications.',
  license: 'https://creativecommons.org/licenses/by/4.0/',
  columns: ['name', 'hot', 'inDemand', 'occupations', 'aliases'],
  industries,
}
mkdirSync(path.dirname(outFile), { recursive: true })
writeFileSync(outFile, `${JSON.stringify(output)}\n`)
console.log(`Wrote ${path.relative(root, outFile)} (${INDUSTRIES.length} industries)`)
