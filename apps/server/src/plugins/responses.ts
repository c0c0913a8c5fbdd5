import { ZErrorResponse } from '@portal/domain';

/**
 * Response schemas for a route: the given ones, each listed error status, and a documented `default`
 * for anything else (413, 415, 500 …), so the OpenAPI document covers every answer the route gives.
 */
export function responses<T extends Record<number, unknown>>(ok: T, errors: readonly number[] = []) {
  const errorSchemas = Object.fromEntries(errors.map((status) => [status, ZErrorResponse])) as Record<
    number,
    typeof ZErrorResponse
  >;
  return { ...ok, ...errorSchemas, default: ZErrorResponse.meta({ description: 'Any other error' }) };
}
