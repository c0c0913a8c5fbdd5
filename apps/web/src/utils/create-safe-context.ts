import { createContext, use, type Context } from 'react';

/** The spec's wording (§8) for a context hook used outside its provider. */
export const CONTEXT_OUTSIDE_PROVIDER = 'context must be use inside provider';

/**
 * Creates a context whose hook throws when no provider is above it, so a missing provider fails
 * loudly instead of silently rendering with a default value.
 */
export function createSafeContext<T>(displayName: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  context.displayName = displayName;
  function useSafeContext(): T {
    const value = use(context);
    if (value === null) throw new Error(CONTEXT_OUTSIDE_PROVIDER);
    return value;
  }
  return [context, useSafeContext];
}
