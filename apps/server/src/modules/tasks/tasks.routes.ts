import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCompleteTaskRequest,
  ZCompleteTaskResponse,
  ZTaskIdParams,
  ZTaskInfo,
  ZTaskList,
  ZTaskListQuery,
} from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { responses } from '../../plugins/responses.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import { claimTaskById, completeTaskById, taskInfo } from './tasks.service.js';
import { listTasks } from './task-list.js';

const bearer = [{ bearerAuth: [] }];

/** Tasks (spec §7 GET /api/tasks; DESIGN §4): lists, one task's info, claiming a review, completing. */
export const taskRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps; publicUrl: string }> = async (
  app,
  { auth, publicUrl },
) => {
  const deps = { db: auth.db, publicUrl };

  app.get(
    '/api/tasks',
    {
      // A list that only reads: kept until what it read changes (plugins/answer-cache.ts).
      config: { keepAnswers: true },
      preHandler: requireAuth(auth),
      schema: {
        tags: ['tasks'],
        summary: 'Tasks of the cases the caller may see (tabs mine, team, queued), filtered and paged',
        security: bearer,
        querystring: ZTaskListQuery,
        response: responses({ 200: ZTaskList }, [400, 401]),
      },
    },
    async (request) => {
      const list = await listTasks(auth.db, authOf(request), request.query);
      return { ...list, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/api/tasks/:taskID',
    {
      preHandler: requireAuth(auth),
      schema: {
        tags: ['tasks'],
        summary: 'One task with simpleTaskInfoDTO, its outcomes and whether the caller may complete it',
        security: bearer,
        params: ZTaskIdParams,
        response: responses({ 200: ZTaskInfo }, [400, 401, 404]),
      },
    },
    async (request) => taskInfo(auth.db, authOf(request), request.params.taskID),
  );

  app.post(
    '/api/tasks/:taskID/claim',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN', 'COM_SEC']),
      schema: {
        tags: ['tasks'],
        summary: 'Take a review task (four-eyes: not the one who prepared the due diligence)',
        security: bearer,
        params: ZTaskIdParams,
        response: responses({ 200: ZTaskInfo }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => claimTaskById(deps, authOf(request), metaOf(request), request.params.taskID),
  );

  app.post(
    '/api/tasks/:taskID/complete',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN', 'COM_SEC', 'GU']),
      schema: {
        tags: ['tasks'],
        summary: 'Complete a task through the workflow (one transaction; refusals name their code)',
        security: bearer,
        params: ZTaskIdParams,
        body: ZCompleteTaskRequest,
        response: responses({ 200: ZCompleteTaskResponse }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      completeTaskById(deps, authOf(request), metaOf(request), request.params.taskID, request.body),
  );
};
