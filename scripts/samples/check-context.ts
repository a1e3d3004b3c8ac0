/** What the checkers that start processes share. */
export interface CheckContext {
  /** The project root: samples resolve packages from its node_modules. */
  rootDir: string;
  /** A new empty folder for one sample's files, inside this run's temporary folder. */
  tempDir: (prefix: string) => Promise<string>;
  /** Runs a process-starting task when a slot is free, so the machine's cores are used, not swamped. */
  limit: <T>(task: () => Promise<T>) => Promise<T>;
  /** How long a `run` program may take. */
  timeoutMs: number;
  /** How many processes run at once. */
  concurrency: number;
}
