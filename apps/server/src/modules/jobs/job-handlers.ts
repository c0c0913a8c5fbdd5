import type { Transporter } from 'nodemailer';
import type { TDb } from '../../db/database.js';
import { createMailJobHandler, MAIL_JOB } from '../mail/mail.service.js';
import { createRecoveryJobHandlers } from '../recovery/recovery.service.js';
import { createRegistrationJobHandlers } from '../accounts/registration.service.js';
import { createDeadlineJobHandlers } from '../deadlines/deadline-sweep.js';
import { createMonitoringJobHandlers } from '../name-search/monitoring.js';
import {
  createScreeningIndexHolder,
  type TScreeningIndexHolder,
} from '../name-search/screening-index.holder.js';
import type { TJobHandler } from './job-runner.js';

/** Every kind of background job and its handler: one list for the server and the tests. */
export function createJobHandlers(deps: {
  db: TDb;
  transport: Transporter | null;
  mailFrom: string;
  publicUrl: string;
  /** The server's screening index (shared with the routes); a job runner of its own builds one. */
  screening?: TScreeningIndexHolder;
}): Record<string, TJobHandler> {
  return {
    [MAIL_JOB]: createMailJobHandler({ db: deps.db, transport: deps.transport, from: deps.mailFrom }),
    ...createRecoveryJobHandlers({ db: deps.db, publicUrl: deps.publicUrl }),
    ...createRegistrationJobHandlers({ db: deps.db, publicUrl: deps.publicUrl }),
    ...createDeadlineJobHandlers({ db: deps.db, publicUrl: deps.publicUrl }),
    ...createMonitoringJobHandlers({
      db: deps.db,
      screening: deps.screening ?? createScreeningIndexHolder(deps.db),
      publicUrl: deps.publicUrl,
    }),
  };
}
