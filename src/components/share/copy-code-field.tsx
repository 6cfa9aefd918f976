import { Button, Clipboard, Field, Textarea } from '@chakra-ui/react'
import { useId } from 'react'

type Props = { label: string; value: string; helper?: string }

/**
 * A piece of code to paste elsewhere (an embed snippet): read-only, selected whole on focus so it can be copied by
 * hand, with a Copy button (Chakra's Clipboard: the clipboard API, else the browser's copy command). The label is
 * tied to the field through Field.Root's ids, never an id on the textarea (that would unlink it).
 */
export function CopyCodeField({ label, value, helper }: Props) {
  const controlId = useId()
  return (
    <Field.Root ids={{ control: controlId }}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        readOnly
        value={value}
        rows={4}
        fontFamily="mono"
        fontSize="xs"
        resize="none"
        onFocus={(event) => event.currentTarget.select()}
      />
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Clipboard.Root value={value} mt="2">
        <Clipboard.Context>
          {(clipboard) => {
            // The trigger's own label ("Copy to clipboard") would hide what the button says and when it is done.
            const text = clipboard.copied ? 'Copied' : 'Copy code'
            return (
              <Clipboard.Trigger asChild aria-label={text}>
                <Button size="sm" colorPalette="indigo">
                  <Clipboard.Indicator /> {text}
                </Button>
              </Clipboard.Trigger>
            )
          }}
        </Clipboard.Context>
      </Clipboard.Root>
    </Field.Root>
  )
}
