import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// The request.auth augmentation lives with requireAuth.
import type {} from './auth.js';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  ERROR_STATUS,
  VALIDATION_REASONS,
  errorMessage,
  fieldLabel,
  FORM_MESSAGES,
  formMessage,
  pickLanguage,
  type TFormMessageKey,
  type TErrorCode,
  type TErrorResponse,
  type TLanguage,
  type TValidationReason,
} from '@portal/domain';

/** A failure the caller can act on: its code decides the HTTP status and the message. */
export class AppError extends Error {
  constructor(
    public readonly code: TErrorCode,
    public readonly values: Record<string, string | number> = {},
    public readonly extra: Partial<Pick<TErrorResponse, 'field' | 'details' | 'retryAfterSeconds'>> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

type TLocalised = {
  values: Record<string, string | number>;
  details?: NonNullable<TErrorResponse['details']>;
};

/**
 * A refusal whose message values and details are words, not only names and numbers (a plan's limits:
 * "open cases", "20 GB"): `describe` gives them in the caller's language when the answer is written.
 */
export class LocalisedError extends AppError {
  constructor(
    code: TErrorCode,
    public readonly describe: (language: TLanguage) => TLocalised,
  ) {
    super(code, describe('en').values);
  }
}

/** A validation failure of one field, with a reason from the domain's list. */
export function fieldError(field: string, reason: TValidationReason): AppError {
  return new AppError('VALIDATION_ERROR', {}, { field, details: [{ field, reason, message: '' }] });
}

/**
 * The caller's language: what the request asks for (the web app sends the language its menu shows),
 * else the signed-in user's stored choice, else English.
 */
export function requestLanguage(request: FastifyRequest): TLanguage {
  const header = request.headers['accept-language'];
  if (header) return pickLanguage(header);
  return request.auth?.language ?? pickLanguage(undefined);
}

type TIssue = { field: string; reason: TValidationReason };

function issuesFromZod(error: FastifyError): TIssue[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((v) => {
    const path = String(v.instancePath ?? '')
      .split('/')
      .filter(Boolean);
    const field = path.length > 0 ? path.join('.') : context;
    return { field, reason: reasonOf(v.keyword, v.params ?? {}, v.message ?? '') };
  });
}

/** Maps a zod issue (keyword = zod issue code) to a reason the user can act on. */
function reasonOf(keyword: string, params: Record<string, unknown>, message: string): TValidationReason {
  switch (keyword) {
    case 'too_small':
      return params.origin === 'string' && Number(params.minimum) <= 1 ? 'required' : 'tooShort';
    case 'too_big':
      return 'tooLong';
    case 'invalid_type':
      return /received (undefined|null)/.test(message) ? 'required' : 'wrongType';
    case 'unrecognized_keys':
      return 'unknownField';
    case 'ill_formed_text':
      return 'illFormedText';
    case 'custom':
      // Domain refinements name their reason in the message (e.g. 'englishOnly').
      return message in VALIDATION_REASONS ? (message as TValidationReason) : 'invalid';
    default:
      return 'invalid';
  }
}

function validationBody(language: TLanguage, issues: TIssue[]): TErrorResponse {
  const details = issues.map(({ field, reason }) => ({
    field,
    reason,
    message: errorMessage('VALIDATION_ERROR', language, {
      field: fieldLabel(field, language),
      reason: VALIDATION_REASONS[reason][language],
    }),
  }));
  const first = details[0];
  return {
    code: 'VALIDATION_ERROR',
    message: first?.message ?? errorMessage('VALIDATION_ERROR', language, { field: 'body', reason: '' }),
    ...(first ? { field: first.field } : {}),
    details,
  };
}

function send(reply: FastifyReply, request: FastifyRequest, status: number, body: TErrorResponse): void {
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ ...body, requestId: String(request.id) });
}

/** PostgreSQL data exceptions caused by values (class 22). */
const DATA_ERRORS = new Set(['22021', '22P02', '22001', '22003', '22007', '22008', '22P05']);

/** Framework errors that come from what the client sent, mapped to our codes. */
const CLIENT_ERRORS: Record<string, TErrorCode> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  // Uploads (@fastify/multipart): a file over the size limit, too many files or parts, not multipart.
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/** One error handler: every failure leaves as `{ code, message }` with the right status. */
export function registerErrorHandling(
  app: FastifyInstance,
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      if (error.code === 'VALIDATION_ERROR' && error.extra.details) {
        const issues = error.extra.details.map((d) => ({
          field: d.field,
          reason: d.reason as TValidationReason,
        }));
        send(reply, request, 400, validationBody(language, issues));
        return;
      }
      if (error.extra.retryAfterSeconds)
        void reply.header('retry-after', String(error.extra.retryAfterSeconds));
      if (error instanceof LocalisedError) {
        const { values, details } = error.describe(language);
        send(reply, request, ERROR_STATUS[error.code], {
          code: error.code,
          message: errorMessage(error.code, language, values),
          ...(details ? { details } : {}),
        });
        return;
      }
      send(reply, request, ERROR_STATUS[error.code], {
        code: error.code,
        // A field named in the message is named in the caller's language.
        message: errorMessage(error.code, language, {
          ...error.values,
          ...(typeof error.values.field === 'string'
            ? { field: fieldLabel(error.values.field, language) }
            : {}),
        }),
        ...error.extra,
        // What a refused move still needs, named in the caller's language (people's names stay as they are).
        ...(error.extra.details
          ? {
              details: error.extra.details.map((d) => ({
                ...d,
                message:
                  d.reason in FORM_MESSAGES
                    ? formMessage(d.reason as TFormMessageKey, language)
                    : fieldLabel(d.field, language),
              })),
            }
          : {}),
      });
      return;
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      send(reply, request, 400, validationBody(language, issuesFromZod(error)));
      return;
    }
    const clientCode = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (clientCode === 'VALIDATION_ERROR') {
      send(reply, request, 400, validationBody(language, [{ field: 'body', reason: 'invalid' }]));
      return;
    }
    if (clientCode) {
      send(reply, request, ERROR_STATUS[clientCode], {
        code: clientCode,
        message: errorMessage(clientCode, language),
      });
      return;
    }
    const sqlState = (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && DATA_ERRORS.has(sqlState)) {
      // Input the database cannot hold (NUL byte, malformed id, over-long value) that slipped past a
      // schema: still the caller's input, so a 400, never a 500.
      request.log.warn({ err: error }, 'database refused input');
      send(reply, request, 400, validationBody(language, [{ field: 'body', reason: 'invalid' }]));
      return;
    }
    if (
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      !isResponseSerializationError(error)
    ) {
      // Any other client-side failure the framework detects (bad URL encoding, unsupported method …).
      send(reply, request, error.statusCode, { code: 'VALIDATION_ERROR', message: error.message });
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    send(reply, request, 500, { code: 'INTERNAL_ERROR', message: errorMessage('INTERNAL_ERROR', language) });
  });

  app.setNotFoundHandler((request, reply) => {
    // Paths of the web app (e.g. /cases) are the SPA's to route; its not-found page handles the rest.
    if (pageFallback?.(request, reply)) return;
    send(reply, request, 404, {
      code: 'NOT_FOUND',
      message: errorMessage('NOT_FOUND', requestLanguage(request)),
    });
  });
}
