import { z } from 'zod';
import { CASE_TYPES, STEP_KEYS } from '../workflows/workflow.types.js';
import { ZFirmOverview } from './accounts.js';
import { ZEntitySummary } from './entity-list.js';
import { ZMessageTopic } from './messages.js';
import { ZTask } from './tasks.js';

/**
 * GET /api/dashboard (issue 22 points 1–2): what the signed-in person has to do next. Every count is
 * the total the list behind it answers for the same filter (GET /api/tasks, /api/entities, /api/cases,
 * the conversations), counted the same way, so a number on the dashboard is what its link shows.
 */

/** A count as the lists count: up to their cap, and whether more match ("10,000+"). */
export const ZDashboardCount = z
  .strictObject({ total: z.int().min(0), totalCapped: z.boolean() })
  .meta({ id: 'DashboardCount' });
export type TDashboardCount = z.infer<typeof ZDashboardCount>;

/** How many items of each list the dashboard shows before "see all". */
export const DASHBOARD_LIST_SIZE = { tasks: 8, deadlines: 6, topics: 5, companies: 10 } as const;

export const ZDashboardTasks = ZDashboardCount.extend({
  items: z.array(ZTask).meta({ description: 'The open tasks waiting longest first' }),
});

export const ZDashboardDeadlines = z.strictObject({
  overdue: ZDashboardCount.meta({ description: 'GET /api/entities?due=OVERDUE' }),
  week: ZDashboardCount.meta({ description: 'GET /api/entities?due=WEEK (today to 7 days ahead)' }),
  month: ZDashboardCount.meta({ description: 'GET /api/entities?due=MONTH (today to 30 days ahead)' }),
  soonest: z
    .array(ZEntitySummary)
    .meta({ description: 'Companies with a deadline, overdue first, then the soonest due' }),
});

export const ZDashboardMessages = z.strictObject({
  totalUnread: z.int().min(0),
  topics: z
    .array(ZMessageTopic)
    .meta({ description: 'The conversations with unread messages, newest first' }),
});

export const ZPipelineStage = z
  .strictObject({
    caseType: z.enum(CASE_TYPES),
    step: z.enum(STEP_KEYS),
    count: z.int().min(0).meta({ description: 'GET /api/cases?status=OPEN&caseType=…&step=… total' }),
  })
  .meta({ id: 'PipelineStage' });
export type TPipelineStage = z.infer<typeof ZPipelineStage>;

export const ZStaffDashboard = z
  .strictObject({
    role: z.literal('staff'),
    myTasks: ZDashboardTasks.meta({ description: 'GET /api/tasks?tabKey=mine&status=OPEN' }),
    queuedTasks: ZDashboardCount.meta({ description: 'GET /api/tasks?tabKey=queued&status=OPEN' }),
    deadlines: ZDashboardDeadlines,
    pipeline: z.array(ZPipelineStage).meta({ description: 'Open cases by type and current step' }),
    messages: ZDashboardMessages,
    alerts: z.strictObject({
      riskReviews: ZDashboardCount.meta({
        description:
          'Risk assessments nobody has taken yet: GET /api/tasks?tabKey=queued&status=OPEN&taskActionKey=DD_CO_FORM',
      }),
      screeningHits: ZDashboardCount.meta({
        description:
          'Name searches with hits nobody has decided yet: GET /api/name-search/history?outcome=PENDING',
      }),
    }),
  })
  .meta({ id: 'StaffDashboard' });
export type TStaffDashboard = z.infer<typeof ZStaffDashboard>;

export const ZClientDashboard = z
  .strictObject({
    role: z.literal('client'),
    myTasks: ZDashboardTasks.meta({ description: 'GET /api/tasks?tabKey=mine&status=OPEN' }),
    companies: ZDashboardCount.extend({
      items: z.array(ZEntitySummary).meta({ description: 'The soonest due first' }),
    }).meta({ description: 'GET /api/entities (active)' }),
    messages: ZDashboardMessages,
  })
  .meta({ id: 'ClientDashboard' });
export type TClientDashboard = z.infer<typeof ZClientDashboard>;

/** The background job queue (mails, deadline sweeps, monitoring) as SMOOOTH watches it. */
export const ZJobQueueHealth = z
  .strictObject({
    queued: z.int().min(0).meta({ description: 'Waiting to run, their time come or not' }),
    late: z
      .int()
      .min(0)
      .meta({ description: 'Queued whose time is more than 5 minutes past: the runner is behind' }),
    running: z.int().min(0),
    stuck: z.int().min(0).meta({ description: 'Running past their lock: a runner died holding them' }),
    failed: z.int().min(0).meta({ description: 'Gave up after their last attempt' }),
    oldestLateDate: z
      .string()
      .nullable()
      .meta({ description: 'ISO 8601: when the longest-waiting late job was due' }),
  })
  .meta({ id: 'JobQueueHealth' });
export type TJobQueueHealth = z.infer<typeof ZJobQueueHealth>;

export const ZSmooothFirmFigures = z
  .strictObject({
    firm: ZFirmOverview,
    casesThisMonth: z
      .int()
      .min(0)
      .meta({ description: 'Cases opened since the first of this Hong Kong month' }),
    mailFailures: z.int().min(0).meta({ description: 'The firm’s mails that failed to send' }),
  })
  .meta({ id: 'SmooothFirmFigures' });
export type TSmooothFirmFigures = z.infer<typeof ZSmooothFirmFigures>;

export const ZSmooothDashboard = z
  .strictObject({
    role: z.literal('smoooth'),
    firms: z
      .array(ZSmooothFirmFigures)
      .meta({ description: 'GET /api/accounts/firms, with this month’s figures' }),
    mailFailures: ZDashboardCount.meta({ description: 'GET /api/mail/outbox?status=FAILED' }),
    jobs: ZJobQueueHealth,
  })
  .meta({ id: 'SmooothDashboard' });
export type TSmooothDashboard = z.infer<typeof ZSmooothDashboard>;

export const ZDashboard = z
  .discriminatedUnion('role', [ZStaffDashboard, ZClientDashboard, ZSmooothDashboard])
  .meta({ id: 'Dashboard' });
export type TDashboard = z.infer<typeof ZDashboard>;

/** How far back /dashboard/services looks for the time cases and steps take here. */
export const SERVICES_WINDOW_DAYS = 365;

export const ZServiceStepTime = z
  .strictObject({
    step: z.enum(STEP_KEYS),
    cases: z.int().min(0).meta({ description: 'Cases that went through the step in the window' }),
    medianHours: z.number().min(0).nullable().meta({
      description: 'Median time a case spent in the step (every visit added up); null with no case',
    }),
  })
  .meta({ id: 'ServiceStepTime' });
export type TServiceStepTime = z.infer<typeof ZServiceStepTime>;

export const ZService = z
  .strictObject({
    caseType: z.enum(CASE_TYPES),
    feeCents: z.int().min(0).nullable().meta({
      description: 'The firm’s fee (billing settings, HKD cents); null when none is set or for SMOOOTH',
    }),
    completed: z.int().min(0).meta({ description: 'Cases of this type completed in the window' }),
    medianDays: z
      .number()
      .min(0)
      .nullable()
      .meta({ description: 'Median days from opening to completion of those cases; null with none' }),
    steps: z.array(ZServiceStepTime).meta({ description: 'The workflow’s steps in order' }),
  })
  .meta({ id: 'Service' });
export type TService = z.infer<typeof ZService>;

/** GET /api/dashboard/services?firmID= (issue 22 point 5). */
export const ZServicesQuery = z.strictObject({
  firmID: z.uuid().optional().meta({
    description:
      'A client linked with several firms, or SMOOOTH, picks one (a client’s default: the first linked firm; SMOOOTH’s: the whole platform, without fees). Staff always get their own firm.',
  }),
});
export type TServicesQuery = z.infer<typeof ZServicesQuery>;

export const ZServicesOverview = z
  .strictObject({
    firm: z
      .strictObject({ firmID: z.uuid(), name: z.string() })
      .nullable()
      .meta({ description: 'The firm described; null for SMOOOTH’s platform-wide times' }),
    firms: z.array(z.strictObject({ firmID: z.uuid(), name: z.string() })).meta({
      description: 'The firms the caller may pick (a client’s linked firms; every firm for SMOOOTH)',
    }),
    since: z.iso.date().meta({ description: 'The Hong Kong day the window starts (365 days back)' }),
    services: z.array(ZService),
  })
  .meta({ id: 'ServicesOverview' });
export type TServicesOverview = z.infer<typeof ZServicesOverview>;
