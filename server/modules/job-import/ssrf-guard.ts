import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import type { HostResolver, ResolvedAddress } from '../../core/module-settings'

/**
 * The SSRF guard of `POST /api/Job/Extract` (decision 012). A URL is vetted before any connection: scheme,
 * credentials, port, host name, and every address the name resolves to. The fetcher then connects to one
 * of the vetted addresses only (the address is pinned, so a second DNS answer cannot swap it).
 */

export const resolveHostWithDns: HostResolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true })
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }))
}

export type RefusalReason = 'scheme' | 'credentials' | 'port' | 'hostname' | 'address'

/** The URL must not be fetched. Thrown before anything is sent. */
export class FetchRefusedError extends Error {
  override name = 'FetchRefusedError'
  constructor(
    readonly reason: RefusalReason,
    readonly detail: string,
  ) {
    super(`refused (${reason}): ${detail}`)
  }
}

/** The name does not resolve: not a refusal, the page just cannot be read. */
export class UnresolvableHostError extends Error {
  override name = 'UnresolvableHostError'
}

export type GuardOptions = {
  /**
   * Test-only allowance: exact `host:port` pairs (e.g. `127.0.0.1:41234`) that may be fetched although
   * they are private. Empty by default and never read from the environment. A redirect to any other
   * host or port is vetted as usual.
   */
  allowPrivateHosts: readonly string[]
  resolveHost: HostResolver
}

export type VettedTarget = {
  url: URL
  /** Host name as the URL gives it, without IPv6 brackets (used for the Host header and TLS SNI). */
  hostname: string
  port: number
  /** The address the request is pinned to. */
  address: ResolvedAddress
}

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:'])
/** Web ports only: a job page has no business on 22, 25, 6379… (the test allowance names its own port). */
const ALLOWED_PORTS = new Set([80, 443, 8080, 8443])
/**
 * Names that only mean something inside a network: `localhost` and its subdomains, mDNS, cloud-internal
 * zones (metadata.google.internal, *.ec2.internal), home networks and reverse-DNS zones.
 */
const FORBIDDEN_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'localdomain',
  'home.arpa',
  'arpa',
  'lan',
  'intranet',
]
/** Metadata services reachable by a public-looking name. */
const FORBIDDEN_NAMES = new Set(['metadata.goog', 'metadata.google', 'instance-data', 'metadata.azure.com'])

/**
 * Checks everything that can be checked without the network, then resolves the name and checks every
 * address. Throws FetchRefusedError (or UnresolvableHostError); returns the address to connect to.
 */
export async function vetUrl(input: URL | string, options: GuardOptions): Promise<VettedTarget> {
  const url = checkUrlSyntax(input)
  const hostname = bareHostname(url)
  const port = effectivePort(url)
  const allowed = isAllowance(hostname, port, options)

  if (!allowed && !ALLOWED_PORTS.has(port)) {
    throw new FetchRefusedError('port', `port ${port} is not a web port`)
  }

  const literal = isIP(hostname)
  if (literal) {
    if (!allowed) refuseAddress(hostname)
    return { url, hostname, port, address: { address: hostname, family: literal === 6 ? 6 : 4 } }
  }

  if (!allowed) checkHostname(hostname)
  let addresses: ResolvedAddress[]
  try {
    addresses = await options.resolveHost(hostname.replace(/\.+$/, ''))
  } catch {
    throw new UnresolvableHostError(`${hostname} does not resolve`)
  }
  if (addresses.length === 0) throw new UnresolvableHostError(`${hostname} does not resolve`)
  // One bad address is enough: the resolver (or an attacker's DNS) decides which one a client would use.
  if (!allowed) for (const answer of addresses) refuseAddress(answer.address)
  const [first] = addresses
  if (!first) throw new UnresolvableHostError(`${hostname} does not resolve`)
  return { url, hostname, port, address: first }
}

/** Scheme and credentials; the URL parser has already normalised IPv4 forms (2130706433, 0x7f.1, 127.1). */
export function checkUrlSyntax(input: URL | string): URL {
  let url: URL
  try {
    url = typeof input === 'string' ? new URL(input) : input
  } catch {
    throw new FetchRefusedError('scheme', 'not an absolute URL')
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) {
    throw new FetchRefusedError('scheme', `${url.protocol} links cannot be fetched`)
  }
  if (url.username !== '' || url.password !== '') {
    throw new FetchRefusedError('credentials', 'links with a user name or password cannot be fetched')
  }
  if (bareHostname(url) === '') throw new FetchRefusedError('hostname', 'the link has no host')
  return url
}

/** Lower-case host without IPv6 brackets; a trailing dot is kept here and ignored by the checks. */
function bareHostname(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1')
}

function effectivePort(url: URL): number {
  if (url.port !== '') return Number(url.port)
  return url.protocol === 'https:' ? 443 : 80
}

function isAllowance(hostname: string, port: number, options: GuardOptions): boolean {
  if (options.allowPrivateHosts.length === 0) return false
  const host = isIP(hostname) === 6 ? `[${hostname}]` : hostname
  return options.allowPrivateHosts.includes(`${host}:${port}`)
}

/** Rules for a name (not an IP literal). */
export function checkHostname(hostname: string): void {
  const name = hostname.toLowerCase().replace(/\.+$/, '')
  if (name === '' || !name.includes('.')) {
    // Single-label names (localhost, metadata, intranet hosts) resolve through local search domains.
    throw new FetchRefusedError('hostname', `${hostname} is not a public host name`)
  }
  if (FORBIDDEN_NAMES.has(name) || FORBIDDEN_SUFFIXES.some((s) => name === s || name.endsWith(`.${s}`))) {
    throw new FetchRefusedError('hostname', `${hostname} is not a public host name`)
  }
}

function refuseAddress(address: string): void {
  const reason = forbiddenAddressReason(address)
  if (reason) throw new FetchRefusedError('address', `${address} is a ${reason} address`)
}

type Range = { base: number[]; bits: number; label: string }

const v4 = (cidr: string, label: string): Range => {
  const [ip = '', bits = '32'] = cidr.split('/')
  return { base: ip.split('.').map(Number), bits: Number(bits), label }
}

const FORBIDDEN_V4: readonly Range[] = [
  v4('0.0.0.0/8', '"this network"'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'carrier-grade NAT'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'),
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'IETF protocol'),
  v4('192.0.2.0/24', 'documentation'),
  v4('192.88.99.0/24', '6to4 relay'),
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'benchmarking'),
  v4('198.51.100.0/24', 'documentation'),
  v4('203.0.113.0/24', 'documentation'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'),
]

/** Named IPv6 ranges, for the message; anything outside 2000::/3 is refused whatever its name. */
const NAMED_V6: readonly Range[] = [
  { base: [0x20, 0x01, 0x0d, 0xb8], bits: 32, label: 'documentation' },
  { base: [0x20, 0x01, 0x00, 0x00], bits: 32, label: 'Teredo' },
  { base: [0x20, 0x01, 0x00, 0x00], bits: 23, label: 'IETF protocol' },
  { base: [0x20, 0x02], bits: 16, label: '6to4' },
  { base: [0x3f, 0xff], bits: 20, label: 'documentation' },
]

function inRange(bytes: readonly number[], range: Range): boolean {
  let bits = range.bits
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff
    if (((bytes[i] ?? 0) & mask) !== ((range.base[i] ?? 0) & mask)) return false
  }
  return true
}

/**
 * Why an address may not be fetched, or null when it is a public unicast address. IPv4: a deny list of
 * the special-purpose ranges. IPv6: only global unicast (2000::/3) minus its special ranges; so loopback,
 * unspecified, IPv4-mapped (::ffff:127.0.0.1) and -compatible, NAT64, unique-local (fc00::/7),
 * link-local (fe80::/10), site-local and multicast are all refused. Unparseable text is refused too.
 */
export function forbiddenAddressReason(address: string): string | null {
  const text = address.trim().replace(/^\[(.*)\]$/, '$1')
  const family = isIP(text)
  if (family === 4) {
    const bytes = text.split('.').map(Number)
    return FORBIDDEN_V4.find((range) => inRange(bytes, range))?.label ?? null
  }
  if (family === 6) {
    if (text.includes('%')) return 'scoped'
    const bytes = parseIpv6(text)
    if (!bytes) return 'malformed'
    const named = NAMED_V6.find((range) => inRange(bytes, range))
    if (named) return named.label
    if ((bytes[0]! & 0xe0) === 0x20) return null
    return ipv6Label(bytes)
  }
  return 'malformed'
}

function ipv6Label(bytes: readonly number[]): string {
  const zeroPrefix = bytes.slice(0, 10).every((b) => b === 0)
  if (zeroPrefix && bytes[10] === 0xff && bytes[11] === 0xff) {
    const inner = bytes.slice(12).join('.')
    return `IPv4-mapped (${inner}${forbiddenAddressReason(inner) ? `, ${forbiddenAddressReason(inner)}` : ''})`
  }
  if (bytes.every((b, i) => (i === 15 ? b === 1 : b === 0))) return 'loopback'
  if (bytes.every((b) => b === 0)) return 'unspecified'
  if (zeroPrefix && bytes[10] === 0 && bytes[11] === 0) return 'IPv4-compatible'
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b) return 'NAT64'
  if ((bytes[0]! & 0xfe) === 0xfc) return 'unique-local'
  if (bytes[0] === 0xfe && (bytes[1]! & 0xc0) === 0x80) return 'link-local'
  if (bytes[0] === 0xfe && (bytes[1]! & 0xc0) === 0xc0) return 'site-local'
  if (bytes[0] === 0xff) return 'multicast'
  return 'reserved'
}

/** 16 bytes of an IPv6 address (already checked by net.isIP), including the dotted IPv4 tail form. */
export function parseIpv6(text: string): number[] | null {
  let head = text
  const tail: number[] = []
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted?.[1]) {
    const parts = dotted[1].split('.').map(Number)
    if (parts.some((p) => p > 255)) return null
    tail.push((parts[0]! << 8) | parts[1]!, (parts[2]! << 8) | parts[3]!)
    head = text.slice(0, -dotted[1].length)
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1)
  }
  const halves = head.split('::')
  if (halves.length > 2) return null
  const groups = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : [])
  const left = groups(halves[0])
  const right = [...groups(halves[1]), ...tail]
  const missing = 8 - left.length - right.length
  if (halves.length === 1 && missing !== 0) return null
  if (missing < 0) return null
  const words = [...left, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => 0), ...right]
  if (words.length !== 8 || words.some((w) => Number.isNaN(w) || w < 0 || w > 0xffff)) return null
  return words.flatMap((w) => [w >> 8, w & 0xff])
}
