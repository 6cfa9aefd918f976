// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import { ChatInput } from './chat-input'

afterEach(cleanup)

describe('ChatInput (seed 1 §5: Enter submits, empty text is not sent, send disabled while waiting)', () => {
  it('sends the text on Enter and empties the box; Shift+Enter does not send', () => {
    const onSend = vi.fn(() => Promise.resolve(true))
    renderInChakra(<ChatInput onSend={onSend} sending={false} />)
    const box = screen.getByRole('textbox', { name: 'Message the assistant' })
    fireEvent.change(box, { target: { value: 'Hello' } })
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })
    expect(onSend).not.toHaveBeenCalled()
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onSend).toHaveBeenCalledWith('Hello')
    expect(box).toHaveProperty('value', '')
  })

  it('does not send empty or whitespace-only text', () => {
    const onSend = vi.fn(() => Promise.resolve(true))
    renderInChakra(<ChatInput onSend={onSend} sending={false} />)
    const box = screen.getByRole('textbox', { name: 'Message the assistant' })
    fireEvent.change(box, { target: { value: '   ' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true)
  })

  it('sends nothing while an answer is awaited', () => {
    const onSend = vi.fn(() => Promise.resolve(true))
    renderInChakra(<ChatInput onSend={onSend} sending />)
    const box = screen.getByRole('textbox', { name: 'Message the assistant' })
    fireEvent.change(box, { target: { value: 'Again' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onSend).not.toHaveBeenCalled()
  })

  it('offers Stop instead of Send while an answer streams, and Enter still sends nothing', () => {
    const onSend = vi.fn(() => Promise.resolve(true))
    const onStop = vi.fn()
    renderInChakra(<ChatInput onSend={onSend} sending onStop={onStop} />)
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    const box = screen.getByRole('textbox', { name: 'Message the assistant' })
    fireEvent.change(box, { target: { value: 'More' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onSend).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }))
    expect(onStop).toHaveBeenCalledOnce()
  })
})
