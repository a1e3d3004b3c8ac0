/**
 * The React part of a check: `render` into a fresh container inside `act`, `screen`, `within`, `user`, and the
 * cleanup between tests. React, react-dom/client and the testing libraries are passed in (the page's sandbox
 * and CI's jsdom child each bring their own), so nothing here imports them.
 */

/** The few DOM members the kit touches (shared/ is compiled without the DOM's types). */
interface Element {
  remove(): void;
}
interface DocumentLike {
  createElement(tag: 'div'): Element;
  body: { append(node: Element): void; replaceChildren(): void };
}
interface Root {
  render(element: unknown): void;
  unmount(): void;
}

export interface ReactDeps {
  /** React 19's `act`. */
  act: (callback: () => unknown) => unknown;
  createRoot: (container: Element) => Root;
  /** @testing-library/dom: its `screen` (bound to the document's body), `within` and `configure`. */
  dom: { screen: unknown; within: (element: unknown) => unknown; configure: (options: Record<string, unknown>) => void };
  /** @testing-library/user-event 14. */
  userEvent: { setup: (options?: Record<string, unknown>) => unknown };
  document: DocumentLike;
  /** What `import … from '…'` gives the reader's code: react, react-dom, react-dom/client, react/jsx-runtime. */
  modules: Record<string, unknown>;
}

/** What the test fence of a `jsx` exercise gets besides `test`, `assert` and `output`. */
export interface ReactKit {
  globals(): { render: (element: unknown) => RenderResult; screen: unknown; within: unknown };
  /** A new user-event instance (`userEvent.setup()`), one per test. */
  newUser(): object;
  /** The reader's `import`s, answered from the injected modules. */
  require(name: string): unknown;
  /** Unmounts what the test rendered and empties the document, so each test starts from an empty page. */
  cleanup(): void;
}

export interface RenderResult {
  container: Element;
  rerender(element: unknown): void;
  unmount(): void;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

export function createReactKit(deps: ReactDeps): ReactKit {
  const { createRoot, dom, userEvent, document } = deps;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  // React's act, in an act environment even while a wait has left it (as @testing-library/react's act does);
  // every callback here is synchronous, so the environment is restored when act returns.
  const act = (callback: () => unknown) => {
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    try {
      return deps.act(callback);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  };
  // As @testing-library/react configures the DOM library: events inside act, and waits (findBy…, user-event's
  // pauses) outside it, so React's updates are flushed before a test looks at the page.
  let inEvent = false;
  dom.configure({
    asyncWrapper: async (callback: () => Promise<unknown>) => {
      const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
      try {
        const result = await callback();
        await new Promise((resolve) => setTimeout(resolve, 0));
        return result;
      } finally {
        actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
      }
    },
    eventWrapper: (callback: () => unknown) => {
      if (inEvent) return callback();
      inEvent = true;
      try {
        let result: unknown;
        act(() => {
          result = callback();
        });
        return result;
      } finally {
        inEvent = false;
      }
    },
  });

  const mounted: { root: Root; container: Element }[] = [];
  const render = (element: unknown): RenderResult => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    mounted.push({ root, container });
    act(() => root.render(element));
    return {
      container,
      rerender: (next) => act(() => root.render(next)),
      unmount: () => act(() => root.unmount()),
    };
  };

  return {
    globals: () => ({ render, screen: dom.screen, within: dom.within }),
    newUser: () => userEvent.setup() as object,
    require(name) {
      if (Object.hasOwn(deps.modules, name)) return deps.modules[name];
      throw new Error(`Cannot find module '${name}': an exercise can import react, react-dom and react-dom/client`);
    },
    cleanup() {
      for (const { root, container } of mounted.splice(0)) {
        try {
          act(() => root.unmount());
        } catch {
          // Already unmounted by the test, or broken by the reader's code: the page is emptied anyway.
        }
        container.remove();
      }
      document.body.replaceChildren();
    },
  };
}
