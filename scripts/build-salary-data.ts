/**
 * Builds the salary calculator's data (server/modules/ai-tools/salary-wages.json and salary-titles.json) from
 * the public BLS OEWS and O*NET files in ../shared/data (see its README for sources and credit lines).
 *
 *   npx tsx scripts/build-salary-data.ts [--data-dir ../shared/data]
 *
 * The output is committed, so the server needs no network and no copy of ../shared/data. Figures are copied as
 * they stand in the CSV rows (no rounding, no re-computation), so every number the calculator shows can be
 * traced back to one row: the occupation's OCC_CODE in oews-national-2025.csv, or the (PRIM_STATE, OCC_CODE)
 * row of oews-state-2023-mean-wages.csv.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const args = process.argv.slice(2)
const dataDirArg = args.indexOf('--data-dir')
const DATA_DIR = resolve(
  dataDirArg >= 0 ? args[dataDirArg + 1]! : join(import.meta.dirname, '../../shared/data'),
)
const OUT_DIR = join(import.meta.dirname, '../server/modules/ai-tools')

/** RFC 4180 CSV (BLS titles are quoted when they hold commas). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    rows.push(row)
    row = []
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') endField()
    else if (ch === '\n') endRow()
    else field += ch
  }
  if (field || row.length) endRow()
  return rows
}

function table(file: string): Record<string, string>[] {
  const text = readFileSync(join(DATA_DIR, file), 'utf8')
  const rows = file.endsWith('.tsv')
    ? text
        .trimEnd()
        .split('\n')
        .map((l) => l.split('\t'))
    : parseCsv(text)
  const [header, ...body] = rows
  return body.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])))
}

/** A BLS wage cell: a number, or null for `*` (not available) and `#` (top-coded). */
const wage = (cell: string | undefined): number | null =>
  cell && /^\d+(\.\d+)?$/.test(cell) ? Number(cell) : null

// ---- national wages, May 2025 (per-occupation figures) and May 2023 (the base of the state ratios)
const NATIONAL_YEAR = 2025
const STATE_YEAR = 2023
const national = table(`oews-national-${NATIONAL_YEAR}.csv`)
const national2023 = table(`oews-national-${STATE_YEAR}.csv`)

type Occupation = [
  code: string,
  title: string,
  group: string,
  employment: number | null,
  mean: number | null,
  p10: number | null,
  p25: number | null,
  median: number | null,
  p75: number | null,
  p90: number | null,
  hourlyMedian: number | null,
  mean2023: number | null,
]
// Codes listed as both broad and detailed carry identical figures, so either row gives the same mean.
const mean2023 = new Map(national2023.map((r) => [r.OCC_CODE!, wage(r.A_MEAN)]))
const occupations = new Map<string, Occupation>()
for (const r of national) {
  const code = r.OCC_CODE!
  // Seven codes appear as both broad and detailed with identical figures: keep the detailed one.
  if (occupations.has(code) && r.O_GROUP !== 'detailed') continue
  occupations.set(code, [
    code,
    r.OCC_TITLE!,
    r.O_GROUP!,
    wage(r.TOT_EMP),
    wage(r.A_MEAN),
    wage(r.A_PCT10),
    wage(r.A_PCT25),
    wage(r.A_MEDIAN),
    wage(r.A_PCT75),
    wage(r.A_PCT90),
    wage(r.H_MEDIAN),
    mean2023.get(code) ?? null,
  ])
}

// ---- state mean wages, May 2023: per state, the A_MEAN of each occupation, keyed by the occupations' order
const codes = [...occupations.keys()]
const codeIndex = new Map(codes.map((code, i) => [code, i]))
const states: Record<string, { name: string; means: (number | null)[] }> = {}
for (const r of table(`oews-state-${STATE_YEAR}-mean-wages.csv`)) {
  const state = (states[r.PRIM_STATE!] ??= { name: r.AREA_TITLE!, means: codes.map(() => null) })
  const i = codeIndex.get(r.OCC_CODE!)
  if (i !== undefined) state.means[i] = wage(r.A_MEAN)
}
// Trailing nulls cost bytes for nothing.
for (const state of Object.values(states)) {
  while (state.means.length && state.means.at(-1) === null) state.means.pop()
}

// ---- O*NET occupations → the OEWS code that carries their wages
const crosswalk = new Map(
  table('bls-onet-soc-to-nem-crosswalk.csv').map((r) => [r['O*NET-SOC Code']!, r['NEM Code']!]),
)
function oewsCodeOf(onetCode: string): string | null {
  const soc = onetCode.slice(0, 7)
  const candidates = [soc, crosswalk.get(onetCode), `${soc.slice(0, 6)}0`]
  for (const code of candidates) {
    const occupation = code ? occupations.get(code) : undefined
    if (occupation && occupation[7] !== null) return code!
  }
  return null
}

const onet = table('onet-occupations.tsv')
  .map((r) => ({ code: r['O*NET-SOC Code']!, title: r.Title!, oews: oewsCodeOf(r['O*NET-SOC Code']!) }))
  .filter((o) => o.oews !== null)
const onetIndex = new Map(onet.map((o, i) => [o.code, i]))

/** Titles per O*NET occupation: its own title, the reported titles, the alternate titles (deduplicated). */
const MAX_TITLE = 60
const titlesByOccupation = onet.map((o) => new Set<string>([o.title]))
const seen = new Set<string>()
const key = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()
for (const o of onet) seen.add(key(o.title))
function addTitle(onetCode: string, title: string) {
  const i = onetIndex.get(onetCode)
  const k = key(title)
  // A title already claimed by another occupation stays with the first (O*NET's own titles come first).
  if (i === undefined || !k || title.length > MAX_TITLE || seen.has(k)) return
  seen.add(k)
  titlesByOccupation[i]!.add(title)
}
for (const r of table('onet-reported-titles.tsv')) addTitle(r['O*NET-SOC Code']!, r['Reported Job Title']!)
for (const r of table('onet-alternate-titles.tsv')) {
  addTitle(r['O*NET-SOC Code']!, r['Alternate Title']!)
  if (r['Short Title'] && r['Short Title'] !== 'n/a') addTitle(r['O*NET-SOC Code']!, r['Short Title'])
}

const wages = {
  source: {
    national: {
      dataset: 'BLS OEWS national, cross-industry',
      year: NATIONAL_YEAR,
      file: `oews-national-${NATIONAL_YEAR}.csv`,
    },
    state: {
      dataset: 'BLS OEWS state mean wages',
      year: STATE_YEAR,
      file: `oews-state-${STATE_YEAR}-mean-wages.csv`,
    },
  },
  columns: [
    'code',
    'title',
    'group',
    'employment',
    'mean',
    'p10',
    'p25',
    'median',
    'p75',
    'p90',
    'hourlyMedian',
    'mean2023',
  ],
  occupations: [...occupations.values()],
  states,
}
const titles = {
  source: { dataset: 'O*NET 29.3 occupations, reported and alternate titles' },
  /** [O*NET-SOC code, O*NET title, OEWS code, ...other titles] */
  occupations: onet.map((o, i) => [o.code, o.title, o.oews!, ...[...titlesByOccupation[i]!].slice(1)]),
}

for (const [name, data] of [
  ['salary-wages.json', wages],
  ['salary-titles.json', titles],
] as const) {
  const text = JSON.stringify(data)
  writeFileSync(join(OUT_DIR, name), text + '\n')
  console.log(`${name}: ${text.length.toLocaleString('en-US')} bytes`)
}
