import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react'
import { Eye, EyeOff } from 'lucide-react'
import { useState, type ReactNode, type Ref } from 'react'

type Props = {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: string
  helper?: ReactNode
  autoComplete: 'current-password' | 'new-password'
  disabled?: boolean
  required?: boolean
  ref?: Ref<HTMLInputElement>
  describedBy?: string
}

/** A password input with a show/hide toggle that keeps its own accessible name and pressed state. */
export function PasswordField(props: Props) {
  const [visible, setVisible] = useState(false)
  const { label, name, value, onChange, error, helper, autoComplete, disabled, required = true } = props
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="xs"
            me="-2"
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            disabled={disabled}
          >
            {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          </IconButton>
        }
      >
        <Input
          ref={props.ref}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          aria-describedby={props.describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
      </InputGroup>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {!error && helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  )
}
