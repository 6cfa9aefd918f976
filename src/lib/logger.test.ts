import { describe, expect, it, vi } from 'vitest'
import { createLogger, installGlobalErrorHandlers, LOG_STORAGE_KEY } from './logger'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('createLogger', () => {
  it('drops debug at the default info level', () => {
    const logger = createLogger()
    logger.debug('noise')
    logger.info('hello')
    expect(logger.getEntries().map((e) => e.message)).toEqual(['hello'])
    logger.setLevel('debug')
    logger.debug('now kept')
    expect(logger.getEntries()).toHaveLength(2)
  })

  it('keeps the last 100 entries, in memory and storage', () => {
    const storage = memoryStorage()
    const logger = createLogger({ storage })
    for (let i = 0; i < 130; i++) logger.info(`entry ${i}`)
    expect(logger.getEntries()).toHaveLength(100)
    expect(logger.getEntries()[0]?.message).toBe('entry 30')
    expect(JSON.parse(storage.values.get(LOG_STORAGE_KEY) ?? '[]')).toHaveLength(100)
    expect(createLogger({ storage }).getEntries()).toHaveLength(100)
  })

  it('forwards only warn and error, with the stack of an Error', () => {
    const report = vi.fn()
    const logger = createLogger({ report })
    logger.info('fine')
    logger.warn('careful')
    logger.error('broke', { error: new Error('bad') })
    expect(report.mock.calls.map(([input]) => input.level)).toEqual(['warn', 'error'])
    expect(report.mock.calls[1]?.[0]).toMatchObject({
      message: 'broke',
      context: { error: { message: 'bad' } },
    })
    expect(report.mock.calls[1]?.[0].stack).toContain('Error: bad')
  })

  it('never throws, even when storage and reporting do', () => {
    const logger = createLogger({
      storage: {
        getItem: () => 'not json',
        setItem: () => {
          throw new Error('quota')
        },
      },
      report: () => {
        throw new Error('report failed')
      },
    })
    expect(() => logger.error('still fine')).not.toThrow()
    expect(logger.getEntries()).toHaveLength(1)
  })
})

describe('installGlobalErrorHandlers', () => {
  it('logs window errors and unhandled rejections once, and uninstalls', () => {
    const target = new EventTarget() as EventTarget & { document: EventTarget & { visibilityState: string } }
    target.document = Object.assign(new EventTarget(), { visibilityState: 'visible' })
    const log = { ...createLogger(), error: vi.fn() }
    const uninstall = installGlobalErrorHandlers(target as unknown as Window, log)
    expect(installGlobalErrorHandlers(target as unknown as Window, log)).toBe(uninstall)

    const errorEvent = Object.assign(new Event('error'), { message: 'boom', error: new Error('boom') })
    target.dispatchEvent(errorEvent)
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'nope' })
    target.dispatchEvent(rejection)
    expect(log.error.mock.calls.map(([message]) => message)).toEqual(['boom', 'Unhandled promise rejection'])

    uninstall()
    target.dispatchEvent(errorEvent)
    expect(log.error).toHaveBeenCalledTimes(2)
  })
})
