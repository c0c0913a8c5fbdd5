import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { TConfig } from './config.js';
import type { TDatabase } from './db/database.js';
import { createDeviceCookies } from './modules/auth/device-cookie.js';
import { createTokenService } from './modules/auth/tokens.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.js';
import type { TAuthDeps } from './modules/auth/auth.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { profileRoutes } from './modules/users/profile.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { recoveryRoutes } from './modules/recovery/recovery.routes.js';
import { accountRoutes } from './modules/accounts/accounts.routes.js';
import { planRoutes } from './modules/plans/plans.routes.js';
import { caseRoutes } from './modules/cases/cases.routes.js';
import { taskRoutes } from './modules/tasks/tasks.routes.js';
import { createFileStore } from './modules/files/file-store-of.js';
import { documentRoutes } from './modules/documents/documents.routes.js';
import { messageRoutes } from './modules/messages/messages.routes.js';
import { createMemoryBus, createPgBus, followTables, type TLiveBus } from './modules/messages/live-bus.js';
import { createSessionCache, followBus } from './modules/auth/session-cache.js';
import { registerAnswerCache } from './plugins/answer-cache.js';
import { createLiveHub, type TLiveHubOptions } from './modules/messages/live-hub.js';
import { liveRoutes } from './modules/messages/live.routes.js';
import { fileRoutes } from './modules/files/files.routes.js';
import { complianceRoutes } from './modules/compliance/compliance.routes.js';
import { crossCheckRoutes } from './modules/cross-check/cross-check.routes.js';
import { filingRoutes } from './modules/filing/filing.routes.js';
import { renewalRoutes } from './modules/renewal/renewal.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { entityRoutes } from './modules/entities/entities.routes.js';
import { amendmentRoutes } from './modules/amendments/amendments.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { createStripeGateway } from './modules/billing/stripe-gateway.js';
import { deadlineRoutes } from './modules/deadlines/deadlines.routes.js';
import { legalRoutes } from './modules/legal/legal.routes.js';
import { screeningListRoutes } from './modules/screening-lists/screening-lists.routes.js';
import { nameSearchRoutes } from './modules/name-search/name-search.routes.js';
import { createRecognitionPool, type TRecognitionPool } from './modules/recognition/recognition-pool.js';
import { recognitionRoutes } from './modules/recognition/recognition.routes.js';
import { createRecognitionService } from './modules/recognition/recognition.service.js';
import {
  createScreeningIndexHolder,
  type TScreeningIndexHolder,
} from './modules/name-search/screening-index.holder.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerWebApp } from './plugins/web.js';
import { createSerializerCompiler, refuseUndeclaredInput, validatorCompiler } from './plugins/validation.js';
import { APP_VERSION } from './version.js';

export interface TAppOptions {
  config: TConfig;
  database: TDatabase;
  jwtSecret: string;
  /** Pino options, or false for no logs (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; omitted in API tests. */
  webDistDir?: string;
  isShuttingDown?: () => boolean;
  /** Live messages between server copies; by default NOTIFY on PostgreSQL, in-process on PGlite. */
  liveBus?: TLiveBus;
  /** Timings of the live sockets (tests shorten them). */
  live?: Pick<TLiveHubOptions, 'authTimeoutMs' | 'recheckMs' | 'heartbeatMs'>;
  /** The name-screening index, shared with the job runner's re-screening (one copy in memory). */
  screening?: TScreeningIndexHolder;
  /** The readers of company forms (tests share one pool across apps; by default one per app). */
  recognitionPool?: TRecognitionPool;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Believes X-Forwarded-For for the `hops` proxies nearest the server, and no further. */
export function trustNearestHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Builds the whole HTTP application: API, OpenAPI document and (when built) the web app. */
export async function buildApp(options: TAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // A hop count becomes "the nearest n hops", as Fastify does with a number (its types omit it).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : config.trustProxy,
    // Keep the caller's request id when it is sane, so logs join up across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    forceCloseConnections: 'idle',
    // One line per request (below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  refuseUndeclaredInput(app);
  app.setSerializerCompiler(
    createSerializerCompiler(
      (route, fields) =>
        app.log.error({ route, fields }, 'response fields the schema does not declare were left out'),
      // Each answer checked against its contract while it is built and tested; not paid for in production.
      { checkContract: config.env !== 'production' },
    ),
  );
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
  const isShuttingDown = options.isShuttingDown ?? (() => false);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', String(request.id));
    if (isShuttingDown()) void reply.header('connection', 'close');
  });

  // Before any route plugin: plugins inherit the error handler in force when they are registered.
  let pageFallback: ((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined;
  registerErrorHandling(app, (request, reply) => pageFallback?.(request, reply) ?? false);
  await registerSecurityHeaders(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Company-secretarial portal API',
        version: APP_VERSION,
        description:
          'API of the portal for Hong Kong company-secretarial firms and their clients. Errors answer with ' +
          '`{ code, message }` (message in the Accept-Language of the request).',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  // Live messages: copies on one PostgreSQL share them through LISTEN/NOTIFY (DESIGN §2).
  const bus =
    options.liveBus ??
    (database.connectionString
      ? createPgBus({ connectionString: database.connectionString, db: database.db, log: app.log })
      : createMemoryBus(database.listen ? { listen: database.listen } : undefined));
  await bus.ready();
  // Sessions checked by this copy, forgotten as the bus tells of changes (issue 23 point 2).
  const sessions = createSessionCache({ healthy: () => bus.healthy() });
  const stopFollowing = followBus(sessions, bus);
  // This copy's own writes to users, sessions and firms: forgotten before and after each statement.
  const stopWatching = database.writes.onWrite(() => sessions.clear());
  // The lists' answers, kept until a table they read changes here or in another copy (issue 23).
  const stopClock = followTables(database.clock, bus);
  if (config.answerCacheMb > 0)
    registerAnswerCache(app, {
      clock: database.clock,
      healthy: () => bus.healthy(),
      maxBytes: config.answerCacheMb * 1024 * 1024,
    });
  app.addHook('onClose', async () => {
    stopFollowing();
    stopWatching();
    stopClock();
  });
  const auth: TAuthDeps = {
    db: database.db,
    tokens: createTokenService(options.jwtSecret),
    sessionTtlSeconds: config.sessionTtlSeconds,
    features: { nameSearch: config.nameSearchEnabled },
    accountChanged: async (userId) => {
      // This copy forgets at once; the others hear it with the event (and from the database's own).
      sessions.forgetUser(userId);
      await bus.publish({ kind: 'account', userId });
    },
    sessions,
    // Secure wherever users reach the portal over HTTPS; a plain-HTTP address (local use) keeps it.
    devices: createDeviceCookies(options.jwtSecret, { secure: config.publicUrl.startsWith('https:') }),
  };

  await app.register(healthRoutes, {
    version: APP_VERSION,
    supportEmail: config.supportEmail,
    ping: () => database.ping(),
    isShuttingDown,
  });
  await app.register(authRoutes, { auth });
  await app.register(twoFactorRoutes, { auth });
  await app.register(userRoutes, { auth });
  await app.register(profileRoutes, { auth });
  await app.register(supportRoutes, { db: database.db, supportEmail: config.supportEmail });
  await app.register(mailRoutes, { auth });
  await app.register(recoveryRoutes, { recovery: { db: database.db, publicUrl: config.publicUrl } });
  await app.register(accountRoutes, { auth, publicUrl: config.publicUrl });
  const stripe = config.stripe ? createStripeGateway(config.stripe) : undefined;
  await app.register(planRoutes, { auth, publicUrl: config.publicUrl, stripe });
  await app.register(caseRoutes, { auth, publicUrl: config.publicUrl });
  await app.register(taskRoutes, { auth, publicUrl: config.publicUrl });
  const store = createFileStore(config);
  await app.register(fileRoutes, { auth, store });
  await app.register(documentRoutes, { auth, store, publicUrl: config.publicUrl });
  const hub = createLiveHub({ auth, bus, log: app.log, ...options.live });
  app.addHook('onClose', async () => {
    await hub.close();
    await bus.close();
  });
  await app.register(liveRoutes, { hub });
  await app.register(messageRoutes, { auth, bus });
  await app.register(complianceRoutes, { auth });
  await app.register(crossCheckRoutes, { auth, store });
  await app.register(filingRoutes, { auth });
  await app.register(renewalRoutes, { auth, publicUrl: config.publicUrl });
  await app.register(entityRoutes, { auth });
  await app.register(dashboardRoutes, { auth });
  await app.register(amendmentRoutes, { auth });
  await app.register(billingRoutes, {
    auth,
    store,
    publicUrl: config.publicUrl,
    stripe,
  });
  await app.register(deadlineRoutes, { auth, publicUrl: config.publicUrl });
  await app.register(legalRoutes, { auth });
  // Sanctions lists (issue 20 point 1): SMOOOTH loads them whether or not name search is enabled yet.
  await app.register(screeningListRoutes, { auth });
  // Name screening (issue 20). The API is always there: with lists loaded, due diligence needs real
  // searches (18012) whether or not the deployment shows the /name-search pages (spec §2).
  const screening = options.screening ?? createScreeningIndexHolder(database.db);
  await app.register(nameSearchRoutes, { auth, screening });
  // Company form recognition (issue 17): readers in worker threads, started with the first form.
  const ownPool = options.recognitionPool === undefined;
  const recognition = createRecognitionService(
    database.db,
    options.recognitionPool ?? createRecognitionPool({ threads: config.recognitionThreads }),
  );
  if (ownPool) app.addHook('onClose', () => recognition.close());
  await app.register(recognitionRoutes, { auth, recognition });

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  if (options.webDistDir)
    pageFallback = await registerWebApp(app, options.webDistDir, {
      cardScriptUrl: config.stripe?.jsUrl,
    });
  return app;
}
