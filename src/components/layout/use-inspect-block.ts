import { useEffect } from 'react';
import { blockInspection } from '../../app/blocked-shortcuts';

/** Blocks the context menu and developer-tools shortcuts while `enabled` (decisions.md item 12). */
export function useInspectBlock(enabled: boolean) {
  useEffect(() => (enabled ? blockInspection(document) : undefined), [enabled]);
}
