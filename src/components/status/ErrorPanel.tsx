import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useState } from 'react';
import { isChunkLoadError } from '../../app/chunk-load-error';
import { reloadToNewVersion, SITE_UPDATED } from '../../app/reload-to-update';
import styles from './ErrorPanel.module.css';
import { useHydratedMark } from '../../app/use-hydrated-mark';

// Its chunk is part of what the offline worker saves at once, with the rest of the app's code.
const OfflineNotice = lazy(() => import('../../offline/OfflineNotice').then((module) => ({ default: module.OfflineNotice })));

/**
 * What a route shows when it breaks: a Retry for a chunk that did not load, a Reload when a new deployment
 * removed it (a retry would fetch the same 404), else the error and a way to try again or go home.
 */
export function ErrorPanel({ error, reset }: ErrorComponentProps) {
  useHydratedMark();
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  const chunkError = isChunkLoadError(error) ? error : undefined;
  const offline = chunkError?.reason === 'missing' && typeof navigator !== 'undefined' && !navigator.onLine;
  const updated = chunkError?.reason === 'updated';

  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      await chunkError?.retry?.();
    } finally {
      setRetrying(false);
      reset();
      await router.invalidate();
    }
  }, [chunkError, reset, router]);

  // Offline, a page that was never saved says so and lists what reads offline (src/offline/).
  if (offline) {
    return (
      <Suspense fallback={<div className={styles.waiting} aria-busy="true" />}>
        <OfflineNotice onRetry={retry} />
      </Suspense>
    );
  }

  return (
    <section className={styles.panel} role="alert" aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {chunkError ? chunkError.message : 'Something went wrong'}
      </h1>
      {chunkError ? (
        <p className={styles.reason}>
          Reason: <strong>{chunkError.reason}</strong> ({chunkError.detail})
        </p>
      ) : (
        <p className={styles.reason}>{error instanceof Error ? error.message : String(error)}</p>
      )}
      <p className={styles.help}>
        {updated
          ? SITE_UPDATED
          : chunkError
            ? 'Part of this page could not be downloaded. Check your connection and try again.'
            : 'This page hit an unexpected problem. Trying again usually helps.'}
      </p>
      <div className={styles.actions}>
        {updated ? (
          <button type="button" className="button" onClick={() => void reloadToNewVersion()}>
            Reload
          </button>
        ) : (
          <button type="button" className="button" onClick={retry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </button>
        )}
        <Link to="/" className="button button-secondary">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
