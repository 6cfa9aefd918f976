import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger'

describe('logger', () => {
  it('redacts credentials at the top level and nested', () => {
    const lines: string[] = []
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const logger = createLogger({ level: 'info', destination })
    logger.info(
      {
        password: 'hunter2',
        headers: { authorization: 'Bearer abc.def', cookie: 'sid=1' },
        report: { context: { refreshToken: 'rt-1' } },
      },
      'x',
    )
    const line = lines.join('')
    for (const secret of ['hunter2', 'Bearer abc.def', 'sid=1', 'rt-1']) expect(line).not.toContain(secret)
    expect(line).toContain('[redacted]')
  })
})
