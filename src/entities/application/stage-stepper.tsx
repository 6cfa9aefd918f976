import { Box, Flex, HStack, Icon, Text } from '@chakra-ui/react'
import { Check, X } from 'lucide-react'
import {
  APPLICATION_PIPELINE,
  APPLICATION_STAGE_LABELS,
  type ApplicationStage,
} from '@/api/applications/application-stages'

type StepState = 'done' | 'current' | 'todo'

function stepState(index: number, currentIndex: number): StepState {
  if (index < currentIndex) return 'done'
  return index === currentIndex ? 'current' : 'todo'
}

/**
 * applied → screening → interview → offer → hired, with the current step marked. A rejected application shows
 * the steps it reached and a red "Rejected" step after them; `reachedStage` is where it was before (the
 * reviewers' history knows it; the applicant's view does not, so it shows Applied → Rejected).
 */
export function StageStepper({
  stage,
  reachedStage,
}: {
  stage: ApplicationStage
  reachedStage?: ApplicationStage | undefined
}) {
  const rejected = stage === 'rejected'
  // Every application was at least 'applied' before a rejection, whether or not the history says more.
  const lastReached = rejected ? (reachedStage ?? 'applied') : stage
  const currentIndex = Math.max(0, APPLICATION_PIPELINE.indexOf(lastReached))
  const steps = rejected ? APPLICATION_PIPELINE.slice(0, currentIndex + 1) : APPLICATION_PIPELINE
  return (
    <Flex as="ol" aria-label="Application progress" align="flex-start" gap="0" w="full" listStyleType="none">
      {steps.map((step, index) => {
        const state: StepState = rejected
          ? index <= currentIndex
            ? 'done'
            : 'todo'
          : stepState(index, currentIndex)
        return (
          <StepItem key={step} label={APPLICATION_STAGE_LABELS[step]} state={state} first={index === 0} />
        )
      })}
      {rejected ? <StepItem label="Rejected" state="rejected" first={false} /> : null}
    </Flex>
  )
}

function StepItem({ label, state, first }: { label: string; state: StepState | 'rejected'; first: boolean }) {
  const dotBg =
    state === 'rejected'
      ? 'red.solid'
      : state === 'todo'
        ? 'bg.muted'
        : state === 'current'
          ? 'indigo.solid'
          : 'indigo.muted'
  const dotColor = state === 'todo' ? 'fg.subtle' : state === 'done' ? 'indigo.fg' : 'white'
  const status =
    state === 'done'
      ? 'done'
      : state === 'current'
        ? 'current stage'
        : state === 'rejected'
          ? 'current stage'
          : 'not reached'
  return (
    <Box
      as="li"
      flex="1"
      minW="0"
      position="relative"
      textAlign="center"
      aria-current={state === 'current' || state === 'rejected' ? 'step' : undefined}
    >
      {!first ? (
        <Box
          aria-hidden
          position="absolute"
          top="11px"
          right="50%"
          w="100%"
          h="2px"
          bg={state === 'todo' ? 'border' : state === 'rejected' ? 'red.muted' : 'indigo.muted'}
        />
      ) : null}
      <HStack justify="center" position="relative">
        <Flex
          position="relative"
          zIndex="1"
          boxSize="6"
          borderRadius="full"
          bg={dotBg}
          color={dotColor}
          align="center"
          justify="center"
          fontSize="xs"
          fontWeight="bold"
          borderWidth={state === 'todo' ? '1px' : '0'}
        >
          {state === 'done' ? (
            <Icon as={Check} boxSize="3.5" aria-hidden />
          ) : state === 'rejected' ? (
            <Icon as={X} boxSize="3.5" aria-hidden />
          ) : state === 'current' ? (
            <Box boxSize="2" borderRadius="full" bg="white" aria-hidden />
          ) : null}
        </Flex>
      </HStack>
      <Text
        mt="1"
        fontSize="xs"
        lineHeight="short"
        fontWeight={state === 'current' || state === 'rejected' ? 'semibold' : 'normal'}
        color={state === 'todo' ? 'fg.subtle' : state === 'rejected' ? 'red.fg' : 'fg'}
        // On phones the stage badge beside the stepper names the stage; five labels would not fit.
        display={{ base: 'none', sm: 'block' }}
        truncate
      >
        {label}
      </Text>
      <Text srOnly>({status})</Text>
    </Box>
  )
}
