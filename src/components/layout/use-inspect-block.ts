import { useEffect } from 'react';
import { blockInspection } from '../../app/blocked-shortcuts';

/** Blocks the context menu and developer-tools shortcuts while `enabled` (VITE_BLOCK_INSPECT, docs/deploying.md). */
export function useInspectBlock(enabled: boolean) {
  useEffect(() => (enabled ? blockInspection(document) : undefined), [enabled]);
}
