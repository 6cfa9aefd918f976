import {
  Accordion,
  Badge,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Icon,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { Circle, CircleCheck, Rocket } from 'lucide-react'
import { useMemo, useState } from 'react'
import { companyDisplayName } from '@/api/companies/company-names'
import { showsSetupProgress } from '@/entities/company/company-presentation'
import type { CompanyProfile } from '@/api/companies/company-profile'
import type { OnboardingTask, OnboardingTaskId } from '@/api/companies/company-onboarding'
import { SetupProgress } from '@/entities/company/setup-progress'
import { LinkButton } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api-client/api-error'
import { usePublishCompany, useSetOnboardingTask, useUpdateCompany } from '../api/company-writes'
import { companyErrorMessage } from '../lib/company-errors'
import {
  formValuesFromProfile,
  SECTION_FIELDS,
  serverFieldErrors,
  TASK_SECTIONS,
  toUpdateInput,
  validateCompanyInput,
  type CompanyFormValues,
  type FieldErrors,
  type FormSection,
} from '../lib/company-form'
import { CompanyAccessState } from './company-access-state'
import { CompanyFormSection } from './company-form-section'
import { UnsavedChangesGuard } from './unsaved-changes-guard'

const byOrder = (a: OnboardingTask, b: OnboardingTask) => a.order - b.order

/** The first task still to do: required ones first, then optional ones. */
export function nextOpenTask(tasks: readonly OnboardingTask[], after?: string): string | undefined {
  const sorted = [...tasks].sort(byOrder)
  const start = after ? sorted.findIndex((task) => task.id === after) + 1 : 0
  const rest = [...sorted.slice(start), ...sorted.slice(0, start)].filter((task) => !task.completed)
  return (rest.find((task) => task.required) ?? rest[0])?.id
}

/** What the two tasks without a form section ask for, and where that is done. */
const ELSEWHERE: Partial<Record<OnboardingTaskId, { text: string; href: string; action: string }>> = {
  team: {
    text: 'Recruiters and hiring managers in your company account can post jobs and review applicants. Manage your team from your account page.',
    href: '/account',
    action: 'Go to your account',
  },
  'first-job': {
    text: 'A page with open jobs gets far more followers. Post your first job now or come back to it later.',
    href: '/jobs/create',
    action: 'Post a job',
  },
}

function TaskTitle({ task }: { task: OnboardingTask }) {
  return (
    <HStack gap="3" align="flex-start" flex="1" textAlign="start">
      <Icon color={task.completed ? 'green.solid' : 'fg.subtle'} boxSize="5" mt="0.5" flexShrink={0}>
        {task.completed ? <CircleCheck aria-hidden /> : <Circle aria-hidden />}
      </Icon>
      <Stack gap="0.5" flex="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{task.title}</Text>
          <Badge size="sm" variant="subtle" colorPalette={task.required ? 'indigo' : 'gray'}>
            {task.required ? 'Required' : 'Optional'}
          </Badge>
          {task.completed ? (
            <Badge size="sm" variant="subtle" colorPalette="green">
              Done
            </Badge>
          ) : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted" fontWeight="normal">
          {task.description}
        </Text>
      </Stack>
    </HStack>
  )
}

type Busy = { taskId: string; kind: 'save' | 'toggle' } | null

function OnboardingChecklist({ company }: { company: CompanyProfile }) {
  const navigate = useNavigate()
  const update = useUpdateCompany(company.id)
  const setTask = useSetOnboardingTask(company.id)
  const publish = usePublishCompany(company.id)
  const tasks = useMemo(() => [...company.onboardingTasks].sort(byOrder), [company.onboardingTasks])
  const [values, setValues] = useState<CompanyFormValues>(() => formValuesFromProfile(company))
  const [dirty, setDirty] = useState<ReadonlySet<FormSection>>(new Set())
  const [errors, setErrors] = useState<FieldErrors>({})
  const [taskErrors, setTaskErrors] = useState<Record<string, string>>({})
  const [open, setOpen] = useState<string[]>(() => {
    const next = nextOpenTask(tasks)
    return next ? [next] : []
  })
  const [busy, setBusy] = useState<Busy>(null)

  const required = tasks.filter((task) => task.required)
  const requiredDone = required.filter((task) => task.completed).length
  const ready = company.onboardingProgress >= 100

  const changeSection = (section: FormSection) => (change: (v: CompanyFormValues) => CompanyFormValues) => {
    setValues(change)
    setDirty((current) => new Set(current).add(section))
  }

  const finish = (task: OnboardingTask, profile: CompanyProfile, message: string) => {
    setTaskErrors(({ [task.id]: _done, ...rest }) => rest)
    toaster.create({ type: 'success', title: message })
    const next = nextOpenTask(profile.onboardingTasks, task.id)
    setOpen(next && next !== task.id ? [next] : [])
  }

  const fail = (task: OnboardingTask, error: unknown) => {
    if (error instanceof ApiError) setErrors(serverFieldErrors(error.details))
    setTaskErrors((current) => ({ ...current, [task.id]: companyErrorMessage(error) }))
  }

  /** Saves the task's section, then ticks the task (the server checks the data is there). */
  const saveSection = async (task: OnboardingTask, section: FormSection) => {
    const fields = SECTION_FIELDS[section]
    const checked = validateCompanyInput(toUpdateInput(values, fields))
    if (!checked.ok) {
      setErrors(checked.errors)
      setTaskErrors((current) => ({ ...current, [task.id]: 'Please fix the highlighted fields.' }))
      return
    }
    setErrors({})
    setBusy({ taskId: task.id, kind: 'save' })
    try {
      let profile = await update.mutateAsync(checked.input)
      // What the server stored (trimmed, normalised) replaces what was typed in this section.
      const stored = formValuesFromProfile(profile)
      setValues((current) => ({ ...current, ...Object.fromEntries(fields.map((f) => [f, stored[f]])) }))
      setDirty((current) => {
        const next = new Set(current)
        next.delete(section)
        return next
      })
      if (!task.completed)
        profile = await setTask.mutateAsync({ taskId: task.id as OnboardingTaskId, completed: true })
      finish(task, profile, task.completed ? 'Changes saved' : `${task.title}: done`)
    } catch (error) {
      fail(task, error)
    } finally {
      setBusy(null)
    }
  }

  const toggleTask = async (task: OnboardingTask, completed: boolean) => {
    setBusy({ taskId: task.id, kind: 'toggle' })
    try {
      const profile = await setTask.mutateAsync({ taskId: task.id as OnboardingTaskId, completed })
      if (completed) finish(task, profile, `${task.title}: done`)
      else setTaskErrors(({ [task.id]: _cleared, ...rest }) => rest)
    } catch (error) {
      fail(task, error)
    } finally {
      setBusy(null)
    }
  }

  const onPublish = () =>
    publish.mutate(undefined, {
      onSuccess: (profile) => {
        toaster.create({ type: 'success', title: 'Company published.' })
        void navigate({ to: '/companies/$id', params: { id: profile.id } })
      },
      onError: (error) => toaster.create({ type: 'error', title: companyErrorMessage(error) }),
    })

  return (
    <Stack gap="6">
      <UnsavedChangesGuard when={dirty.size > 0} />
      <Stack gap="2">
        <Text color="indigo.fg" fontWeight="semibold" fontSize="sm">
          Step 2 of 2
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Set up {companyDisplayName(company.name)}
        </Heading>
        <Text color="fg.muted">
          Complete the required tasks to publish your page. Optional ones help candidates choose you.
        </Text>
      </Stack>

      <Card.Root>
        <Card.Body gap="4">
          <SetupProgress progress={company.onboardingProgress} size="md" label="Setup progress" />
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            align={{ sm: 'center' }}
            gap="3"
          >
            <Text fontSize="sm" color="fg.muted" data-testid="required-count">
              {requiredDone} of {required.length} required tasks done
            </Text>
            {company.canManage ? (
              <Button
                colorPalette="green"
                disabled={!ready}
                loading={publish.isPending}
                loadingText="Publishing…"
                onClick={onPublish}
              >
                <Rocket aria-hidden /> Publish company
              </Button>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                The company&apos;s owner publishes the page.
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Accordion.Root
        collapsible
        value={open}
        onValueChange={(e) => setOpen(e.value)}
        variant="enclosed"
        bg="bg.panel"
      >
        {tasks.map((task) => {
          const section = TASK_SECTIONS[task.id as OnboardingTaskId] ?? null
          const elsewhere = ELSEWHERE[task.id as OnboardingTaskId]
          const isBusy = busy?.taskId === task.id
          return (
            <Accordion.Item key={task.id} value={task.id} data-testid={`task-${task.id}`}>
              <Accordion.ItemTrigger py="4" cursor="pointer">
                <TaskTitle task={task} />
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody pb="5">
                  <Stack gap="5">
                    {section ? (
                      <CompanyFormSection
                        section={section}
                        values={values}
                        onChange={changeSection(section)}
                        errors={errors}
                        disabled={isBusy}
                      />
                    ) : elsewhere ? (
                      <Stack gap="3" align="flex-start">
                        <Text color="fg.muted">{elsewhere.text}</Text>
                        <LinkButton href={elsewhere.href} variant="outline" size="sm">
                          {elsewhere.action}
                        </LinkButton>
                      </Stack>
                    ) : null}
                    {taskErrors[task.id] ? (
                      <Text role="alert" color="fg.error" fontSize="sm">
                        {taskErrors[task.id]}
                      </Text>
                    ) : null}
                    <HStack gap="2" justify="flex-end" wrap="wrap">
                      {task.completed ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => void toggleTask(task, false)}
                          loading={isBusy && busy?.kind === 'toggle'}
                          disabled={isBusy}
                        >
                          Mark as not done
                        </Button>
                      ) : null}
                      {section ? (
                        <Button
                          colorPalette="indigo"
                          size="sm"
                          onClick={() => void saveSection(task, section)}
                          loading={isBusy && busy?.kind === 'save'}
                          loadingText="Saving…"
                          disabled={isBusy}
                        >
                          {task.completed ? 'Save changes' : 'Save and mark as done'}
                        </Button>
                      ) : !task.completed ? (
                        <Button
                          colorPalette="indigo"
                          size="sm"
                          onClick={() => void toggleTask(task, true)}
                          loading={isBusy}
                        >
                          Mark as done
                        </Button>
                      ) : null}
                    </HStack>
                  </Stack>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          )
        })}
      </Accordion.Root>

      <HStack justify="space-between" wrap="wrap" gap="2">
        <LinkButton href={`/companies/${company.id}`} variant="ghost">
          Preview page
        </LinkButton>
        <LinkButton href={`/companies/edit/${company.id}`} variant="ghost">
          Edit all details
        </LinkButton>
      </HStack>
    </Stack>
  )
}

/**
 * /companies/create/{id}: the onboarding of a new company (tasks from the API, required and optional, in
 * order), a progress bar that reads 'Ready to publish' at 100, and Publish.
 */
export function CompanyOnboardingPage({ company }: { company: CompanyProfile }) {
  let body
  if (!company.canEdit) {
    body = (
      <CompanyAccessState
        title="You can't set up this company"
        description="Only the company's owner and its recruiters can edit its page."
        actions={
          <LinkButton href={`/companies/${company.id}`} variant="outline">
            View company
          </LinkButton>
        }
      />
    )
  } else if (!showsSetupProgress(company.status)) {
    body = (
      <CompanyAccessState
        title="This company is already published"
        description="Its setup is complete. You can still edit every detail of its page."
        actions={
          <>
            <LinkButton href={`/companies/${company.id}`} variant="outline">
              View company
            </LinkButton>
            <LinkButton href={`/companies/edit/${company.id}`} colorPalette="indigo">
              Edit profile
            </LinkButton>
          </>
        }
      />
    )
  } else {
    body = <OnboardingChecklist company={company} />
  }
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {body}
    </Container>
  )
}
