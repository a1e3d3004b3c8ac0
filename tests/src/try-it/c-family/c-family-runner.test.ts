import { describe, expect, it } from 'vitest';
import type { CFamilyRuntime } from '../../../../shared/c-family-runtime';
import { CFamilyRunner, type CFamilyRunEvent } from '../../../../src/try-it/c-family/c-family-runner';
import type { FromCFamilyWorker, ToCFamilyWorker } from '../../../../src/try-it/c-family/worker-messages';

/** A worker the test answers for: what it was sent, and whether it was ended. */
class FakeWorker {
  sent: ToCFamilyWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FromCFamilyWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: ToCFamilyWorker) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  say(message: FromCFamilyWorker) {
    this.onmessage?.({ data: message } as MessageEvent<FromCFamilyWorker>);
  }
}

const runtime = { 'llvm.core.wasm': new ArrayBuffer(1) } as unknown as CFamilyRuntime;

function runner() {
  const workers: FakeWorker[] = [];
  const cFamily = new CFamilyRunner({
    startWorker: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    },
    runtime: () => runtime,
  });
  const events = new Map<number, CFamilyRunEvent[]>();
  const run = (id: number, code = 'int main(void) { return 0; }') => {
    events.set(id, []);
    cFamily.run({ id, language: 'c', code, standard: 'c17' }, (event) => events.get(id)!.push(event));
  };
  return { cFamily, workers, events, run };
}

const program = () => new Uint8Array([0, 97, 115, 109]);

describe('the C/C++ runner of the sandbox page', () => {
  it('compiles in one worker, sending the files once, then runs each program in a worker of its own', () => {
    const { workers, events, run } = runner();
    run(1);
    run(2);
    const [compiler] = workers;
    expect(compiler!.sent.map((message) => [message.type, 'runtime' in message])).toEqual([
      ['compile', true],
      ['compile', false],
    ]);
    compiler!.say({ type: 'status', id: 1, status: 'compiling' });
    compiler!.say({ type: 'compiled', id: 1, diagnostics: [], report: '', program: program() });
    const first = workers[1]!;
    expect(first.sent).toMatchObject([{ type: 'run', id: 1 }]);
    first.say({ type: 'output', id: 1, text: 'hi\n', stream: 'stdout' });
    first.say({ type: 'ended', id: 1, end: { exitCode: 0, truncated: false } });
    expect(first.terminated).toBe(true);
    expect(events.get(1)).toEqual([
      { type: 'status', status: 'compiling' },
      { type: 'compiled', diagnostics: [], report: '', linked: true },
      { type: 'status', status: 'running' },
      { type: 'output', text: 'hi\n', stream: 'stdout' },
      { type: 'ended', end: { exitCode: 0, truncated: false } },
      { type: 'done' },
    ]);
    expect(compiler!.terminated).toBe(false);
  });

  it('ends a compile that failed with its diagnostics, and starts no program', () => {
    const { workers, events, run } = runner();
    run(1);
    const diagnostics = [{ line: 1, column: 5, severity: 'error' as const, message: 'oops' }];
    workers[0]!.say({ type: 'compiled', id: 1, diagnostics, report: 'main.c:1:5: error: oops\n' });
    expect(events.get(1)).toEqual([
      { type: 'compiled', diagnostics, report: 'main.c:1:5: error: oops\n', linked: false },
      { type: 'done' },
    ]);
    expect(workers).toHaveLength(1);
  });

  it('a stop while the program runs ends its worker only: the compiler stays for the next run', () => {
    const { cFamily, workers, events, run } = runner();
    run(1);
    workers[0]!.say({ type: 'compiled', id: 1, diagnostics: [], report: '', program: program() });
    cFamily.stop(1);
    expect(workers[1]!.terminated).toBe(true);
    expect(workers[0]!.terminated).toBe(false);
    expect(events.get(1)!.at(-1)).toEqual({ type: 'done' });
    // Output the stopped program had already posted is not heard.
    workers[1]!.say({ type: 'output', id: 1, text: 'late', stream: 'stdout' });
    expect(events.get(1)!.at(-1)).toEqual({ type: 'done' });
  });

  it('a stop during a compile ends the compiler; the compiles behind it start again on a new one, with the files', () => {
    const { cFamily, workers, events, run } = runner();
    run(1);
    run(2);
    cFamily.stop(1);
    expect(workers[0]!.terminated).toBe(true);
    expect(events.get(1)).toEqual([{ type: 'done' }]);
    expect(workers[1]!.sent).toMatchObject([{ type: 'compile', id: 2, runtime }]);
  });

  it('a compiler that breaks fails the runs it had', () => {
    const { workers, events, run } = runner();
    run(1);
    workers[0]!.onerror?.({ message: 'out of memory', preventDefault: () => {} } as ErrorEvent);
    expect(events.get(1)).toEqual([{ type: 'failed', message: 'the C/C++ compiler stopped: out of memory' }, { type: 'done' }]);
    run(2);
    expect(workers[1]!.sent).toMatchObject([{ type: 'compile', id: 2, runtime }]);
  });
});
