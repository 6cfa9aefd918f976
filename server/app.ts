import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { bodyLimit } from 'hono/body-limit'
import { methodNotAllowed } from 'hono/method-not-allowed'
import { requestId } from 'hono/request-id'
import type { DatabaseKind } from '@/api/health'
import { ErrorCode } from '@/api/errors'
import type { Db } from './db/client'
import type { Env } from './env'
import type { AppDeps, AppEnv } from './core/app-env'
import { bodyTooLarge } from './core/body-limit'
import { clientAddressResolver } from './http/client-address'
import { closeAfterUnreadBody } from './http/connection-close'
import { fail } from './core/envelope'
import { handleError } from './http/error-handler'
import { idempotency } from './http/idempotency'
import { apiReference, type ApiReference } from './core/openapi/api-reference'
import { docsScriptHash } from './core/openapi/docs-page'
import { requestContext } from './http/request-log'
import { noStoreWithCredentials, securityHeaders } from './http/security-headers'
import { rejectForbiddenUrlText } from './http/url-text'
import type { Logger } from './logger'
import { defaultMailer } from './mail/default-mailer'
import { contactMail } from './mail/templates'
import { accountRoutes } from './modules/auth/account-routes'
import { teamRoutes } from './modules/teams/team-routes'
import { myDataRoutes } from './modules/my-data/my-data-routes'
import {
  applicationJobRoutes,
  applicationsRoutes,
  isApplyUploadPath,
} from './modules/applications/applications-routes'
import { authRoutes } from './modules/auth/auth-routes'
import { authAccountRoutes } from './modules/auth/auth-account-routes'
import { authTwoFactorRoutes } from './modules/auth/two-factor-routes'
import { billingCartRoutes } from './modules/billing/cart-routes'
import { billingRoutes } from './modules/billing/billing-routes'
import { billingRefundRoutes } from './modules/billing/refund-routes'
import { affiliateLinkRoutes } from './modules/affiliates/affiliate-link-routes'
import { affiliateRoutes } from './modules/affiliates/affiliate-routes'
import { paymentRoutes } from './modules/billing/payment-routes'
import { billingPaymentMethodRoutes, paymentMethodRoutes } from './modules/billing/payment-method-routes'
import { billingPlanRoutes } from './modules/billing/plan-change-routes'
import { clientReportsRoutes } from './modules/client-reports/client-reports-routes'
import { companiesRoutes } from './modules/companies/companies-routes'
import { contactRoutes } from './modules/contact/contact-routes'
import { devMailRoutes } from './modules/dev-mail/dev-mail-routes'
import { healthRoutes } from './modules/health/health-routes'
import {
  JOB_IMPORT_UPLOAD_PATH,
  jobImportRoutes,
  uploadBodyLimit,
} from './modules/job-import/job-import-routes'
import { jobAlertRoutes } from './modules/job-alerts/job-alerts-routes'
import { serverPagesRoutes } from './modules/server-pages/server-pages-routes'
import { jobsRoutes } from './modules/jobs/jobs-routes'
import { resumesRoutes } from './modules/resumes/resumes-routes'
import { RESUME_UPLOAD_PATHS, resumeParseRoutes } from './modules/resumes/resume-parse-routes'
import { resumeMediaListRoutes, resumeMediaRoutes } from './modules/resume-media/resume-media-routes'
import { isVideoUploadPath, videoUploadRoutes } from './modules/resume-media/video-upload-routes'
import { openApiRoutes } from './modules/api-reference/api-reference-routes'
import { tasksRoutes } from './modules/tasks/tasks-routes'
import { productMetricsRoutes } from './modules/product-metrics/product-metrics-routes'
import { requireFeature } from './core/feature-flags'
import { administrationRoutes } from './modules/administration/administration-routes'
import { featureFlagsRoutes } from './modules/administration/feature-flags-routes'
import { messageReportRoutes } from './modules/administration/message-report-routes'
import { talentPoolsRoutes } from './modules/talent-pools/talent-pools-routes'
import { matchRoutes } from './modules/ai-tools/match-routes'
import { resumeScorerRoutes } from './modules/ai-tools/resume-scorer-routes'
import { resumeOptimizerRoutes } from './modules/ai-tools/resume-optimizer-routes'
import { resumeInsightsRoutes } from './modules/ai-tools/resume-insights-routes'
import { salaryRoutes } from './modules/ai-tools/salary-routes'
import { valuePropositionRoutes } from './modules/ai-tools/value-proposition-routes'
import { aiRoutes, aiUsageRoutes, chatRoutes } from './modules/ai-assistant/ai-assistant-routes'
import { usersRoutes } from './modules/users/users-routes'
import { peopleRoutes } from './modules/people/people-routes'
import { personFollowRoutes } from './modules/people/person-follow-routes'
import { discoveryRoutes } from './modules/discovery/discovery-routes'
import { messagingRoutes } from './modules/messaging/messaging-routes'
import { outreachRoutes } from './modules/outreach/outreach-routes'
import { notificationsRoutes } from './modules/notifications/notifications-routes'
import { DEFAULT_AUTH_LIMITS } from './modules/auth/limits'
import { authenticate } from './modules/auth/sessions'
import { ssrBundleFiles } from './prerendered-pages'
import { inlineScriptHashes, staticRoutes } from './static'
import { APP_VERSION } from './version'
import { s3MediaOrigin } from './core/blob-store/s3-settings'

export type CreateAppDeps = { db: Db; env: Env; logger: Logger; dbKind?: DatabaseKind } & Partial<
  Omit<AppDeps, 'db' | 'env' | 'logger' | 'dbKind'>
>

/** Methods the app answers at all; anything else (TRACE, CONNECT, PROPFIND…) is a 405 before routing. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The whole HTTP app, used by `npm start` and by the tests (app.request, no port). */
export function createApp(input: CreateAppDeps) {
  const mailer = input.mailer ?? defaultMailer(input)
  const deps: AppDeps = {
    dbKind: 'pglite',
    clientAddress: clientAddressResolver(input.env.TRUST_PROXY),
    now: () => new Date(),
    version: APP_VERSION,
    startedAt: new Date(),
    mailer,
    authLimits: DEFAULT_AUTH_LIMITS,
    authenticate,
    notifyContact: async (message) => mailer.send(contactMail(input.env.SUPPORT_EMAIL, message)),
    ...input,
  }
  const app = new Hono<AppEnv>()
  // Outermost, so it sees the final answer: one that left the request body unread closes the connection.
  app.use(closeAfterUnreadBody)
  app.use(requestId({ headerName: 'X-Request-Id' }), requestContext(deps))
  const s3Origin = s3MediaOrigin(deps.env)
  app.use(
    securityHeaders([...inlineScriptHashes(deps.env.DIST_DIR), docsScriptHash()], s3Origin ? [s3Origin] : []),
  )
  app.use('/api/*', noStoreWithCredentials)
  app.use(async (c, next) => {
    if (KNOWN_METHODS.has(c.req.method)) return next()
    return methodRejected(c, 'GET, HEAD, POST, PUT, PATCH, DELETE')
  })
  // No NUL or lone surrogate in any path segment or query value, whatever route reads it (issue 11).
  app.use(rejectForbiddenUrlText)
  app.use(compress())

  // The reference reads the whole app's routes, lazily: by the first request they are all mounted.
  const reference = apiReference(() => app.routes, deps.version)
  app.route('/api', apiRoutes(deps.env.BODY_LIMIT_BYTES, reference))
  app.route('/dev', devMailRoutes(deps.env.NODE_ENV !== 'production'))
  // Affiliate short links: count the click, then on to sign-up (decision 041).
  app.route('/r', affiliateLinkRoutes)
  // Public pages rendered per request with their data; what they do not render falls through to the static routes.
  app.route('/', serverPagesRoutes(ssrBundleFiles(deps.env.DIST_DIR)))
  app.route('/', staticRoutes(deps.env.DIST_DIR))
  // Static files only answer GET/HEAD; POST /about and the like get a 405 rather than a 404.
  app.all('*', (c) => methodRejected(c, 'GET, HEAD'))

  app.notFound((c) => fail(c, ErrorCode.NOT_FOUND_ERROR))
  app.onError(handleError)
  return app
}

export type App = ReturnType<typeof createApp>

function apiRoutes(bodyLimitBytes: number, reference: ApiReference) {
  const api = new Hono<AppEnv>()
  const apiBodyLimit = bodyLimit({ maxSize: bodyLimitBytes, onError: bodyTooLarge(bodyLimitBytes) })
  api.use(
    // Every body is bounded before anything reads it (idempotency hashes it): 10 MiB + multipart envelope
    // for the job file upload, MAX_VIDEO_BYTES for tus video uploads (tus bounds them itself, streaming),
    // BODY_LIMIT_BYTES for everything else.
    (c, next) =>
      isVideoUploadPath(c.req.path)
        ? next()
        : c.req.path === JOB_IMPORT_UPLOAD_PATH ||
            isApplyUploadPath(c.req.path) ||
            RESUME_UPLOAD_PATHS.includes(c.req.path)
          ? uploadBodyLimit(c, next)
          : apiBodyLimit(c, next),
    // Idempotency-Key on POST/PUT/PATCH/DELETE (decision 011); outside methodNotAllowed so it stores the final 405.
    idempotency(),
    // A known path with the wrong method: 405 with Allow, instead of the catch-all's 404 below.
    methodNotAllowed({ app: api, onMethodNotAllowed: (c, methods) => methodRejected(c, methods.join(', ')) }),
  )
  // Feature flags honoured by the server (issue 18): a feature an admin turned off answers 403 FEATURE_DISABLED.
  for (const path of ['/chat/*', '/ai/*']) api.use(path, requireFeature('AI_CHAT'))
  for (const path of ['/uploads/video', '/uploads/video/*', '/ResumeMedia/GenerateVideo'])
    api.use(path, requireFeature('VIDEO_RESUMES'))
  api.route('/health', healthRoutes)
  api.route('/contact', contactRoutes)
  api.route('/client-reports', clientReportsRoutes)
  api.route('/Auth/two-factor', authTwoFactorRoutes)
  api.route('/Auth', authRoutes)
  api.route('/Auth', authAccountRoutes)
  api.route('/account', accountRoutes)
  api.route('/account', teamRoutes)
  api.route('/account', myDataRoutes)
  api.route('/Users', usersRoutes)
  api.route('/People', peopleRoutes)
  api.route('/People', personFollowRoutes)
  api.route('/Dashboard/search', discoveryRoutes)
  api.route('/Messages', messageReportRoutes)
  api.route('/Messages', messagingRoutes)
  api.route('/Outreach', outreachRoutes)
  const notificationsOn = requireFeature('NOTIFICATIONS')
  api.use('/Notifications', notificationsOn)
  // An unsubscribe link in a mail sent earlier keeps working while an admin has notifications off.
  api.use('/Notifications/*', (c, next) =>
    c.req.path.includes('/Notifications/mail-unsubscribe/') ? next() : notificationsOn(c, next),
  )
  api.route('/Notifications', notificationsRoutes)
  api.route('/Companies', companiesRoutes)
  // Before jobsRoutes, so its /:id routes never see CreateFromFile or Extract.
  api.route('/Job', jobImportRoutes)
  api.route('/Job', jobAlertRoutes)
  api.route('/Job', applicationJobRoutes)
  api.route('/Job', jobsRoutes)
  api.route('/Applications', applicationsRoutes)
  api.route('/Resume', resumeMediaListRoutes)
  // Before resumesRoutes, so its /:id routes never see Parse, ParseText or CreateFromFile.
  api.route('/Resume', resumeParseRoutes)
  // Before resumesRoutes too: Summarize and SentimentPrediction (AI tools).
  api.route('/Resume', resumeInsightsRoutes)
  api.route('/Resume', resumesRoutes)
  api.route('/ResumeMedia', resumeMediaRoutes)
  api.route('/uploads/video', videoUploadRoutes)
  api.route('/Billing/cart', billingCartRoutes)
  api.route('/Billing', billingRefundRoutes)
  api.route('/Billing', billingRoutes)
  api.route('/Payment', paymentRoutes)
  api.route('/Billing', billingPaymentMethodRoutes)
  api.route('/Billing', billingPlanRoutes)
  api.route('/Payment', paymentMethodRoutes)
  api.route('/Affiliates', affiliateRoutes)
  api.route('/Task', tasksRoutes)
  api.route('/admin/product-metrics', productMetricsRoutes)
  api.route('/admin', administrationRoutes)
  api.route('/FeatureFlags', featureFlagsRoutes)
  api.route('/TalentPool', talentPoolsRoutes)
  api.route('/SalaryAnalyzer', salaryRoutes)
  api.route('/JobMatch', matchRoutes)
  api.route('/ResumeScorer', resumeScorerRoutes)
  api.route('/ResumeOptimizer', resumeOptimizerRoutes)
  api.route('/ValueProposition', valuePropositionRoutes)
  api.route('/Billing/ai-usage', aiUsageRoutes)
  api.route('/chat', chatRoutes)
  api.route('/ai', aiRoutes)
  api.route('/', openApiRoutes(reference))
  api.all('*', (c) => fail(c, ErrorCode.NOT_FOUND_ERROR))
  return api
}

function methodRejected(c: Parameters<typeof fail>[0], allow: string) {
  c.header('Allow', allow)
  return fail(c, ErrorCode.METHOD_NOT_ALLOWED)
}
