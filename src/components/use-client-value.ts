import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * A value that differs between the prerendered page and the visitor's browser (their locale, the
 * current year): hydration uses `prerendered`, then React renders `client` without a mismatch.
 */
export function useClientValue<T>(client: () => T, prerendered: () => T): T {
  return useSyncExternalStore(noChanges, client, prerendered);
}
