import type { FuzzBody, FuzzCase } from './cases'
import type { MountedRoute } from './routes'

type AppLike = { request: (path: string, init?: RequestInit) => Response | Promise<Response> }

/** What a case got back, for the failure report. */
export type Outcome = {
  url: string
  status: number
  code: string | null
  message: string | null
  envelope: boolean
}

type Body = NonNullable<RequestInit['body']>

function bodyInit(body: FuzzBody): { body?: Body; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return {}
    case 'json':
      return { body: JSON.stringify(body.value) ?? 'null', contentType: 'application/json' }
    case 'raw':
      return { body: body.text as Body, contentType: body.contentType }
    case 'multipart': {
      const form = new FormData()
      for (const [name, value] of Object.entries(body.fields)) form.append(name, value)
      for (const [name, file] of Object.entries(body.files))
        form.append(name, new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }))
      return { body: form }
    }
  }
}

/** Sends one case to `route`; path params not named by the case keep their valid value. */
export async function send(
  app: AppLike,
  route: MountedRoute,
  fuzz: FuzzCase,
  validParams: Record<string, string>,
  token: string | null,
): Promise<Outcome> {
  const params = { ...validParams, ...fuzz.params }
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? 'x')
  const url = fuzz.query ? `${path}?${fuzz.query}` : path
  const { body, contentType } = bodyInit(fuzz.body)
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (contentType) headers['content-type'] = contentType
  const res = await app.request(url, {
    method: route.method,
    headers,
    ...(body === undefined ? {} : { body }),
  })
  const text = await res.text()
  type Parsed = { success?: unknown; error?: { code?: unknown; message?: unknown } } | null
  let parsed: Parsed
  try {
    parsed = JSON.parse(text) as Parsed
  } catch {
    parsed = null
  }
  const code = typeof parsed?.error?.code === 'string' ? parsed.error.code : null
  const message = typeof parsed?.error?.message === 'string' ? parsed.error.message : null
  return { url, status: res.status, code, message, envelope: parsed?.success === false && code !== null }
}

/** A short, readable form of a case's body for the failure report. */
export function describeBody(body: FuzzBody): string {
  const cut = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…(${text.length} chars)` : text)
  switch (body.kind) {
    case 'none':
      return '(none)'
    case 'json':
      return cut(JSON.stringify(body.value) ?? 'undefined')
    case 'raw':
      return `${body.contentType}: ${cut(typeof body.text === 'string' ? JSON.stringify(body.text) : `bytes ${[...body.text].join(',')}`)}`
    case 'multipart':
      return `multipart ${cut(JSON.stringify({ fields: body.fields, files: Object.fromEntries(Object.entries(body.files).map(([k, f]) => [k, f.name])) }))}`
  }
}
