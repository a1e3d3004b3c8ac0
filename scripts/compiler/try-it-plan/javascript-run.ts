import type { ESTree } from 'rolldown/utils';
import type { RunPlan } from '../../../shared/code-annotations.ts';
import type { Sample } from '../../note-source/sample.ts';
import { consoleRunReason } from './console-run.ts';
import { parseProgram } from './parse-program.ts';
import type { TryItDecision } from './try-it-decision.ts';
import { sandboxReason } from './sandbox-reason.ts';
import { scanProgram, type ProgramScan } from './scan-program.ts';

/** A JavaScript or TypeScript sample run as Node.js ran it for the note, its console output shown. */
export function planJavaScriptRun(sample: Sample, syntax: RunPlan['syntax']): TryItDecision {
  const notRun = consoleRunReason(sample);
  if (notRun) return { reason: notRun };
  const program = parseProgram(sample.code, syntax === 'ts' ? 'ts' : 'js');
  if (!program) return { reason: 'does not parse' };
  const scan = scanProgram(program);
  const outside = sandboxReason(scan);
  if (outside) return { reason: outside };
  return { plan: { kind: isModule(program, scan) ? 'module' : 'script', ...(syntax ? { syntax } : {}) } };
}

const EXPORTS = new Set(['ExportNamedDeclaration', 'ExportDefaultDeclaration', 'ExportAllDeclaration', 'TSExportAssignment']);

/** Node.js 22 runs a sample as an ES module when it exports or awaits at top level; otherwise as sloppy CommonJS. */
function isModule(program: ESTree.Program, scan: ProgramScan): boolean {
  return program.body.some((statement) => EXPORTS.has(statement.type)) || scan.awaitsAtTopLevel;
}
