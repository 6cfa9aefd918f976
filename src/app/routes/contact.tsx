import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/contact/components/contact-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/contact')({
  component: ContactRoute,
})

function ContactRoute() {
  usePageMeta({
    title: 'Contact us',
    description:
      'Get in touch with ReelHire support, sales or partnerships. Send us a message and we reply within one business day.',
  })
  return <ContactPage />
}
