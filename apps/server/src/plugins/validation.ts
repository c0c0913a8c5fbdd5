import { isDeepStrictEqual } from 'node:util';
import type {
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, safeParse, type $ZodType } from 'zod/v4/core';
import { hasIllFormedText } from '@portal/domain';

/**
 * Request validation: every body, query and path parameter is checked before any handler runs.
 *
 * 1. Text that cannot be stored as sent (a NUL, a lone surrogate) is refused wherever it sits, in a
 *    value or a key, so no text field anywhere can slip it past its own schema.
 * 2. The route's zod schema parses what is left. The domain's schemas are strict objects, so a key
 *    the schema does not know is refused (one issue per key, named by its full path) instead of being
 *    dropped without a word — a body wrapped one level too deep must not save an empty form.
 *
 * Issues use the shape Fastify hands to the error handler (`keyword`, `instancePath`, `params`).
 */

export interface TValidationIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

const MAX_DEPTH = 64;

function pathOf(parts: readonly (string | number)[]): string {
  return `/${parts.map((p) => (typeof p === 'string' ? p.replace(/[\uD800-\uDFFF\0]/g, '\uFFFD') : p)).join('/')}`;
}

/** Every place in a JSON-like value where text cannot be stored as it was sent. */
export function illFormedTextIssues(value: unknown): TValidationIssue[] {
  const issues: TValidationIssue[] = [];
  const visit = (node: unknown, path: (string | number)[], depth: number): void => {
    if (typeof node === 'string') {
      if (hasIllFormedText(node))
        issues.push({ keyword: 'ill_formed_text', instancePath: pathOf(path), message: '', params: {} });
      return;
    }
    if (node === null || typeof node !== 'object' || depth > MAX_DEPTH) return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, [...path, i], depth + 1));
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      if (hasIllFormedText(key)) {
        issues.push({
          keyword: 'ill_formed_text',
          instancePath: pathOf([...path, key]),
          message: '',
          params: {},
        });
        continue;
      }
      visit(item, [...path, key], depth + 1);
    }
  };
  visit(value, [], 0);
  return issues;
}

/** A zod failure as issues; an unknown key becomes an issue at the key itself. */
function zodIssues(
  issues: readonly { code: string; path: PropertyKey[]; message: string }[],
): TValidationIssue[] {
  return issues.flatMap((issue) => {
    const { code, path, message, ...params } = issue;
    const at = path.map((p) => (typeof p === 'number' ? p : String(p)));
    if (code === 'unrecognized_keys' && Array.isArray((params as { keys?: unknown }).keys)) {
      return (params as { keys: string[] }).keys.map((key) => ({
        keyword: code,
        instancePath: pathOf([...at, key]),
        message,
        params,
      }));
    }
    return [{ keyword: code, instancePath: pathOf(at), message, params }];
  });
}

/** Fastify's validator compiler for the routes' zod schemas. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const textIssues = illFormedTextIssues(data);
    if (textIssues.length > 0) return { error: textIssues as never };
    const result = safeParse(schema, data);
    if (result.error) return { error: zodIssues(result.error.issues) as never };
    return { value: result.data };
  };

type TLogUndeclared = (route: string, fields: string[]) => void;

/** Removes `keys` from the object at `path` inside `root` (a copy the caller owns). */
function dropKeys(root: unknown, path: readonly PropertyKey[], keys: readonly string[]): void {
  let node: unknown = root;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  if (node === null || typeof node !== 'object') return;
  for (const key of keys) delete (node as Record<string, unknown>)[key];
}

/**
 * A response schema as JSON Schema, for fast-json-stringify to write the answer from; null when only
 * zod can write it (a transform or codec turns the handler's value into something else on the way).
 * `additionalProperties: false` is taken out: fast-json-stringify writes only the declared fields
 * either way, but picks a union's branch by validating the value as given, and a row with one more
 * field than its branch declares would then match no branch.
 */
function jsonSchemaOf(schema: $ZodType): object | null {
  let json: object;
  try {
    json = z.toJSONSchema(schema as z.ZodType, {
      io: 'output',
      unrepresentable: 'throw',
      target: 'draft-07',
    });
  } catch {
    return null;
  }
  const open = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(open);
    const record = node as Record<string, unknown>;
    if (record.additionalProperties === false) delete record.additionalProperties;
    Object.values(record).forEach(open);
  };
  open(json);
  return json;
}

/** zod's encoding of an answer: a field the contract does not declare is left out and logged. */
function encodeChecked(
  schema: $ZodType,
  data: unknown,
  route: { method: string; url: string },
  logUndeclared: TLogUndeclared,
): unknown {
  let result = safeEncode(schema, data);
  const issues = result.error?.issues ?? [];
  if (issues.length > 0 && issues.every((issue) => issue.code === 'unrecognized_keys')) {
    const copy: unknown = structuredClone(data);
    const fields: string[] = [];
    for (const issue of issues) {
      const keys = (issue as { keys: string[] }).keys;
      dropKeys(copy, issue.path, keys);
      fields.push(...keys.map((key) => [...issue.path, key].map(String).join('.')));
    }
    logUndeclared(`${route.method} ${route.url}`, fields);
    result = safeEncode(schema, copy);
  }
  if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
  return result.data;
}

/**
 * Fastify's serializer compiler (issue 23 point 2): the answer is written from the route's response
 * schema by fast-json-stringify, which writes only the fields the schema declares, in its order, with
 * no copy of the answer in between (a full zod encode of a 50-task page cost more than the rest of
 * the route's own work). A schema only zod can write (a transform) is still encoded through zod.
 *
 * With `checkContract` (development and tests), each answer is also checked against its schema by zod:
 * a field the schema does not declare is logged so it gets fixed, an answer that breaks its contract
 * fails (500) instead of reaching the client, and fast-json-stringify's answer must be zod's —
 * so every API test also proves the production writer right.
 */
export function createSerializerCompiler(
  logUndeclared: TLogUndeclared,
  options: { checkContract: boolean } = { checkContract: true },
): FastifySerializerCompiler<$ZodType> {
  return ({ schema, method, url }) => {
    const route = { method, url };
    const encode = (data: unknown) => encodeChecked(schema, data, route, logUndeclared);
    // Built at the route's first answer, not at start: some 800 schemas would add seconds to it.
    let write: ((data: unknown) => string) | undefined;
    const writer = (): ((data: unknown) => string) => {
      const jsonSchema = jsonSchemaOf(schema);
      if (!jsonSchema) return (data) => JSON.stringify(encode(data));
      const fast = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
      if (!options.checkContract) return fast;
      // Checked: production's writing of the value as handed over must give zod's answer (the same
      // JSON value: fast-json-stringify writes an object's required fields before its optional ones).
      return (data) => {
        const expected = JSON.stringify(encode(data));
        const written = fast(data);
        if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
          throw new Error(
            `${method} ${url}: fast-json-stringify wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
          );
        }
        return written;
      };
    };
    return (data) => (write ??= writer())(data);
  };
}

const NO_INPUT = z.strictObject({});
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A route of the API that declares no query (or, for a write, no body) takes none: without a schema
 * Fastify would accept anything there and the handler would never see it. Multipart routes (which
 * declare what they consume) read their own parts. Call before the routes are registered.
 */
export function refuseUndeclaredInput(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!/^\/(api|messageCenter)\//.test(route.url)) return;
    const schema = (route.schema ??= {}) as FastifySchema & { consumes?: string[] };
    schema.querystring ??= NO_INPUT;
    const methods = ([] as string[]).concat(route.method);
    if (!schema.consumes && methods.some((m) => BODY_METHODS.has(m))) schema.body ??= NO_INPUT.nullish();
  });
}
