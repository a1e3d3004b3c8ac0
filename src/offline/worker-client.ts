import type { OfflineStatus, PageMessage, WorkerMessage } from '../../shared/offline-protocol';

/** Whether this browser can keep pages for offline reading (service workers need a secure origin too). */
export function offlineSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

let registering: Promise<ServiceWorkerRegistration> | undefined;

/** Registers /sw.js once (at the site's root, so it serves every page). */
export function registerWorker(): Promise<ServiceWorkerRegistration> {
  registering ??= navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return registering;
}

/** Sends a message to the active worker and resolves with its answer. */
export async function askWorker<T>(message: PageMessage): Promise<T> {
  await registerWorker();
  const { active } = await navigator.serviceWorker.ready;
  if (!active) throw new Error('The offline worker is not running');
  return ask(active, message);
}

function ask<T>(worker: ServiceWorker, message: PageMessage): Promise<T> {
  return new Promise<T>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<T>) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
}

export function offlineStatus(): Promise<OfflineStatus> {
  return askWorker<OfflineStatus>({ type: 'status' });
}

/** What the worker that already controls this page (a returning reader's) keeps, asked without registering one; none, undefined. */
export function controllerStatus(): Promise<OfflineStatus> | undefined {
  const controller = offlineSupported() ? navigator.serviceWorker.controller : null;
  return controller ? ask<OfflineStatus>(controller, { type: 'status' }) : undefined;
}

/** Calls `listener` with each message the worker sends to the open pages; returns the unsubscribe. */
export function onWorkerMessage(listener: (message: WorkerMessage) => void): () => void {
  const handle = (event: MessageEvent<WorkerMessage>) => listener(event.data);
  navigator.serviceWorker.addEventListener('message', handle);
  return () => navigator.serviceWorker.removeEventListener('message', handle);
}
