import { FREE_AI_REQUESTS_PER_MONTH } from '@/api/ai/ai-usage'

/**
 * What the built-in assistant knows about the product: one answer per topic, written from the product's own
 * rules (the spec's routes, roles and limits), each with the links that do the thing. A topic is picked by the
 * words of the user's question, or by a quick suggestion's id (`help-<topic>`).
 */
export type HelpTopic = { id: string; words: RegExp; answer: string }

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'video',
    words: /\bvideo\b/i,
    answer: [
      '### Video resumes',
      '1. Open [Upload a video resume](/resumes/upload/video) and drop a video, or generate a narrated slideshow from a resume you already have.',
      '2. The video is processed in the background; you can leave the page while it runs.',
      '3. Attach it to a resume and choose who can see it, like any other resume.',
    ].join('\n'),
  },
  {
    id: 'resume',
    words:
      /\b(resume|cv)s?\b.*\b(create|make|build|write|start|new|upload)\b|\b(create|make|build|write|start|upload)\b.*\b(resume|cv)s?\b/i,
    answer: [
      '### Creating a resume',
      '1. Go to [Resumes](/resumes) and choose [Create resume](/resumes/create) — or [upload a PDF or Word file](/resumes/upload) and review what was read from it.',
      '2. Fill in your headline, experience, education and skills; the preview updates as you type.',
      '3. Pick who can see it: public, recruiters only, connections or private (private is the default).',
      '',
      'Only job seekers create resumes.',
    ].join('\n'),
  },
  {
    id: 'privacy',
    words: /\b(privacy|private|public|who can see|visib)/i,
    answer: [
      '### Who can see a resume',
      '| Setting | Who sees it |',
      '| --- | --- |',
      '| Public | Everyone, also signed-out visitors |',
      '| Recruiters only | Recruiters and employers |',
      '| Connections | People you are connected with |',
      '| Private | Only you (the default) |',
      '',
      'Change it from the resume’s actions menu at any time.',
    ].join('\n'),
  },
  {
    id: 'apply',
    words: /\b(apply|application|applied)\b/i,
    answer: [
      '### Applying to a job',
      '1. Find a job on [Jobs](/jobs) — filter by location, salary, experience and type.',
      '2. Open it and press **Apply**; choose one of your resumes and answer the employer’s questions.',
      '3. Follow your applications on [My applications](/applications).',
    ].join('\n'),
  },
  {
    id: 'alerts',
    words: /\b(alert|notify|notification)s?\b/i,
    answer: [
      '### Job alerts',
      'Run a search on [Jobs](/jobs) and save it as an alert: new jobs that match are mailed to you. Manage them on [Alerts](/alerts).',
    ].join('\n'),
  },
  {
    id: 'post-job',
    words: /\b(post|publish|create|list)\b.*\bjobs?\b|\bhir(e|ing)\b/i,
    answer: [
      '### Posting a job',
      '1. Recruiters, employers and admins can post: open [Post a job](/jobs/create).',
      '2. Give a title and a description (both required), the salary range with a 3-letter currency and its period, and the location.',
      '3. Publish it; follow applicants and views from [Manage jobs](/jobs/manage).',
    ].join('\n'),
  },
  {
    id: 'connections',
    words: /\b(connect|connection|network|people)s?\b/i,
    answer: [
      '### Connections',
      'Find people on [People](/people) and send a connection request; once they accept, you see each other’s resumes shared with connections. You can block or report someone from their profile.',
    ].join('\n'),
  },
  {
    id: 'tasks',
    words: /\b(tasks?|to-?dos?|gantt|timeline|board)\b/i,
    answer: [
      '### Tasks',
      'Your [Tasks](/tasks) page shows them as a list, a board or a timeline. Each task has a name, a start and end day, progress, a type and a priority. They work offline too.',
      '',
      'I can add one for you: say, for example, *"Add a task to update my portfolio next Monday"* — I will show you what I will create and wait for your confirmation.',
    ].join('\n'),
  },
  {
    id: 'quota',
    words: /\b(quota|limit|requests?|premium|pro|upgrade|pricing|price|plan)s?\b/i,
    answer: [
      '### AI requests',
      `Free accounts get **${FREE_AI_REQUESTS_PER_MONTH} AI requests a month**; the count starts again on the 1st (UTC). A request is counted only when it is answered.`,
      '',
      'Premium is unlimited — see [Pricing](/pricing).',
    ].join('\n'),
  },
  {
    id: 'tools',
    words: /\b(tools?|scor(e|er)|match|optimi[sz]e|salary|summar)/i,
    answer: [
      '### AI tools',
      'The [Tools](/tools) page has the resume scorer, job–resume match, resume optimizer, summary, salary calculator, sentiment analysis, PDF to JSON and value proposition. Each one explains every point it gives.',
    ].join('\n'),
  },
]

export const topicById = (id: string) => HELP_TOPICS.find((t) => t.id === id)
export const topicForText = (text: string) => HELP_TOPICS.find((t) => t.words.test(text))
