import { Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { AppLink } from '@/components/ui/app-link'
import { rememberReferralCode } from '../lib/referral-code'
import { AuthCard } from './auth-card'
import { FormAlert } from './form-alert'
import type { SignupRole } from './role-toggle'
import { SignupForm } from './signup-form'

type Props = { role?: string; referralCode?: string; message?: string }

/**
 * /signup: ?role=recruiter|employer preselects, ?role=affiliate joins the Affiliate Program (issue 18; the toggle
 * keeps the spec's three roles), ?ref= is kept for the session and prefilled.
 */
export function SignupPage({ role, referralCode, message }: Props) {
  const [initialReferral] = useState(() => rememberReferralCode(referralCode))
  const initialRole: SignupRole =
    role === 'recruiter' ? 'Recruiter' : role === 'employer' ? 'Employer' : 'JobSeeker'
  return (
    <AuthCard
      maxW="lg"
      title="Create your account"
      description="Join ReelHire to build video resumes, find roles and hire faster."
      footer={
        <Text>
          Already have an account?{' '}
          <AppLink href="/login" colorPalette="indigo" color="colorPalette.fg" fontWeight="medium">
            Sign in
          </AppLink>
        </Text>
      }
    >
      <Stack gap="5">
        {message ? <FormAlert status="warning">{message}</FormAlert> : null}
        <SignupForm
          initialRole={initialRole}
          initialReferralCode={initialReferral}
          affiliate={role === 'affiliate'}
        />
      </Stack>
    </AuthCard>
  )
}
