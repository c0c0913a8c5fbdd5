import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { pruneLoginAttempts } from './modules/auth/login-limiter.js';
import { pruneChallenges } from './modules/auth/second-factor.repository.js';
import { pruneRefreshTokens } from './modules/auth/sessions.repository.js';
import { pruneRequestEvents } from './modules/recovery/request-limiter.js';
import { resolveSigningKey } from './modules/auth/signing-key.js';
import { createJobRunner } from './modules/jobs/job-runner.js';
import { scheduleSweep } from './modules/deadlines/deadline-sweep.js';
import { sealExistingDataOnce } from './modules/keys/seal-existing.js';
import { createJobHandlers } from './modules/jobs/job-handlers.js';
import { createScreeningIndexHolder } from './modules/name-search/screening-index.holder.js';
import { createSmtpTransport } from './modules/mail/mail.service.js';
import { hasListVersions } from './modules/screening-lists/screening-lists.repository.js';
import { claimDataDir, openMigratedDatabase, webDistDir } from './runtime.js';

/** Starts the server: config, database and migrations, HTTP, and a clean stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel, base: { service: 'portal' } });
  const releaseDataDir = claimDataDir(config, 'server');
  const { database, applied } = await openMigratedDatabase(config);
  logger.info(
    { database: database.kind, applied },
    applied.length ? 'migrations applied' : 'database schema up to date',
  );

  let shuttingDown = false;
  // One screening index for the routes and the re-screening job.
  const screening = createScreeningIndexHolder(database.db);
  const app = await buildApp({
    screening,
    config,
    database,
    jwtSecret: await resolveSigningKey(database.db, config.jwtSecret),
    logger: { level: config.logLevel, base: { service: 'portal' } },
    webDistDir: webDistDir(config),
    isShuttingDown: () => shuttingDown,
  });

  // Background jobs (mail) are worked in this process; a job queued before a crash runs after restart.
  const jobs = createJobRunner({
    db: database.db,
    handlers: createJobHandlers({
      db: database.db,
      transport: createSmtpTransport(config.smtpUrl),
      mailFrom: config.mailFrom,
      publicUrl: config.publicUrl,
      screening,
    }),
    pollMs: config.jobsPollMs,
    log: logger,
  });

  const maintenance = setInterval(() => {
    Promise.all([
      pruneLoginAttempts(database.db),
      pruneChallenges(database.db),
      pruneRefreshTokens(database.db),
      pruneRequestEvents(database.db),
    ]).catch((error: unknown) => logger.warn({ err: error }, 'maintenance failed'));
  }, 3_600_000);
  maintenance.unref();

  const stop = async (signal: string): Promise<void> => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    clearInterval(maintenance);
    try {
      // Drain: readiness already answers 503 and responses say 'Connection: close', so a load balancer
      // and keep-alive clients move away; requests already on their way are still served meanwhile.
      await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
      await app.close(); // stops accepting, waits for in-flight requests
      await jobs.stop(); // lets the job in hand finish
      await database.close(); // PGlite flushes and closes its files
      releaseDataDir();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The deadline sweep books itself each morning; the first start (or a lost booking) runs one now.
  await scheduleSweep(database.db, new Date());
  jobs.start();
  // Identity data stored before it was sealed at rest (ADR 0031) is sealed once, in the background.
  sealExistingDataOnce(database.db)
    .then((report) => {
      if (report && Object.values(report).some((rows) => rows > 0))
        logger.info({ sealed: report }, 'identity data stored before sealing is sealed now');
    })
    .catch((error: unknown) => logger.error({ err: error }, 'sealing stored identity data failed'));
  if (!config.smtpUrl) logger.info('SMTP_URL not set: mail is kept in the outbox for administrators to read');
  const users = await database.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(users.n) === 0) {
    const hint = [
      '',
      'The database has no users yet. Create the first administrator with:',
      '  npm run create-admin -- --firm "Your Firm Ltd" --username admin --email you@example.com',
      '(it asks for a password; stop the server first when using the embedded database)',
      'or load the demo data set with:  npm run demo',
      '',
    ].join('\n');
    console.log(hint);
  }
  // The screening index is built in the background now, not by the first search that needs it.
  screening.current().catch((error: unknown) => logger.warn({ err: error }, 'screening index not built'));
  if (!(await hasListVersions(database.db)))
    console.log(
      'No sanctions list is loaded yet: as the platform operator (SMOOOTH), upload the UN Consolidated List XML and OFAC sdn.csv in the browser, or stop the server and run  npm run screening:import -- FILE…',
    );
  console.log(`Portal ready on http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
