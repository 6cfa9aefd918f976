import { CART_MAX_USERS } from '@/api/cart'
import { FREE_AI_REQUESTS_PER_MONTH, seatPrice } from '@/api/pricing'

const usd = (amount: number) => `$${amount.toFixed(2)}`

export type HelpArticle = { id: string; question: string; answer: string; keywords?: string }
export type HelpTopic = { id: string; title: string; articles: readonly HelpArticle[] }

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    articles: [
      {
        id: 'what-is-reelhire',
        question: 'What is ReelHire?',
        answer:
          'ReelHire is a hiring platform built around video resumes. Job seekers build a resume, record a short video introduction and apply to jobs; recruiters and employers post jobs, search candidates and manage their company page. AI tools help on both sides.',
      },
      {
        id: 'create-account',
        question: 'How do I create an account?',
        answer:
          'Choose Get Started, enter your name and email, pick whether you are a job seeker, recruiter or employer, and set a password. We send a confirmation link to your email; open it within 24 hours to activate your account.',
        keywords: 'sign up register signup join',
      },
      {
        id: 'change-role',
        question: 'Can I change between job seeker, recruiter and employer later?',
        answer:
          'Yes. Open Account → Settings and choose a different persona. Your resumes, saved jobs and messages stay where they are; only the dashboard and menus change.',
        keywords: 'persona switch account type',
      },
    ],
  },
  {
    id: 'video-resumes',
    title: 'Resumes and video resumes',
    articles: [
      {
        id: 'record-video',
        question: 'How do I record a video resume?',
        answer:
          'Go to Resumes → Upload video, or drop your PDF, DOC or DOCX resume on the home page and choose Generate AI Video. You can record in the browser with your camera, upload an existing clip, or let the AI draft a script from your resume first. 60 to 90 seconds works best.',
        keywords: 'camera record upload clip',
      },
      {
        id: 'file-types',
        question: 'Which resume file types can I upload?',
        answer:
          'PDF, DOC and DOCX files up to 10 MB. Other formats such as images or Pages files are refused with a message; export them to PDF first.',
        keywords: 'pdf doc docx word format size limit upload',
      },
      {
        id: 'resume-privacy',
        question: 'Who can see my resume and video?',
        answer:
          'You decide per resume: Public (anyone with the link and ReelHire search), Recruiters only, or Private (only you and the employers you apply to). You can change visibility at any time from the resume’s menu.',
        keywords: 'visibility public private hidden share',
      },
      {
        id: 'share-resume',
        question: 'Can I share my resume outside ReelHire?',
        answer:
          'Yes. Every public resume has a link you can paste into an email or LinkedIn, and an embed code for your personal website. Viewers do not need an account.',
        keywords: 'link embed website linkedin',
      },
    ],
  },
  {
    id: 'jobs',
    title: 'Jobs and applications',
    articles: [
      {
        id: 'find-jobs',
        question: 'How do I find jobs that fit me?',
        answer:
          'Use the search on the Jobs page and filter by location radius (5 to 100 miles, or remote), date posted, experience level, employment type and salary. Save a search to come back to it, and follow companies to see their new openings first.',
        keywords: 'search filter remote salary',
      },
      {
        id: 'save-offline',
        question: 'Can I save jobs while I am offline?',
        answer:
          'Yes. Saving or unsaving a job, following a company and changing your cart all work without a connection. The change shows immediately with a “waiting to sync” label and is sent as soon as you are back online.',
        keywords: 'offline sync save bookmark connection',
      },
      {
        id: 'application-status',
        question: 'How do I know whether an employer has seen my application?',
        answer:
          'Your dashboard lists each application with its status: Submitted, Viewed, Shortlisted, Interview or Closed. You also get a notification when an employer watches your video resume.',
        keywords: 'status viewed applied tracking',
      },
    ],
  },
  {
    id: 'recruiters',
    title: 'Recruiters and companies',
    articles: [
      {
        id: 'post-job',
        question: 'How do I post a job?',
        answer:
          'Choose Jobs → Post a job. Add the title, location or remote option, employment type, salary range and description, or paste an existing posting and let the AI fill the fields in. Jobs go live straight away and can be edited or closed at any time.',
        keywords: 'create publish listing vacancy',
      },
      {
        id: 'company-team',
        question: 'How do I add my team to our company page?',
        answer: `Open your company page and choose Team → Invite. Each teammate gets an email invitation and uses one Premium seat; a purchase covers up to ${CART_MAX_USERS} seats.`,
        keywords: 'invite colleagues seats members',
      },
      {
        id: 'search-candidates',
        question: 'Can I search for candidates who have not applied?',
        answer:
          'Yes, with Premium. The People page searches public profiles and resumes by skills, experience, education and location, and can show only people who are open to work or who have a video resume.',
        keywords: 'sourcing talent people search',
      },
    ],
  },
  {
    id: 'ai-tools',
    title: 'AI tools',
    articles: [
      {
        id: 'ai-tools-list',
        question: 'Which AI tools are included?',
        answer:
          'Eight: AI resume scorer, resume optimizer, job–resume match, resume summary, PDF to JSON, salary calculator, sentiment analysis and value proposition. The AI coach in the side panel also gives advice based on the page you are on.',
        keywords: 'coach assistant chat',
      },
      {
        id: 'ai-limit',
        question: 'How many AI requests do I get?',
        answer: `Free accounts get ${FREE_AI_REQUESTS_PER_MONTH} AI requests per calendar month, shared across the coach and every tool. The panel shows how many you have left. Premium is unlimited.`,
        keywords: 'quota limit usage monthly reached',
      },
      {
        id: 'ai-data',
        question: 'Is my resume used to train AI models?',
        answer:
          'No. Your documents are processed only to answer your request and are not used to train models, ours or anyone else’s.',
        keywords: 'privacy data training',
      },
    ],
  },
  {
    id: 'billing',
    title: 'Plans and billing',
    articles: [
      {
        id: 'premium-price',
        question: 'How much does Premium cost?',
        answer: `Premium is ${usd(seatPrice('monthly'))} per seat per month, or ${usd(seatPrice('annual'))} per seat per year with annual billing, which is 20% off. The Pricing page shows the total for any number of seats.`,
        keywords: 'price cost pro subscription annual monthly',
      },
      {
        id: 'cancel',
        question: 'How do I cancel my subscription?',
        answer:
          'Open Account → Billing and choose Cancel subscription. Premium stays active until the end of the period you already paid for, and your data stays on the Free plan.',
        keywords: 'stop unsubscribe refund downgrade',
      },
    ],
  },
  {
    id: 'account',
    title: 'Account and security',
    articles: [
      {
        id: 'two-factor',
        question: 'How do I turn on two-factor authentication?',
        answer:
          'Open Settings → Security and turn on two-factor authentication. From then on, signing in asks for a 6-digit code sent to your email. Codes expire after 10 minutes.',
        keywords: '2fa security code login',
      },
      {
        id: 'reset-password',
        question: 'I forgot my password. What do I do?',
        answer:
          'Choose Forgot password on the sign-in page and enter your email. If an account exists, you will get a reset link that works once and expires after 24 hours.',
        keywords: 'reset login locked out',
      },
      {
        id: 'install-app',
        question: 'Can I install ReelHire on my phone?',
        answer:
          'Yes. In Chrome or Edge, choose Install app from the menu; on iPhone, tap Share → Add to Home Screen. The installed app opens full screen and keeps your saved jobs and resumes available offline.',
        keywords: 'pwa android iphone home screen offline',
      },
    ],
  },
]
