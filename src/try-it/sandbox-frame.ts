import { checkedByOutput } from '../../shared/exercise-check/result';
import { compilerFiles } from './c-family/compiler-files';
import { compilerLost } from './c-family/compiler-store';
import { isFromSandbox } from './message-checks';
import { PYODIDE_FILES, type PythonRuntime } from '../../shared/python-runtime';
import type { FromSandbox, ToSandbox } from './messages';

/** The sandbox pages, built from src/try-it/, served from the site itself: console runs, previews and React checks. */
const PAGES = {
  console: { file: 'sandbox.html', title: 'Sample runner' },
  // C and C++ have a page of their own: the compiler's worker is large, and only their runs load it.
  c: { file: 'c-sandbox.html', title: 'C and C++ runner' },
  preview: { file: 'preview.html', title: 'Preview' },
  check: { file: 'react-check.html', title: 'Exercise check' },
};

/** What a run or check hears: the frame's messages, that the frame never started, or Python's download so far (bytes). */
type Listener = (
  message: Exclude<FromSandbox, { type: 'ready' }> | { type: 'unavailable'; id: number } | { type: 'download'; id: number; loaded: number },
) => void;

/** Why a run or check did not start, in the reader's terms. */
export const SANDBOX_UNAVAILABLE = 'the sandbox that runs code did not load (are you offline?). Try again once you are online.';

/** How long a loaded frame has to say it is ready before it counts as not started (its page failed to load). */
const READY_AFTER_LOAD_MS = 3000;

/**
 * The sandbox flags, should the host not send the sandbox pages' `sandbox` directive. A React check submits the
 * reader's forms as a user would; the pages' policy (form-action 'none') lets no submission leave the frame.
 */
const SANDBOX_FLAGS = 'allow-scripts allow-forms';

/**
 * One sandbox frame, never same-origin, so the reader's code has an origin of its own; its messages count
 * only from this very window (the origin is opaque) and in the protocol's shape. The page's own header
 * sandboxes it (scripts/policy/content-security-policy.ts), so the offline worker may serve it; on a host that
 * does not send that header, the frame is sandboxed by its attribute instead, and runs only online.
 */
export class SandboxFrame {
  readonly element: HTMLIFrameElement;
  /** Resolves true once the frame's page says it is ready, false if it loaded without doing so. */
  private readonly ready: Promise<boolean>;
  private readonly listeners = new Map<number, Listener>();
  private readonly onMessage: (event: MessageEvent<unknown>) => void;
  /** Whether the frame has Pyodide's files, and the C/C++ compiler's. */
  private hasPython = false;
  private hasCompiler = false;

  constructor(parent: HTMLElement, page: keyof typeof PAGES) {
    this.element = document.createElement('iframe');
    this.element.title = PAGES[page].title;
    this.element.src = `${import.meta.env.BASE_URL}src/try-it/${PAGES[page].file}`;
    if (page === 'console' || page === 'c') {
      // The console runner has nothing to show: out of sight and out of the keyboard's way.
      this.element.hidden = true;
      this.element.tabIndex = -1;
    } else if (page === 'check') {
      // A React check's page is laid out, so the tests can focus, measure and click, but out of sight.
      this.element.tabIndex = -1;
      this.element.setAttribute('aria-hidden', 'true');
      Object.assign(this.element.style, { position: 'fixed', top: '0', left: '-10000px', width: '1024px', height: '768px', border: '0' });
    }
    let settle!: (ready: boolean) => void;
    this.ready = new Promise((resolve) => (settle = resolve));
    this.onMessage = (event) => {
      if (event.source !== this.element.contentWindow || event.origin !== 'null' || !isFromSandbox(event.data)) return;
      const message = event.data;
      if (message.type === 'ready') settle(true);
      else this.listeners.get(message.id)?.(message);
    };
    const onLoad = () => {
      // A document this page can reach shares its origin: the host sent no `sandbox` directive (its own page
      // refuses to run there). The attribute takes effect with the next load.
      if (this.element.contentDocument && !this.element.sandbox.length) {
        this.element.setAttribute('sandbox', SANDBOX_FLAGS);
        this.element.setAttribute('src', this.element.getAttribute('src')!);
        return;
      }
      // A page that could not be fetched (offline) loads as the browser's error page, which never says ready.
      this.element.removeEventListener('load', onLoad);
      window.setTimeout(() => settle(false), READY_AFTER_LOAD_MS);
    };
    this.element.addEventListener('load', onLoad);
    window.addEventListener('message', this.onMessage);
    parent.append(this.element);
  }

  async post(message: Exclude<ToSandbox, { type: 'python-runtime' | 'c-family-runtime' }>, listener?: Listener) {
    if (listener && message.type !== 'stop') this.listeners.set(message.id, listener);
    const ready = await this.ready;
    if (ready && isPython(message) && !this.hasPython) {
      // Before its first Python run, the frame gets Pyodide's files, which it cannot fetch itself offline.
      const progress = (loaded: number) => this.listeners.get(message.id)?.({ type: 'download', id: message.id, loaded });
      downloadListeners.add(progress);
      const files = await pythonRuntime()
        .catch(() => undefined)
        .finally(() => downloadListeners.delete(progress));
      if (!files) {
        pythonFiles = undefined;
        this.listeners.get(message.id)?.({ type: 'unavailable', id: message.id });
        return;
      }
      this.hasPython = true;
      this.element.contentWindow?.postMessage({ type: 'python-runtime', files } satisfies ToSandbox, '*');
    }
    if (ready && isCFamily(message) && !this.hasCompiler) {
      // Before its first C/C++ job, the frame gets the compiler, which the reader downloaded (compiler-store.ts).
      const files = await compilerFiles().catch(() => undefined);
      if (!files) {
        compilerLost();
        this.listeners.get(message.id)?.({ type: 'unavailable', id: message.id });
        return;
      }
      this.hasCompiler = true;
      this.element.contentWindow?.postMessage({ type: 'c-family-runtime', files } satisfies ToSandbox, '*', Object.values(files));
    }
    if (ready) this.element.contentWindow?.postMessage(message, '*');
    else {
      // The next run gets a new frame.
      if (consoleFrame === this) consoleFrame = undefined;
      if (cFrame === this) cFrame = undefined;
      this.remove();
      this.listeners.get(message.id)?.({ type: 'unavailable', id: message.id });
    }
  }

  forget(id: number) {
    this.listeners.delete(id);
  }

  remove() {
    window.removeEventListener('message', this.onMessage);
    this.element.remove();
  }
}

const isCFamily = (message: ToSandbox) =>
  (message.type === 'run' && (message.plan.kind === 'c' || message.plan.kind === 'cpp')) ||
  (message.type === 'check' && checkedByOutput(message.lang));

const isPython = (message: ToSandbox) =>
  (message.type === 'run' && message.plan.kind === 'python') || (message.type === 'check' && message.lang === 'python');

/** Pyodide's files, fetched once per page (from the offline worker's cache when the site is saved offline). */
let pythonFiles: Promise<PythonRuntime> | undefined;
/** Who hears how many of its bytes have come so far. */
const downloadListeners = new Set<(loaded: number) => void>();

function pythonRuntime(): Promise<PythonRuntime> {
  if (pythonFiles) return pythonFiles;
  let loaded = 0;
  const report = (bytes: number) => {
    loaded += bytes;
    for (const listener of downloadListeners) listener(loaded);
  };
  pythonFiles = Promise.all(
    PYODIDE_FILES.map(async (file) => [file, await download(`${import.meta.env.BASE_URL}pyodide/${file}`, report)] as const),
  ).then((entries) => Object.fromEntries(entries) as PythonRuntime);
  return pythonFiles;
}

/** A file's bytes, each part reported as it arrives. */
async function download(url: string, report: (bytes: number) => void): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url}: status ${response.status}`);
  const counted = new TransformStream<Uint8Array, Uint8Array>({
    transform(part, controller) {
      report(part.length);
      controller.enqueue(part);
    },
  });
  return new Response(response.body.pipeThrough(counted)).arrayBuffer();
}

let consoleFrame: SandboxFrame | undefined;
let cFrame: SandboxFrame | undefined;

/** The page's one frame for console runs (JavaScript, Python): Pyodide, once loaded in it, serves every later run. */
export function consoleSandbox(): SandboxFrame {
  return (consoleFrame ??= new SandboxFrame(document.body, 'console'));
}

/** The page's one frame for C and C++ runs and checks: the compiler, once loaded in it, serves every later one. */
export function cFamilySandbox(): SandboxFrame {
  return (cFrame ??= new SandboxFrame(document.body, 'c'));
}

/** The page's React check frame while no check holds it: its ~1 MB script then compiles once per page, not per check. */
let idleCheckFrame: SandboxFrame | undefined;

/**
 * A frame for one React check: the page's check frame, or a new one while another check holds it. `release`
 * keeps it for the next check after one that ended normally (its page has emptied itself), or throws it away
 * after one that ran out of time, was stopped or failed: the reader's code may still hold the frame's thread.
 */
export function checkSandbox(): { frame: SandboxFrame; release: (reusable: boolean) => void } {
  const frame = idleCheckFrame ?? new SandboxFrame(document.body, 'check');
  idleCheckFrame = undefined;
  return {
    frame,
    release(reusable) {
      if (reusable && !idleCheckFrame) idleCheckFrame = frame;
      else frame.remove();
    },
  };
}

let nextId = 1;
export const newRunId = () => nextId++;
