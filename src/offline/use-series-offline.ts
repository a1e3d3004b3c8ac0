import { useCallback, useEffect, useState } from 'react';
import { useClientValue } from '../components/use-client-value';
import { askWorker, offlineStatus, offlineSupported, onWorkerMessage } from './worker-client';

export type SeriesOfflineState =
  | { status: 'unsupported' | 'idle' | 'saved' | 'removing' }
  | { status: 'saving'; done: number; total: number }
  | { status: 'failed'; reason: string };

/**
 * Whether a series is saved on this device, as the worker says, following its progress messages
 * (in every open tab); `save` and `remove` ask the worker to do it.
 */
export function useSeriesOffline(key: string) {
  // The first render matches the prerendered page; the worker's answer follows.
  const [state, setState] = useState<SeriesOfflineState>({ status: 'idle' });
  const supported = useClientValue(offlineSupported, () => true);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    const stop = onWorkerMessage((message) => {
      if (!current || message.key !== key) return;
      if (message.type === 'series-progress') setState({ status: 'saving', done: message.done, total: message.total });
      else if (message.type === 'series-saved') setState({ status: 'saved' });
      else if (message.type === 'series-failed') setState({ status: 'failed', reason: message.reason });
      else setState({ status: 'idle' });
    });
    offlineStatus().then(
      (status) => current && status.savedSeries.includes(key) && setState({ status: 'saved' }),
      () => {},
    );
    return () => {
      current = false;
      stop();
    };
  }, [key, supported]);

  const save = useCallback(() => {
    setState({ status: 'saving', done: 0, total: 0 });
    // Asked for on the reader's own choice: saved notes should not be evicted when the device runs short of space.
    void navigator.storage?.persist?.().catch(() => false);
    askWorker({ type: 'save-series', key }).catch((error: unknown) =>
      setState({ status: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
  }, [key]);

  const remove = useCallback(() => {
    setState({ status: 'removing' });
    askWorker({ type: 'remove-series', key }).catch(() => setState({ status: 'saved' }));
  }, [key]);

  return { state: supported ? state : ({ status: 'unsupported' } as const), save, remove };
}
