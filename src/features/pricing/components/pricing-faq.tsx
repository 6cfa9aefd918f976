import { Accordion, Text } from '@chakra-ui/react'
import { PRICING_FAQ } from '../content/pricing-faq'

/** Billing questions, one open at a time so the list stays short on phones. */
export function PricingFaq() {
  return (
    <Accordion.Root collapsible variant="enclosed" maxW="3xl">
      {PRICING_FAQ.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.ItemTrigger fontWeight="medium" py="4" cursor="pointer">
            <Text as="span" flex="1" textAlign="start">
              {item.question}
            </Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
