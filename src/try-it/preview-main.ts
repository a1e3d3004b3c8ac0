import type { FromSandbox, ToSandbox } from './messages';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { transform } from 'sucrase';
import { errorOf, jsErrorLine } from './run-errors';
import { connectToSite } from './site-channel';

type RunMessage = Extract<ToSandbox, { type: 'run' }>;

/**
 * The preview sandbox's page (preview.html, in a frame with sandbox="allow-scripts", one frame per
 * run). Its modules are imported up front: a dynamic import would bring the site's loader with it.
 */
const send = connectToSite((message) => {
  if (message.type === 'run') void renderPreview(message, send);
});
send({ type: 'ready' });

/** Renders an HTML, CSS or React preview in this frame, which is the preview's alone: a new run gets a new frame. */
async function renderPreview(message: RunMessage, send: (message: FromSandbox) => void) {
  const { id, plan } = message;
  const fail = (error: unknown) => send({ type: 'error', id, error: errorOf(error, jsErrorLine) });
  window.addEventListener('error', (event) => fail(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => fail(event.reason));
  send({ type: 'status', id, status: 'running' });
  try {
    if (plan.kind === 'react') await renderReact(message);
    else writeDocument(plan.kind === 'css' ? `${message.html ?? ''}\n<style>\n${message.code}\n</style>` : message.code);
  } catch (error) {
    fail(error);
  }
  // The page sizes the frame to its content, as it changes.
  new ResizeObserver(() => send({ type: 'height', id, height: document.documentElement.scrollHeight })).observe(document.documentElement);
  send({ type: 'done', id });
}

/** Replaces this document with the sample's page; its scripts run as a browser runs a page's. */
function writeDocument(html: string) {
  document.open();
  document.write(html);
  document.close();
}

function renderReact(message: RunMessage): Promise<void> {
  const modules: Record<string, unknown> = {
    react: React,
    'react-dom': ReactDom,
    'react-dom/client': ReactDomClient,
    'react/jsx-runtime': JsxRuntime,
  };
  const compiled = transform(message.code, {
    transforms: ['jsx', 'imports', ...(message.plan.syntax === 'tsx' ? (['typescript'] as const) : [])],
    jsxRuntime: 'automatic',
    production: true,
  }).code;
  const component = message.plan.component === 'default' ? 'exports.default' : message.plan.component;
  const module = { exports: {} as { __component?: unknown } };
  const require = (name: string) => {
    if (name in modules) return modules[name];
    throw new Error(`Cannot find module '${name}' in the preview`);
  };
  // The same line numbers as the reader's code: sucrase keeps them, and the wrapper starts on line 1.
  const factory = (0, eval)(
    `(function (require, module, exports) {${compiled}\n;module.exports.__component = ${component};\n})\n//# sourceURL=sample.js`,
  ) as (...args: unknown[]) => void;
  factory(require, module, module.exports);
  const root = document.createElement('div');
  document.body.append(root);
  document.body.style.font = '16px/1.5 system-ui, sans-serif';
  return new Promise<void>((resolve, reject) => {
    // Effects run children first: this one runs once every effect of the sample's first render has,
    // so an effect that never ends keeps the run going, with Stop, until its time limit.
    function Rendered() {
      React.useEffect(() => void setTimeout(resolve, 0), []);
      return React.createElement(module.exports.__component as React.ComponentType);
    }
    ReactDomClient.createRoot(root, { onUncaughtError: (error) => reject(error) }).render(React.createElement(Rendered));
  });
}
