// @ts-check
/** The thread worker-pool.ts starts for a TypeScript worker: Node 20's threads do not inherit tsx's loader, so it registers it. */
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
/** @type {{ default: (task: unknown) => unknown }} */
const worker = await import(process.__tinypool_state__.workerData);
export default worker.default;
