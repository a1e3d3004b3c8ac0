import type { ESTree } from 'rolldown/utils';
import type { Sample } from '../../note-source/sample.ts';
import { parseProgram } from './parse-program.ts';
import type { TryItDecision } from './try-it-decision.ts';
import { sandboxReason, type Allowance } from './sandbox-reason.ts';
import { scanProgram } from './scan-program.ts';

/** What a React preview may use: its imports (checked against REACT_MODULES), and the preview's own page. */
const REACT_PAGE: Allowance = {
  imports: true,
  globals: new Set(['document', 'window', 'navigator', 'alert', 'confirm']),
};

/** The preview's frame has an origin of its own and no storage: reading it throws a SecurityError. */
const STORAGE = /\b(localStorage|sessionStorage|indexedDB)\b/;

/** Module names a React preview provides, the site's own React. */
const REACT_MODULES = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);

/** A JSX or TSX sample previewed as the component it renders. */
export function planReactPreview(sample: Sample, syntax: 'jsx' | 'tsx'): TryItDecision {
  const program = parseProgram(sample.code, syntax);
  if (!program) return { reason: 'does not parse' };
  for (const statement of program.body) {
    const from =
      statement.type === 'ImportDeclaration' || statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration'
        ? statement.source?.value
        : undefined;
    if (from !== undefined && !REACT_MODULES.has(from)) return { reason: `imports ${from}, which the preview does not have` };
  }
  const outside = sandboxReason(scanProgram(program), REACT_PAGE);
  if (outside) return { reason: outside };
  const storage = STORAGE.exec(sample.code)?.[1];
  if (storage) return { reason: `uses ${storage}, which the sandboxed preview does not have` };
  const component = componentToRender(program);
  return component ? { plan: { kind: 'react', syntax, component } } : { reason: 'renders no component that takes no props' };
}

/** The component to render: the default export, else `App`, else the last top-level one; it must take no props. */
function componentToRender(program: ESTree.Program): string | undefined {
  const components: { name: string; props: boolean }[] = [];
  for (const exported of program.body) {
    const exportedDefault = exported.type === 'ExportDefaultDeclaration';
    const statement =
      exported.type === 'ExportDefaultDeclaration' || exported.type === 'ExportNamedDeclaration' ? exported.declaration : exported;
    if (!statement) continue;
    if (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') {
      if (!statement.id || !/^[A-Z]/.test(statement.id.name)) continue;
      const props = statement.type === 'FunctionDeclaration' && statement.params.length > 0;
      if (exportedDefault) return props ? undefined : 'default';
      components.push({ name: statement.id.name, props });
    } else if (exportedDefault) {
      // `export default App;`, `export default () => ...`: not an interface or a type.
      if (!statement.type.startsWith('TS')) return 'default';
    } else if (statement.type === 'VariableDeclaration') {
      for (const { id, init } of statement.declarations) {
        if (
          id.type === 'Identifier' &&
          /^[A-Z]/.test(id.name) &&
          (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression')
        ) {
          components.push({ name: id.name, props: init.params.length > 0 });
        }
      }
    }
  }
  const chosen = components.find((component) => component.name === 'App') ?? components.at(-1);
  return chosen && !chosen.props ? chosen.name : undefined;
}
