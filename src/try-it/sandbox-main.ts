import harness from '../../shared/exercise-check/harness.py?raw';
import { isFromWorker } from './message-checks';
import type { PythonRuntime } from '../../shared/python-runtime';
import type { ToSandbox, ToWorker } from './messages';
import { connectToSite } from './site-channel';

/**
 * The console sandbox's page (sandbox.html, an origin of its own): takes runs and checks of JavaScript and
 * Python from the site's page that holds it, and only from that page, and gives each to a worker.
 */
const send = connectToSite((message) => {
  if (message.type === 'stop') stop(message.id);
  else if (message.type === 'python-runtime') pythonRuntime = message.files;
  // C and C++ have a sandbox page of their own (c-sandbox-main.ts).
  else if (message.type !== 'c-family-runtime') run(message);
});

type Job = Extract<ToSandbox, { type: 'run' | 'check' }>;

/** Pyodide's files, which the site's page sends before its first Python run: this page can fetch nothing offline. */
let pythonRuntime: PythonRuntime | undefined;

/** The run worker's bundled source, which this page carries (scripts/vite/sandbox-pages.ts): it loads nothing, so it runs offline. */
declare const RUN_WORKER_SOURCE: string;
const workerScript = URL.createObjectURL(new Blob([RUN_WORKER_SOURCE], { type: 'text/javascript' }));

/** A classic blob: worker (a sandboxed frame may start no other kind). */
function startWorker(): Worker {
  return new Worker(workerScript);
}

const workers = new Map<number, Worker>();
let python: Worker | undefined;
/** The Python runs sent to `python` and not done yet: it runs them one at a time. */
const pythonRuns = new Map<number, Job>();

/** The worker's kind of run for a job: a check of JavaScript runs as a script; React checks have a page of their own. */
function kindOf(message: Job): ToWorker['kind'] | undefined {
  if (message.type === 'check') return message.lang === 'js' ? 'script' : message.lang === 'python' ? 'python' : undefined;
  const { kind } = message.plan;
  return kind === 'script' || kind === 'module' || kind === 'python' ? kind : undefined;
}

function run(message: Job) {
  const kind = kindOf(message);
  if (!kind) return;
  // Python keeps its worker, and Pyodide in it, for the next run; JavaScript starts afresh each time.
  const worker = kind === 'python' ? (python ??= startWorker()) : startWorker();
  workers.set(message.id, worker);
  if (kind === 'python') pythonRuns.set(message.id, message);
  // The worker runs the reader's code, which can post messages of its own: only well-formed ones go on.
  worker.onmessage = (event: MessageEvent<unknown>) => {
    if (!isFromWorker(event.data) || !workers.has(event.data.id)) return;
    send(event.data);
    if (event.data.type === 'done') {
      workers.delete(event.data.id);
      pythonRuns.delete(event.data.id);
      if (worker !== python) worker.terminate();
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    send({ type: 'error', id: message.id, error: { name: 'Error', message: event.message || 'the runner stopped' } });
    stop(message.id);
  };
  const request: ToWorker & { typescript: boolean } = {
    id: message.id,
    kind,
    code: message.code,
    ...(message.type === 'check' ? { tests: message.tests, ...(kind === 'python' ? { harness } : {}) } : {}),
    typescript: message.type === 'run' && message.plan.syntax === 'ts',
    ...(kind === 'python' ? { python: pythonRuntime } : {}),
  };
  worker.postMessage(request);
}

/**
 * Ends a run at once, whatever it is doing: its worker goes (with Pyodide, loaded again next time).
 * The Python runs waiting behind it on that worker start again on a new one.
 */
function stop(id: number) {
  const worker = workers.get(id);
  if (!worker) return;
  workers.delete(id);
  pythonRuns.delete(id);
  worker.terminate();
  send({ type: 'done', id });
  if (worker !== python) return;
  python = undefined;
  for (const message of pythonRuns.values()) run(message);
}

send({ type: 'ready' });
