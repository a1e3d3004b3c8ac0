import type { Sample } from '../../note-source/sample.ts';
import { consoleRunReason } from './console-run.ts';
import type { TryItDecision } from './try-it-decision.ts';

/** Python modules Pyodide lacks or cannot use in a browser worker (processes, threads, sockets, the network). */
const PYTHON_UNAVAILABLE = new Set([
  'subprocess',
  'multiprocessing',
  'threading',
  'concurrent',
  'socket',
  'ssl',
  'select',
  'selectors',
  'signal',
  'urllib',
  'http',
  'requests',
  'asyncio',
  'tkinter',
  'curses',
  'readline',
  'webbrowser',
  'ctypes',
]);

/** A Python sample run in Pyodide, its printed output shown. */
export function planPythonRun(sample: Sample): TryItDecision {
  const notRun = consoleRunReason(sample);
  if (notRun) return { reason: notRun };
  for (const match of sample.code.matchAll(/^\s*(?:from|import)\s+([\w]+)/gm)) {
    if (PYTHON_UNAVAILABLE.has(match[1]!)) return { reason: `imports ${match[1]}, which the browser cannot offer` };
  }
  if (/\binput\s*\(/.test(sample.code)) return { reason: 'reads input()' };
  // The note was checked with CPython 3.11; Pyodide's newer Python words some error messages differently.
  for (const match of sample.code.matchAll(/^[ \t]*except\b[^\n:]*\bas\s+(\w+)\s*:/gm)) {
    const uses = sample.code.match(new RegExp(`\\b${match[1]}\\b`, 'g'))!.length;
    if (uses > 1) return { reason: "shows an exception's message, which Pyodide's newer Python may word differently" };
  }
  return { plan: { kind: 'python' } };
}
