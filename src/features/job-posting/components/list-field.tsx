import { Button, Fieldset, HStack, IconButton, Stack, Textarea, VisuallyHidden } from '@chakra-ui/react'
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react'
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { PrefilledBadge } from './prefilled-badge'

type Props = {
  label: string
  /** One item's name in buttons and announcements: 'responsibility'. */
  itemLabel: string
  values: string[]
  onChange: (values: string[]) => void
  error?: string | undefined
  disabled?: boolean
  prefilled?: boolean
  placeholder?: string
}

const BULLET = /^\s*(?:[-*•·▪◦]|\d{1,2}[.)]|[a-z][.)])\s+/i

/** Pasted lines → items: bullets and blank lines dropped. */
export const splitPastedLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET, '').trim())
    .filter(Boolean)

/**
 * An editable list (responsibilities, requirements). Keyboard: Enter adds an item after this one,
 * Alt+↑/↓ moves it, Backspace in an empty item removes it; pasting several lines adds one item per line.
 * Moves are announced, and focus follows the item.
 */
export function ListField({
  label,
  itemLabel,
  values,
  onChange,
  error,
  disabled,
  prefilled,
  placeholder,
}: Props) {
  const inputs = useRef<(HTMLTextAreaElement | null)[]>([])
  const focusNext = useRef<number | null>(null)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    if (focusNext.current === null) return
    inputs.current[focusNext.current]?.focus()
    focusNext.current = null
  })

  const update = (next: string[], focus: number | null, message = '') => {
    focusNext.current = focus
    setAnnouncement(message)
    onChange(next)
  }
  const insertAt = (index: number, items: string[]) => [
    ...values.slice(0, index),
    ...items,
    ...values.slice(index),
  ]
  const move = (from: number, to: number) => {
    if (to < 0 || to >= values.length) return
    const next = [...values]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item ?? '')
    update(next, to, `${capitalise(itemLabel)} moved to position ${to + 1} of ${values.length}.`)
  }
  const remove = (index: number) => {
    const next = values.filter((_, i) => i !== index)
    update(
      next,
      next.length === 0 ? null : Math.max(0, index - 1),
      `${capitalise(itemLabel)} ${index + 1} removed.`,
    )
  }

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      update(insertAt(index + 1, ['']), index + 1)
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault()
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1)
    } else if (event.key === 'Backspace' && values[index] === '' && values.length > 0) {
      event.preventDefault()
      remove(index)
    }
  }
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const lines = splitPastedLines(event.clipboardData.getData('text'))
    if (lines.length < 2) return
    event.preventDefault()
    const replaceCurrent = values[index]?.trim() === ''
    const start = replaceCurrent ? index : index + 1
    const base = replaceCurrent ? values.filter((_, i) => i !== index) : values
    update(
      [...base.slice(0, start), ...lines, ...base.slice(start)],
      start + lines.length - 1,
      `${lines.length} items added.`,
    )
  }

  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend fontWeight="medium">
        {label}
        {prefilled ? <PrefilledBadge /> : null}
      </Fieldset.Legend>
      <Stack as="ol" gap="2" listStyleType="none" ps="0">
        {values.map((item, index) => (
          <HStack as="li" key={index} gap="1" align="start">
            <Textarea
              // One line that grows with its text (an item is a sentence, never several lines: Enter adds
              // the next item). Browsers without field-sizing keep the rows estimate.
              rows={Math.min(4, Math.max(1, Math.ceil(item.length / 60)))}
              resize="none"
              minH="10"
              css={{ fieldSizing: 'content' }}
              ref={(element) => {
                inputs.current[index] = element
              }}
              value={item}
              placeholder={placeholder}
              aria-label={`${capitalise(itemLabel)} ${index + 1} of ${values.length}`}
              onChange={(event) => onChange(values.map((v, i) => (i === index ? event.target.value : v)))}
              onKeyDown={onKeyDown(index)}
              onPaste={onPaste(index)}
            />
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Move ${itemLabel} ${index + 1} up`}
              disabled={disabled || index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUp />
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Move ${itemLabel} ${index + 1} down`}
              disabled={disabled || index === values.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDown />
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Remove ${itemLabel} ${index + 1}`}
              disabled={disabled}
              onClick={() => remove(index)}
            >
              <X />
            </IconButton>
          </HStack>
        ))}
      </Stack>
      <HStack>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => update(insertAt(values.length, ['']), values.length)}
        >
          <Plus aria-hidden /> Add {itemLabel}
        </Button>
      </HStack>
      <Fieldset.HelperText>
        Enter adds an item, Alt+↑/↓ moves it, Backspace in an empty one removes it; paste a list to add
        several.
      </Fieldset.HelperText>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Fieldset.Root>
  )
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
