import { HStack, Icon, List, Text } from '@chakra-ui/react'
import { Check, X } from 'lucide-react'
import { PASSWORD_RULES } from '@/api/passwords'

const LABELS: Record<(typeof PASSWORD_RULES)[number]['id'], string> = {
  length: 'At least 8 characters',
  upper: 'An uppercase letter',
  lower: 'A lowercase letter',
  digit: 'A number',
  special: 'A special character',
}

/**
 * The live checklist of the reset-password rules (8+ characters, an uppercase and a lowercase letter, a digit,
 * a special character); each line says met or not met for screen readers too.
 */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <List.Root id={id} gap="1" fontSize="sm" listStyle="none" aria-label="Password requirements">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password)
        return (
          <List.Item key={rule.id} data-rule={rule.id} data-met={met}>
            <HStack gap="2" color={met ? 'green.fg' : 'fg.muted'}>
              <Icon as={met ? Check : X} boxSize="4" aria-hidden />
              <Text>
                {LABELS[rule.id]}
                <Text as="span" srOnly>
                  {met ? ' (met)' : ' (not met)'}
                </Text>
              </Text>
            </HStack>
          </List.Item>
        )
      })}
    </List.Root>
  )
}
