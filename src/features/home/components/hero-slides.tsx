import { Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { ArrowRight, FolderOpen, PlayCircle, Wand2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { LinkButton } from '@/components/ui/app-link'
import { HeroDropzone } from './hero-dropzone'
import { FeatureGridVisual, VideoResumeCardVisual } from './hero-visuals'

type SlideLayoutProps = {
  eyebrow: string
  title: ReactNode
  text: string
  actions: ReactNode
  visual: ReactNode
  level: 'h1' | 'h2'
}

function SlideLayout({ eyebrow, title, text, actions, visual, level }: SlideLayoutProps) {
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }}
      gap={{ base: '8', lg: '12' }}
      alignItems="center"
    >
      <Stack gap="5">
        <Text
          fontSize="sm"
          fontWeight="semibold"
          color="indigo.fg"
          textTransform="uppercase"
          letterSpacing="wider"
        >
          {eyebrow}
        </Text>
        <Heading
          as={level}
          size={{ base: '3xl', md: '4xl', xl: '5xl' }}
          lineHeight="1.1"
          letterSpacing="tight"
        >
          {title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="xl">
          {text}
        </Text>
        <HStack gap="3" flexWrap="wrap">
          {actions}
        </HStack>
      </Stack>
      {visual}
    </Grid>
  )
}

export function GetStartedSlide({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <SlideLayout
      level="h1"
      eyebrow="Video resumes for real people"
      title="Get hired for who you are, not just what fits on a page"
      text="Record a one-minute video resume, pair it with your CV and apply to roles that match your skills. Recruiters see the person behind the bullet points."
      actions={
        <>
          <LinkButton href={isSignedIn ? '/dashboard' : '/signup'} colorPalette="indigo" size="lg">
            Get Started <ArrowRight aria-hidden />
          </LinkButton>
          <LinkButton href="/about" variant="outline" size="lg">
            <PlayCircle aria-hidden /> Watch Demo
          </LinkButton>
        </>
      }
      visual={<VideoResumeCardVisual />}
    />
  )
}

export function UploadSlide({
  isSignedIn,
  onDropOutcome,
}: {
  isSignedIn: boolean
  onDropOutcome: () => void
}) {
  const target = isSignedIn ? '/resumes/upload/video' : '/signup'
  const navigate = useNavigate()
  return (
    <SlideLayout
      level="h2"
      eyebrow="From PDF to video in minutes"
      title="Drop in your resume. We’ll draft the script."
      text="Upload a PDF, DOC or DOCX and ReelHire’s AI writes a short, personal script from your experience, ready for you to record."
      actions={
        <>
          <LinkButton
            href={isSignedIn ? '/resumes/upload/video?mode=ai' : '/signup'}
            colorPalette="indigo"
            size="lg"
          >
            <Wand2 aria-hidden /> Generate AI Video
          </LinkButton>
          <LinkButton href={target} variant="outline" size="lg">
            <FolderOpen aria-hidden /> Browse Files
          </LinkButton>
        </>
      }
      visual={
        // A dropped resume is read on the device by /resumes/upload (the file goes there in memory).
        <HeroDropzone onOutcome={onDropOutcome} onAccepted={() => void navigate({ to: '/resumes/upload' })} />
      }
    />
  )
}

export function ExploreSlide() {
  return (
    <SlideLayout
      level="h2"
      eyebrow="One place for the whole search"
      title="Smart jobs, AI tools and a network that hires"
      text="Score and tailor your resume for a role, estimate a fair salary, follow companies and keep every application on track. Free to start, Premium when you need more."
      actions={
        <>
          <LinkButton href="/pricing" colorPalette="indigo" size="lg">
            Explore Features
          </LinkButton>
          <LinkButton href="/pricing" variant="outline" size="lg">
            See Pricing
          </LinkButton>
        </>
      }
      visual={<FeatureGridVisual />}
    />
  )
}
