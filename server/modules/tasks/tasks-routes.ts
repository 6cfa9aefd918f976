import { Hono } from 'hono'
import { TaskDeleteResultSchema, TaskListSchema, TaskSaveResultSchema, TaskSchema } from '@/api/tasks/task'
import { TASK_TEXTS } from '@/api/tasks/task-fields'
import { TaskSaveInputSchema } from '@/api/tasks/task-input'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { uuidParam } from '../../core/id-param'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { deleteTask, getTask, listTasks, saveTask } from './tasks'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['Tasks'], ...meta })
const ID = { id: 'The task id.' }
const NOT_FOUND = 'NOT_FOUND_ERROR: no such task of the caller (someone else’s task is answered the same).'

/**
 * /api/Task (seed 1 §7, exactly as named there): list, read, create or update, delete — all signed in, every
 * task its owner's alone. /save comes before /:id, whose POST is the delete.
 */
export const tasksRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describe({ summary: 'The caller’s tasks, by start day', auth: 'required', response: TaskListSchema }),
    ...requireViewer(),
    async (c) => ok(c, await listTasks(c.var.deps.db, c.var.viewer)),
  )
  .post(
    '/save',
    describe({
      summary: 'Create or update a task',
      description:
        'Without an id the server picks one. With an id: the caller’s task of that id is updated, or created ' +
        'under that id when there is none, so sending one create twice makes one task. Left out on an ' +
        'update, description, end, progress, type and priority keep their values. 201 when created.',
      auth: 'verified',
      status: 201,
      response: TaskSaveResultSchema,
      responses: { 404: NOT_FOUND, 409: 'CONFLICT_ERROR: the caller already has the most tasks allowed.' },
    }),
    ...requireViewer({ verified: true }),
    validateJson(TaskSaveInputSchema),
    async (c) => {
      const task = await saveTask(serviceContext(c), c.var.viewer, c.req.valid('json'))
      return task.created ? ok(c, task, TASK_TEXTS.created, 201) : ok(c, task, TASK_TEXTS.updated)
    },
  )
  .get(
    '/:id',
    describe({
      summary: 'One task',
      auth: 'required',
      params: ID,
      response: TaskSchema,
      responses: { 404: NOT_FOUND },
    }),
    uuidParam('id', TASK_TEXTS.notFound),
    ...requireViewer(),
    async (c) => ok(c, await getTask(c.var.deps.db, c.var.viewer, c.req.param('id'))),
  )
  .post(
    '/:id',
    describe({
      summary: 'Delete a task',
      auth: 'verified',
      params: ID,
      response: TaskDeleteResultSchema,
      responses: { 404: NOT_FOUND },
    }),
    uuidParam('id', TASK_TEXTS.notFound),
    ...requireViewer({ verified: true }),
    async (c) => ok(c, await deleteTask(c.var.deps.db, c.var.viewer, c.req.param('id')), TASK_TEXTS.deleted),
  )
