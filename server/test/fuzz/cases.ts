import fc from 'fast-check'
import { BAD_DATES, BAD_IDS, BAD_NUMBERS, FORBIDDEN_TEXT, ODD_TEXT, WRONG_TYPES } from './bad-values'

/** What a fuzz request carries as its body. */
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string | Uint8Array; contentType: string }
  | { kind: 'multipart'; fields: Record<string, string>; files: Record<string, FuzzFile> }

export type FuzzFile = { name: string; type: string; bytes: Uint8Array }

/** One malformed request: path params (already URL-encoded), a query string and a body. */
export type FuzzCase = { label: string; params: Record<string, string>; query: string; body: FuzzBody }

/** A route's valid-looking request, which the cases below spoil one part at a time. */
export type Sample =
  | { kind: 'json'; body: unknown }
  | { kind: 'multipart'; fields: Record<string, string>; files: Record<string, FuzzFile> }

type Path = readonly (string | number)[]

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/
const DEEP = 50_000

/** Every position in a JSON value (not the root), with the value found there. */
function positions(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const out: { path: Path; value: unknown }[] = path.length > 0 ? [{ path, value }] : []
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...positions(item, [...path, i])))
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) out.push(...positions(item, [...path, key]))
  return out
}

/** A deep copy of `root` with `replacement` at `path`. */
function replaceAt(root: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path as [string | number, ...(string | number)[]]
  if (Array.isArray(root))
    return root.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item))
  const object = (root ?? {}) as Record<string, unknown>
  return { ...object, [head]: replaceAt(object[head], rest, replacement) }
}

const insertMiddle = (text: string, inserted: string) => {
  const at = Math.floor(text.length / 2)
  return text.slice(0, at) + inserted + text.slice(at)
}

/** Stands for a deeply nested list in a body; replaced in the JSON text (JSON.stringify would overflow). */
const DEEP_MARKER = '__deeply_nested_list__'
const deepText = '['.repeat(DEEP) + ']'.repeat(DEEP)

/** A deterministic pick of `n` items (the same ones every run for the same seed). */
function pick<T>(items: readonly T[], n: number, seed: number): T[] {
  if (items.length <= n) return [...items]
  const chosen = fc.sample(fc.shuffledSubarray([...items], { minLength: n, maxLength: n }), {
    seed,
    numRuns: 1,
  })[0]
  return chosen ?? items.slice(0, n)
}

type Spoilt = { label: string; value: unknown; essential: boolean }

/**
 * The spoilt values of one position. Essential, for every position: a NUL byte and a lone surrogate in
 * text (which variant rotates with the position), every bound of a number, every far date, forbidden text
 * in lists and keys. Extra (wrong types, odd sizes, deep nesting): jsonCases takes a seeded pick of them,
 * so big bodies stay quick.
 */
function spoilt(value: unknown, seed: number): Spoilt[] {
  const out: Spoilt[] = []
  const essential = (label: string, v: unknown) => out.push({ label, value: v, essential: true })
  const extra = (label: string, v: unknown) => out.push({ label, value: v, essential: false })
  for (const w of pick(WRONG_TYPES, 2, seed)) extra(`wrong type ${JSON.stringify(w)}`, w)
  if (typeof value === 'string') {
    const nul = FORBIDDEN_TEXT.filter((bad) => bad.includes('\u0000'))
    const surrogate = FORBIDDEN_TEXT.filter((bad) => !bad.includes('\u0000'))
    for (const bad of [nul[seed % nul.length] ?? '\u0000', surrogate[seed % surrogate.length] ?? '\ud800'])
      essential(`text ${JSON.stringify(bad)}`, insertMiddle(value, bad))
    for (const odd of ODD_TEXT) extra(`odd text ${JSON.stringify(odd.slice(0, 20))}`, odd)
    if (DATE_LIKE.test(value)) for (const date of BAD_DATES) essential(`date ${date}`, date)
  } else if (typeof value === 'number') {
    for (const n of BAD_NUMBERS) essential(`number ${n}`, n)
    extra('number as text', String(value))
  } else if (typeof value === 'boolean') {
    extra('boolean as text', String(value))
  } else if (Array.isArray(value)) {
    essential('list of forbidden text', ['\u0000', '\ud800'])
    extra(
      'long list',
      Array.from({ length: 2000 }, () => value[0] ?? 'x'),
    )
    extra('deep list', DEEP_MARKER)
  } else if (value !== null && typeof value === 'object') {
    essential('NUL key', { ...value, 'k\u0000': 'v' })
  }
  return out
}

/** How many of the extra spoilt values (wrong types, odd sizes) one JSON body gets. */
const EXTRA_CASES = 12

const text = (value: unknown) => {
  const json = JSON.stringify(value) ?? String(value)
  return json.length > 60 ? `${json.slice(0, 60)}…(${json.length})` : json
}

/** Cases that spoil each position of a JSON sample, then whole-body ones, then seeded random bodies. */
export function jsonCases(body: unknown, seed: number, minimum: number): FuzzCase[] {
  const cases: FuzzCase[] = []
  const add = (label: string, value: FuzzBody) => cases.push({ label, params: {}, query: '', body: value })
  const spoilts = positions(body).flatMap(({ path, value }, i) =>
    spoilt(value, seed + i).map((bad) => ({ ...bad, path })),
  )
  const chosen = [
    ...spoilts.filter((bad) => bad.essential),
    ...pick(
      spoilts.filter((bad) => !bad.essential),
      EXTRA_CASES,
      seed,
    ),
  ]
  for (const bad of chosen) {
    const spoiltBody = replaceAt(body, bad.path, bad.value)
    add(
      `${bad.path.join('.')}: ${bad.label}`,
      bad.value === DEEP_MARKER
        ? {
            kind: 'raw',
            text: JSON.stringify(spoiltBody).replace(`"${DEEP_MARKER}"`, deepText),
            contentType: 'application/json',
          }
        : { kind: 'json', value: spoiltBody },
    )
  }
  const json = 'application/json'
  add('no body', { kind: 'none' })
  add('empty JSON body', { kind: 'raw', text: '', contentType: json })
  add('truncated JSON', { kind: 'raw', text: '{"a":', contentType: json })
  add('JSON null', { kind: 'raw', text: 'null', contentType: json })
  add('JSON list', { kind: 'raw', text: '[]', contentType: json })
  add('JSON string with NUL', { kind: 'raw', text: '"\\u0000"', contentType: json })
  add('raw NUL inside a JSON string', { kind: 'raw', text: '{"a":"\u0000"}', contentType: json })
  add('invalid UTF-8', {
    kind: 'raw',
    text: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d]),
    contentType: json,
  })
  add('text/plain body', { kind: 'raw', text: JSON.stringify(body ?? {}), contentType: 'text/plain' })
  add('form body', { kind: 'raw', text: 'a=%00', contentType: 'application/x-www-form-urlencoded' })
  add('deeply nested', { kind: 'raw', text: deepText, contentType: json })
  add('__proto__ key', { kind: 'raw', text: '{"__proto__":{"role":"Admin"}}', contentType: json })
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    add('extra role key', { kind: 'json', value: { ...body, role: 'Admin', ownerId: '\u0000' } })
    add('NUL key at the root', { kind: 'json', value: { ...body, '\u0000': '\u0000' } })
  }
  // Seeded random bodies: JSON values (with any code point, lone surrogates included) and random text in
  // each string position of the sample.
  const strings = positions(body).filter((p) => typeof p.value === 'string')
  const randomText = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), {
    seed,
    numRuns: Math.max(10, minimum),
  })
  const randomBodies = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: seed + 1, numRuns: 10 })
  randomBodies.forEach((value, i) => add(`random body ${i}: ${text(value)}`, { kind: 'json', value }))
  let i = 0
  while (cases.length < minimum || i < 10) {
    const target = strings[i % Math.max(1, strings.length)]
    const random = randomText[i % randomText.length] ?? '\u0000'
    if (target)
      add(`${target.path.join('.')}: random ${text(random)}`, {
        kind: 'json',
        value: replaceAt(body, target.path, random),
      })
    else add(`random body text ${text(random)}`, { kind: 'json', value: { value: random } })
    i++
  }
  return cases
}

/** Cases that spoil each text field and each file of a multipart sample, and the body as a whole. */
export function multipartCases(
  sample: Extract<Sample, { kind: 'multipart' }>,
  seed: number,
  minimum: number,
) {
  const cases: FuzzCase[] = []
  const add = (label: string, body: FuzzBody) => cases.push({ label, params: {}, query: '', body })
  const form = (fields: Record<string, string>, files = sample.files): FuzzBody => ({
    kind: 'multipart',
    fields,
    files,
  })
  Object.entries(sample.fields).forEach(([name, value], i) => {
    for (const bad of FORBIDDEN_TEXT)
      add(`${name}: ${text(bad)}`, form({ ...sample.fields, [name]: insertMiddle(value, bad) }))
    for (const odd of pick(ODD_TEXT, 3, seed + i))
      add(`${name}: odd ${text(odd)}`, form({ ...sample.fields, [name]: odd }))
    // A field that is JSON text: spoil the values inside it too (they are decoded after the form).
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      return
    }
    const inners = jsonCases(parsed, seed + 100 + i, 0).filter(
      (c) => c.body.kind === 'json' && /text|NUL|surrogate/.test(c.label),
    )
    for (const inner of inners.slice(0, 12))
      add(
        `${name} (JSON) ${inner.label}`,
        form({ ...sample.fields, [name]: JSON.stringify((inner.body as { value: unknown }).value) }),
      )
  })
  Object.entries(sample.files).forEach(([field, file]) => {
    for (const bad of FORBIDDEN_TEXT)
      add(
        `${field} file name ${text(bad)}`,
        form(sample.fields, { ...sample.files, [field]: { ...file, name: insertMiddle(file.name, bad) } }),
      )
    add(`${field} as text`, form({ ...sample.fields, [field]: '\u0000' }, {}))
    add(
      `${field} empty file`,
      form(sample.fields, { ...sample.files, [field]: { ...file, bytes: new Uint8Array() } }),
    )
    add(
      `${field} text file`,
      form(sample.fields, {
        ...sample.files,
        [field]: { name: 'a.txt', type: 'text/plain', bytes: new TextEncoder().encode('hi\u0000') },
      }),
    )
  })
  add('unknown field with NUL', form({ ...sample.fields, 'x\u0000': '\u0000' }))
  add('no body', { kind: 'none' })
  add('JSON instead of a form', { kind: 'json', value: sample.fields })
  add('broken multipart', {
    kind: 'raw',
    text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000',
    contentType: 'multipart/form-data; boundary=x',
  })
  add('multipart without boundary', { kind: 'raw', text: 'a', contentType: 'multipart/form-data' })
  const randomText = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), {
    seed,
    numRuns: 20,
  })
  const names = Object.keys(sample.fields)
  let i = 0
  while (cases.length < minimum || i < 10) {
    const name = names[i % Math.max(1, names.length)] ?? 'field'
    const random = randomText[i % randomText.length] ?? '\u0000'
    add(`${name}: random ${text(random)}`, form({ ...sample.fields, [name]: random }))
    i++
  }
  return cases
}

/** Each path param in turn replaced by each bad id (the others keep their valid value). */
export function paramCases(params: Record<string, string>): FuzzCase[] {
  return Object.keys(params).flatMap((name) =>
    BAD_IDS.map((bad) => ({
      label: `param ${name} = ${text(bad)}`,
      params: { ...params, [name]: bad },
      query: '',
      body: { kind: 'none' } as FuzzBody,
    })),
  )
}

/** How many of the other bad values (numbers, far dates, odd text) each query key gets, besides NUL ones. */
const OTHER_QUERY_VALUES = 5

/**
 * Each query key in turn given every value with a NUL and a rotating few of the others (every value is
 * used on some key), plus unknown keys with forbidden text and a repeated key.
 */
export function queryCases(keys: readonly string[], values: readonly string[]): FuzzCase[] {
  const nul = values.filter((value) => value.includes('%00'))
  const others = values.filter((value) => !value.includes('%00'))
  const cases: FuzzCase[] = keys.flatMap((key, k) =>
    [
      ...nul,
      ...Array.from(
        { length: Math.min(OTHER_QUERY_VALUES, others.length) },
        (_, j) => others[(k * OTHER_QUERY_VALUES + j) % others.length] as string,
      ),
    ].map((value) => ({
      label: `query ${key}=${value.slice(0, 20)}`,
      params: {},
      query: `${key}=${value}`,
      body: { kind: 'none' } as FuzzBody,
    })),
  )
  for (const query of ['%00=1', 'x=%00', 'x=%ED%A0%80', `${keys[0] ?? 'x'}=a&${keys[0] ?? 'x'}=%00`])
    cases.push({ label: `query ${query}`, params: {}, query, body: { kind: 'none' } })
  return cases
}
