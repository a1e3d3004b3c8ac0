import { cFamilyDownloadBytes } from '../../../shared/c-family-runtime';
import { cancelDownload, startDownload, type CompilerState } from './compiler-store';
import { adoptStyles } from '../../app/adopt-styles';
import css from './compiler-offer.css?inline';

adoptStyles(css);

/** The download's size as the offer names it, in whole megabytes as a reader would say it. */
const downloadSize = () => `${Math.round(cFamilyDownloadBytes() / 1e6)} MB`;

/**
 * What a C or C++ block shows before its first Run or Check on a browser that lacks the compiler: what it is and
 * what it costs, the download on the reader's say-so, its progress, and a way out.
 */
export function CompilerOffer({ state }: { state: CompilerState }) {
  if (state.status === 'kept' || state.status === 'checking') return null;
  const downloading = state.status === 'downloading';
  return (
    <div className="co-offer">
      <p className="co-text">
        C and C++ run in this page with a real compiler (Clang, built for the browser). It is downloaded once, then kept by this browser, so
        later visits and offline reading need no download.
      </p>
      {downloading ? (
        <div className="co-progress">
          <progress max={1} value={state.fraction} aria-label="C/C++ compiler download" />
          <span role="status">{Math.floor(state.fraction * 100)}% downloaded</span>
          <button type="button" className="code-button" onClick={cancelDownload}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" className="code-button co-download" onClick={startDownload}>
          Download the C/C++ compiler ({downloadSize()}, kept for offline use)
        </button>
      )}
      {state.status === 'failed' && (
        <p className="co-failure" role="alert">
          The download failed ({state.message}). Check your connection and try again.
        </p>
      )}
    </div>
  );
}
