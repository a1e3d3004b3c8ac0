import { describe, expect, it } from 'vitest';
import { planReactPreview } from '../../../../scripts/compiler/try-it-plan/react-preview';
import { oneSample, planOrReason } from './note-samples';

const decide = (syntax: 'jsx' | 'tsx', code: string) => planOrReason(planReactPreview(oneSample(syntax, code), syntax));

describe('which React samples get a preview', () => {
  it('those that render a component without props: the default export, else App, else the last component', () => {
    const counter =
      "import { useState } from 'react';\nexport function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}";
    expect(decide('jsx', counter)).toEqual({ kind: 'react', syntax: 'jsx', component: 'Counter' });
    expect(decide('jsx', 'export default function Page() {\n  return <p>Hi</p>;\n}')).toEqual({
      kind: 'react',
      syntax: 'jsx',
      component: 'default',
    });
    expect(
      decide('jsx', 'function Item() { return <li />; }\nfunction App() { return <ul><Item /></ul>; }\nfunction Footer() { return null; }'),
    ).toEqual({ kind: 'react', syntax: 'jsx', component: 'App' });
    expect(decide('jsx', 'const Card = () => <p />;\nclass Panel {}')).toEqual({ kind: 'react', syntax: 'jsx', component: 'Panel' });
    expect(decide('tsx', 'interface Props { n: number }\nconst Note = () => <p />;\nexport default Note;')).toEqual({
      kind: 'react',
      syntax: 'tsx',
      component: 'default',
    });
  });

  it('none for a component that takes props, or a sample with no component', () => {
    expect(decide('tsx', 'export function Hello({ name }: { name: string }) {\n  return <p>{name}</p>;\n}')).toMatch(
      /no component that takes no props/,
    );
    expect(decide('jsx', 'const element = <p />;')).toMatch(/no component that takes no props/);
  });

  it('imports React alone and may use its own page, not what is outside it', () => {
    expect(decide('jsx', "import { Link } from 'react-router';\nexport function Nav() { return <Link to='/' />; }")).toMatch(
      /react-router/,
    );
    expect(decide('jsx', 'export function Title() { document.title = "x"; return <p />; }')).toEqual({
      kind: 'react',
      syntax: 'jsx',
      component: 'Title',
    });
    expect(decide('jsx', 'export function Data() { fetch("/x"); return <p />; }')).toMatch(/uses fetch/);
    expect(decide('jsx', 'export function Broken() { return <p>; }')).toBe('does not parse');
  });

  it('none for a sample that reads storage: the sandboxed frame has none, and reading it throws', () => {
    const draft = (read: string) => `export function Draft() {\n  const text = ${read}.getItem("draft");\n  return <p>{text}</p>;\n}`;
    expect(decide('jsx', draft('window.localStorage'))).toBe('uses localStorage, which the sandboxed preview does not have');
    expect(decide('jsx', draft('localStorage'))).toMatch(/uses localStorage/);
    expect(decide('jsx', draft('sessionStorage'))).toMatch(/uses sessionStorage/);
  });
});
