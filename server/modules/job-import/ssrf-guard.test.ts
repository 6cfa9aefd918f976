import { describe, expect, it, vi } from 'vitest'
import {
  FetchRefusedError,
  forbiddenAddressReason,
  parseIpv6,
  UnresolvableHostError,
  vetUrl,
  type GuardOptions,
} from './ssrf-guard'
import type { HostResolver } from '../../core/module-settings'

/** A resolver that must not be reached: refusals happen before DNS. */
const noDns: HostResolver = () => {
  throw new Error('DNS must not be consulted for this URL')
}
const guard = (overrides: Partial<GuardOptions> = {}): GuardOptions => ({
  allowPrivateHosts: [],
  resolveHost: noDns,
  ...overrides,
})
const resolvesTo =
  (...addresses: string[]): HostResolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))

async function refusal(url: string, options: GuardOptions = guard()) {
  const error = await vetUrl(url, options).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error, url).toBeInstanceOf(FetchRefusedError)
  return (error as FetchRefusedError).reason
}

describe('vetUrl refuses before connecting', () => {
  it.each([
    ['http://127.0.0.1/', 'loopback'],
    ['http://127.8.9.10/', 'loopback 127/8'],
    ['http://[::1]/', 'IPv6 loopback'],
    ['http://10.0.0.1/', 'private 10/8'],
    ['http://172.16.0.1/', 'private 172.16/12'],
    ['http://172.31.255.255/', 'private 172.16/12 end'],
    ['http://192.168.1.1/', 'private 192.168/16'],
    ['http://169.254.169.254/latest/meta-data/', 'cloud metadata'],
    ['http://169.254.1.1/', 'link-local'],
    ['http://0.0.0.0/', 'this network'],
    ['http://0.1.2.3/', '0/8'],
    ['http://100.64.0.1/', 'CGNAT'],
    ['http://100.100.100.200/', 'Alibaba metadata in CGNAT'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://255.255.255.255/', 'broadcast'],
    ['http://240.0.0.1/', 'reserved'],
    ['http://192.0.0.192/', 'Oracle metadata, IETF range'],
    ['http://198.18.0.1/', 'benchmarking'],
    ['http://[fc00::1]/', 'unique local'],
    ['http://[fd00:ec2::254]/', 'AWS IPv6 metadata'],
    ['http://[fe80::1]/', 'link-local IPv6'],
    ['http://[ff02::1]/', 'IPv6 multicast'],
    ['http://[::]/', 'IPv6 unspecified'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
    ['http://[::ffff:7f00:1]/', 'IPv4-mapped loopback, hex'],
    ['http://[::ffff:169.254.169.254]/', 'IPv4-mapped metadata'],
    ['http://[::127.0.0.1]/', 'IPv4-compatible'],
    ['http://[64:ff9b::7f00:1]/', 'NAT64 of loopback'],
    ['http://[2001:db8::1]/', 'IPv6 documentation'],
    ['http://[2002:7f00:1::]/', '6to4 of loopback'],
    ['http://2130706433/', 'decimal 127.0.0.1'],
    ['http://0177.0.0.1/', 'octal'],
    ['http://0x7f.1/', 'hex, short'],
    ['http://0x7f000001/', 'hex, whole'],
    ['http://127.1/', 'short form'],
    ['http://127.0.0.1./', 'trailing dot'],
    ['http://017700000001/', 'octal, whole'],
    ['http://evil.example@127.0.0.1/', 'userinfo in front of a loopback host'],
  ])('%s (%s)', async (url) => {
    expect(['address', 'credentials']).toContain(await refusal(url))
  })

  it('names the reason: address for IPs, credentials for userinfo', async () => {
    expect(await refusal('http://127.0.0.1/')).toBe('address')
    expect(await refusal('http://user:pass@example.com/')).toBe('credentials')
    expect(await refusal('http://evil@127.0.0.1/')).toBe('credentials')
    expect(await refusal('http://127.0.0.1:80@example.com/')).toBe('credentials')
  })

  it.each([
    'http://localhost/',
    'http://LOCALHOST/',
    'http://localhost./',
    'http://localhost:8080/',
    'http://api.localhost/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://metadata.google.internal./',
    'http://metadata/',
    'http://metadata.goog/',
    'http://instance-data.ec2.internal/',
    'http://printer.local/',
    'http://router.lan/',
    'http://intranet/',
    'http://1.0.0.127.in-addr.arpa/',
    'http://home.arpa/',
  ])('refuses the non-public name %s without asking DNS', async (url) => {
    expect(await refusal(url)).toBe('hostname')
  })

  it.each([
    'file:///etc/passwd',
    'gopher://example.com/',
    'ftp://example.com/',
    'data:text/html,hi',
    'javascript:alert(1)',
    'ws://example.com/',
  ])('refuses the scheme of %s', async (url) => {
    expect(await refusal(url)).toBe('scheme')
  })

  it('refuses ports other than the web ports', async () => {
    expect(await refusal('http://example.com:22/')).toBe('port')
    expect(await refusal('http://example.com:6379/')).toBe('port')
    expect(await refusal('https://example.com:25/')).toBe('port')
  })

  it('refuses a name when ANY of its addresses is private, and checks every answer', async () => {
    const options = guard({ resolveHost: resolvesTo('93.184.215.14', '10.1.2.3') })
    expect(await refusal('https://jobs.example.com/', options)).toBe('address')
    expect(await refusal('https://jobs.example.com/', guard({ resolveHost: resolvesTo('::1') }))).toBe(
      'address',
    )
    expect(
      await refusal(
        'https://rebind.example.com/',
        guard({ resolveHost: resolvesTo('::ffff:169.254.169.254') }),
      ),
    ).toBe('address')
    // A public-looking name for the loopback (127.0.0.1.nip.io and friends).
    expect(await refusal('http://127.0.0.1.nip.io/', guard({ resolveHost: resolvesTo('127.0.0.1') }))).toBe(
      'address',
    )
  })

  it('reports a name that does not resolve as unresolvable, not as a refusal', async () => {
    const failing: HostResolver = async () => {
      throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' })
    }
    await expect(
      vetUrl('https://nowhere.example.com/', guard({ resolveHost: failing })),
    ).rejects.toBeInstanceOf(UnresolvableHostError)
    await expect(
      vetUrl('https://empty.example.com/', guard({ resolveHost: resolvesTo() })),
    ).rejects.toBeInstanceOf(UnresolvableHostError)
  })
})

describe('vetUrl accepts public targets and pins the address', () => {
  it('resolves once (trailing dot dropped) and returns the first vetted address', async () => {
    const resolveHost = vi.fn(resolvesTo('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'))
    const target = await vetUrl('https://Jobs.Example.com./posting/42?ref=x', guard({ resolveHost }))
    expect(resolveHost).toHaveBeenCalledTimes(1)
    expect(resolveHost).toHaveBeenCalledWith('jobs.example.com')
    expect(target).toMatchObject({ hostname: 'jobs.example.com.', port: 443 })
    expect(target.address).toEqual({ address: '93.184.215.14', family: 4 })
  })

  it('takes public IP literals without DNS, and the web ports', async () => {
    expect((await vetUrl('http://93.184.215.14/', guard())).address.address).toBe('93.184.215.14')
    expect((await vetUrl('http://[2606:4700::1111]:8080/', guard())).port).toBe(8080)
    expect((await vetUrl('https://8.8.8.8:8443/', guard())).port).toBe(8443)
  })

  it('lets the test allowance through for its exact host and port only', async () => {
    const options = guard({ allowPrivateHosts: ['127.0.0.1:41234'] })
    expect((await vetUrl('http://127.0.0.1:41234/job', options)).address).toEqual({
      address: '127.0.0.1',
      family: 4,
    })
    expect(await refusal('http://127.0.0.1:41235/job', options)).toBe('port')
    expect(await refusal('http://127.0.0.1/job', options)).toBe('address')
    expect(await refusal('http://localhost:41234/job', options)).toBe('port')
    expect(await refusal('http://[::1]:41234/job', options)).toBe('port')
    expect(await refusal('http://10.0.0.1:41234/job', options)).toBe('port')
  })

  it('is off by default: no allowance means loopback is refused on any port', async () => {
    expect(await refusal('http://127.0.0.1:8080/')).toBe('address')
  })
})

describe('forbiddenAddressReason', () => {
  it('labels the ranges and passes public unicast', () => {
    expect(forbiddenAddressReason('127.0.0.1')).toBe('loopback')
    expect(forbiddenAddressReason('169.254.169.254')).toBe('link-local')
    expect(forbiddenAddressReason('100.64.0.1')).toBe('carrier-grade NAT')
    expect(forbiddenAddressReason('172.15.255.255')).toBeNull()
    expect(forbiddenAddressReason('172.32.0.0')).toBeNull()
    expect(forbiddenAddressReason('100.128.0.1')).toBeNull()
    expect(forbiddenAddressReason('8.8.8.8')).toBeNull()
    expect(forbiddenAddressReason('::ffff:8.8.8.8')).toMatch(/IPv4-mapped/)
    expect(forbiddenAddressReason('::ffff:127.0.0.1')).toBe('IPv4-mapped (127.0.0.1, loopback)')
    expect(forbiddenAddressReason('fe80::1%eth0')).toBe('scoped')
    expect(forbiddenAddressReason('2001:4860:4860::8888')).toBeNull()
    expect(forbiddenAddressReason('2001::1')).toBe('Teredo')
    expect(forbiddenAddressReason('not an ip')).toBe('malformed')
  })

  it('parses IPv6 forms to 16 bytes', () => {
    expect(parseIpv6('::1')).toEqual([...Array.from({ length: 15 }, () => 0), 1])
    expect(parseIpv6('::ffff:1.2.3.4')?.slice(10)).toEqual([0xff, 0xff, 1, 2, 3, 4])
    expect(parseIpv6('2001:db8::8a2e:370:7334')).toEqual([
      0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0x8a, 0x2e, 0x03, 0x70, 0x73, 0x34,
    ])
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toHaveLength(16)
    expect(parseIpv6('1::2::3')).toBeNull()
  })
})
