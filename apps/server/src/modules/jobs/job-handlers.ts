import type { Transporter } from 'nodemailer';
import type { TDb } from '../../db/database.js';
import { createMailJobHandler, MAIL_JOB } from '../mail/mail.service.js';
import { createRecoveryJobHandlers } from '../recovery/recovery.service.js';
import { createRegistrationJobHandlers } from '../accounts/registration.service.js';
import { createDeadlineJobHandlers } from '../deadlines/deadline-sweep.js';
import type { TJobHandler } from './job-runner.js';

/** Every kind of background job and its handler: one list for the server and the tests. */
export function createJobHandlers(deps: {
  db: TDb;
  transport: Transporter | null;
  mailFrom: string;
  publicUrl: string;
}): Record<string, TJobHandler> {
  return {
    [MAIL_JOB]: createMailJobHandler({ db: deps.db, transport: deps.transport, from: deps.mailFrom }),
    ...createRecoveryJobHandlers({ db: deps.db, publicUrl: deps.publicUrl }),
    ...createRegistrationJobHandlers({ db: deps.db, publicUrl: deps.publicUrl }),
    ...createDeadlineJobHandlers({ db: deps.db, publicUrl: deps.publicUrl }),
  };
}
