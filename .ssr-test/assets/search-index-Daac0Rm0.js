// src/generated/search-index.ts
/** Every note's card data, by ascending id. */
var summaries = [
	{
		"id": 101,
		"topic": "react",
		"title": "The History of React",
		"description": "Follow React from a 2011 Facebook prototype to React 19, and see which problem each big idea, from JSX to hooks and server components, was built to solve.",
		"tags": [
			"history",
			"virtual-dom",
			"hooks",
			"ecosystem"
		],
		"date": "2024-10-01"
	},
	{
		"id": 102,
		"topic": "react",
		"title": "Introduction to React",
		"description": "Learn what React is, how components turn data into UI with JSX and props, and how createRoot renders your first component into a page.",
		"tags": [
			"components",
			"jsx",
			"rendering",
			"declarative-ui"
		],
		"date": "2024-10-01"
	},
	{
		"id": 103,
		"topic": "react",
		"title": "Single-Page Applications",
		"description": "How a single-page app loads once and renders every view itself, how client-side routing uses the History API, and the trade-offs against server rendering.",
		"tags": [
			"spa",
			"routing",
			"history-api",
			"rendering-strategies"
		],
		"date": "2024-10-02"
	},
	{
		"id": 104,
		"topic": "react",
		"title": "Setting Up a React Project with Vite",
		"description": "Create a React 19 project with Vite, run the dev server, understand every file it generates, and build an optimised production bundle.",
		"tags": [
			"vite",
			"tooling",
			"setup",
			"project-structure"
		],
		"date": "2024-10-02"
	},
	{
		"id": 105,
		"topic": "react",
		"title": "JSX Basics",
		"description": "Write JSX, the HTML-like syntax of React components, embed JavaScript values with curly braces, and understand what JSX compiles to.",
		"tags": [
			"jsx",
			"syntax",
			"elements",
			"expressions"
		],
		"date": "2024-10-03"
	},
	{
		"id": 106,
		"topic": "react",
		"title": "JSX Rules and Expressions",
		"description": "The rules where JSX differs from HTML (one root, closed tags, camelCase attributes, style objects) and fragments that group elements.",
		"tags": [
			"jsx",
			"fragments",
			"attributes",
			"syntax-rules"
		],
		"date": "2024-10-03"
	},
	{
		"id": 107,
		"topic": "react",
		"title": "Components",
		"description": "Define React function components, follow the naming and purity rules that make them work, and organise them into files with named exports.",
		"tags": [
			"components",
			"function-components",
			"purity",
			"modules"
		],
		"date": "2024-10-04"
	},
	{
		"id": 108,
		"topic": "react",
		"title": "Composing Components",
		"description": "Break a screen into a tree of small components, decide where to draw the boundaries, and see how data flows down the tree from parents to children.",
		"tags": [
			"composition",
			"component-tree",
			"reusability",
			"architecture"
		],
		"date": "2024-10-04"
	},
	{
		"id": 109,
		"topic": "react",
		"title": "Props",
		"description": "Pass data to components with props, destructure them with default values, forward props with spread, and treat props as read-only inputs.",
		"tags": [
			"props",
			"data-flow",
			"destructuring",
			"components"
		],
		"date": "2024-10-05"
	},
	{
		"id": 110,
		"topic": "react",
		"title": "Children and props.children",
		"description": "Build wrapper and layout components that accept nested JSX through the children prop, pass several slots of content as props, and know when to reach for each.",
		"tags": [
			"children",
			"composition",
			"layout",
			"props"
		],
		"date": "2024-10-05"
	},
	{
		"id": 111,
		"topic": "react",
		"title": "Conditional Rendering",
		"description": "Show different UI depending on conditions with if statements, the conditional operator and &&, render nothing with null, and avoid the falsy-zero trap.",
		"tags": [
			"conditional-rendering",
			"jsx",
			"ternary",
			"patterns"
		],
		"date": "2024-10-06"
	},
	{
		"id": 112,
		"topic": "react",
		"title": "Rendering Lists and Keys",
		"description": "Render arrays as lists of elements with map, filter and sort them first without mutation, and give every item a stable, unique key so React can track it.",
		"tags": [
			"lists",
			"keys",
			"map",
			"reconciliation"
		],
		"date": "2024-10-06"
	},
	{
		"id": 113,
		"topic": "react",
		"title": "State with useState",
		"description": "Give components memory with useState, update it with setters, and see why state is a snapshot per render and when to use updater functions.",
		"tags": [
			"state",
			"usestate",
			"hooks",
			"rendering"
		],
		"date": "2024-10-07"
	},
	{
		"id": 114,
		"topic": "react",
		"title": "Updating Objects and Arrays in State",
		"description": "Update objects and arrays held in React state by creating new copies with spread, map and filter instead of mutating them, including nested data.",
		"tags": [
			"state",
			"immutability",
			"spread",
			"arrays"
		],
		"date": "2024-10-07"
	},
	{
		"id": 115,
		"topic": "react",
		"title": "Handling Events",
		"description": "Respond to clicks, typing and other user actions with React event handlers, read the event object, prevent default behaviour, and pass handlers down as props.",
		"tags": [
			"events",
			"event-handlers",
			"onclick",
			"props"
		],
		"date": "2024-10-08"
	},
	{
		"id": 116,
		"topic": "react",
		"title": "Forms and Controlled Inputs",
		"description": "Keep text fields, checkboxes, radios and selects in React state as controlled inputs, manage a form with one state object, and validate it.",
		"tags": [
			"forms",
			"controlled-inputs",
			"validation",
			"state"
		],
		"date": "2024-10-08"
	},
	{
		"id": 117,
		"topic": "react",
		"title": "Refs and Uncontrolled Inputs",
		"description": "Use useRef to reach DOM elements and keep values that should not trigger a render, and read uncontrolled inputs with defaultValue and FormData.",
		"tags": [
			"useref",
			"refs",
			"uncontrolled-inputs",
			"dom-access"
		],
		"date": "2024-10-09"
	},
	{
		"id": 118,
		"topic": "react",
		"title": "Hooks and the Rules of Hooks",
		"description": "Learn what hooks are, the built-in hooks you will use most, and the two rules (top level only, React functions only) that let React match hooks to their state.",
		"tags": [
			"hooks",
			"rules-of-hooks",
			"linting",
			"state"
		],
		"date": "2024-10-09"
	},
	{
		"id": 119,
		"topic": "react",
		"title": "useEffect and Side Effects",
		"description": "Synchronise a component with systems outside React using useEffect, control when it runs, and recognise cases that need no effect.",
		"tags": [
			"useeffect",
			"side-effects",
			"hooks",
			"synchronisation"
		],
		"date": "2024-10-10"
	},
	{
		"id": 120,
		"topic": "react",
		"title": "Cleaning Up Effects",
		"description": "Return cleanup functions that undo what an effect started (listeners, timers, connections, requests) and avoid race conditions.",
		"tags": [
			"useeffect",
			"cleanup",
			"race-conditions",
			"subscriptions"
		],
		"date": "2024-10-10"
	},
	{
		"id": 121,
		"topic": "react",
		"title": "useContext",
		"description": "Share values such as the theme or the signed-in user with a whole subtree using createContext and useContext, without passing props down.",
		"tags": [
			"usecontext",
			"context",
			"prop-drilling",
			"state-sharing"
		],
		"date": "2024-10-11"
	},
	{
		"id": 122,
		"topic": "react",
		"title": "useReducer",
		"description": "Move complex state logic into a pure reducer function driven by actions with useReducer, test it without React, and decide between useReducer and useState.",
		"tags": [
			"usereducer",
			"reducers",
			"actions",
			"state-management"
		],
		"date": "2024-10-11"
	},
	{
		"id": 123,
		"topic": "react",
		"title": "useMemo and useCallback",
		"description": "Cache expensive calculations with useMemo and stable function references with useCallback, know when they help, and when the React Compiler makes them unnecessary.",
		"tags": [
			"usememo",
			"usecallback",
			"memoisation",
			"performance"
		],
		"date": "2024-10-11"
	},
	{
		"id": 124,
		"topic": "react",
		"title": "Custom Hooks",
		"description": "Extract reusable stateful logic into custom hooks such as useLocalStorage and useOnlineStatus, and design and name them well.",
		"tags": [
			"custom-hooks",
			"reuse",
			"hooks",
			"abstraction"
		],
		"date": "2024-10-12"
	},
	{
		"id": 125,
		"topic": "react",
		"title": "Setting Up React Router",
		"description": "Add client-side routing to a Vite React app with React Router, define routes and a shared layout, link between pages, and handle unknown URLs with a not-found page.",
		"tags": [
			"react-router",
			"routing",
			"navigation",
			"spa"
		],
		"date": "2024-10-12"
	},
	{
		"id": 126,
		"topic": "react",
		"title": "Dynamic Routes and URL Parameters",
		"description": "Match URLs such as /recipes/42 with dynamic segments, read them with useParams, and keep filters in the query string with useSearchParams.",
		"tags": [
			"react-router",
			"url-parameters",
			"search-params",
			"routing"
		],
		"date": "2024-10-14"
	},
	{
		"id": 127,
		"topic": "react",
		"title": "Nested Routes and Layouts",
		"description": "Nest routes so URLs and layouts match, render child pages through Outlet, add index routes, and share data with children via Outlet context.",
		"tags": [
			"react-router",
			"nested-routes",
			"outlet",
			"layouts"
		],
		"date": "2024-10-15"
	},
	{
		"id": 128,
		"topic": "react",
		"title": "Navigation, Links and Redirects",
		"description": "Navigate from code with useNavigate, redirect with Navigate, protect pages that need a signed-in user, pass state between pages, and choose between push and replace.",
		"tags": [
			"react-router",
			"navigation",
			"redirects",
			"protected-routes"
		],
		"date": "2024-10-17"
	},
	{
		"id": 129,
		"topic": "react",
		"title": "Lifting State Up",
		"description": "Share state between siblings by moving it to their closest common parent, passing it down with callbacks, and keeping one source of truth.",
		"tags": [
			"state",
			"lifting-state",
			"data-flow",
			"single-source-of-truth"
		],
		"date": "2024-10-18"
	},
	{
		"id": 130,
		"topic": "react",
		"title": "State Management with Context and Reducers",
		"description": "Combine useReducer with context for app-wide state without a library, with separate state and dispatch contexts behind custom hooks.",
		"tags": [
			"state-management",
			"usereducer",
			"context",
			"architecture"
		],
		"date": "2024-10-20"
	},
	{
		"id": 131,
		"topic": "react",
		"title": "External Stores: Zustand and Redux Toolkit",
		"description": "Manage shared client state with Zustand or Redux Toolkit, subscribe to slices with selectors to avoid extra renders, and choose between them and built-in state.",
		"tags": [
			"zustand",
			"redux-toolkit",
			"state-management",
			"selectors"
		],
		"date": "2024-10-21"
	},
	{
		"id": 132,
		"topic": "react",
		"title": "Fetching Data in Effects",
		"description": "Load data in a useEffect with loading, error and success states, avoid race conditions with AbortController, and package the pattern in a reusable hook.",
		"tags": [
			"data-fetching",
			"useeffect",
			"loading-states",
			"abortcontroller"
		],
		"date": "2024-10-23"
	},
	{
		"id": 133,
		"topic": "react",
		"title": "Data Fetching with TanStack Query",
		"description": "Fetch, cache and refresh server data with TanStack Query's useQuery, update it with useMutation, and invalidate queries so the screen stays in sync with the server.",
		"tags": [
			"tanstack-query",
			"data-fetching",
			"caching",
			"mutations"
		],
		"date": "2024-10-24"
	},
	{
		"id": 134,
		"topic": "react",
		"title": "Suspense and the use Hook",
		"description": "Show fallbacks declaratively with Suspense, read promises and context with React 19's use, and place boundaries so pages reveal content in a sensible order.",
		"tags": [
			"suspense",
			"use-hook",
			"react-19",
			"loading-states"
		],
		"date": "2024-10-26"
	},
	{
		"id": 135,
		"topic": "react",
		"title": "Error Boundaries",
		"description": "Catch rendering errors in part of the tree with an error boundary, show a fallback with a retry, report errors, and know which errors boundaries do not catch.",
		"tags": [
			"error-boundaries",
			"error-handling",
			"resilience",
			"fallback-ui"
		],
		"date": "2024-10-27"
	},
	{
		"id": 136,
		"topic": "react",
		"title": "Lazy Loading and Code Splitting",
		"description": "Split a React app into chunks with lazy and dynamic import, show a Suspense fallback while they load, split by route, preload likely chunks, and handle failed loads.",
		"tags": [
			"lazy-loading",
			"code-splitting",
			"performance",
			"suspense"
		],
		"date": "2024-10-29"
	},
	{
		"id": 137,
		"topic": "react",
		"title": "Performance: memo and the Profiler",
		"description": "Find slow renders with the React Profiler, skip needless re-renders with memo, fix the usual causes at the source, and keep long lists and typing responsive.",
		"tags": [
			"performance",
			"memo",
			"profiler",
			"rendering"
		],
		"date": "2024-10-30"
	},
	{
		"id": 138,
		"topic": "react",
		"title": "Testing Components with Vitest and Testing Library",
		"description": "Set up Vitest with jsdom and React Testing Library in a Vite project, render components, query them the way users find things, and assert on what appears.",
		"tags": [
			"testing",
			"vitest",
			"testing-library",
			"jsdom"
		],
		"date": "2024-11-01"
	},
	{
		"id": 139,
		"topic": "react",
		"title": "Testing User Interactions",
		"description": "Simulate clicks, typing and keyboard use with user-event, wait for asynchronous updates with findBy queries, and mock network calls with vi.fn and vi.spyOn.",
		"tags": [
			"testing",
			"user-event",
			"async-testing",
			"mocking"
		],
		"date": "2024-11-02"
	},
	{
		"id": 140,
		"topic": "react",
		"title": "Typing Components with TypeScript",
		"description": "Type React component props with TypeScript, including optional props, unions, children and callbacks, extend native element props, and write generic components.",
		"tags": [
			"typescript",
			"props",
			"types",
			"tsx"
		],
		"date": "2024-11-04"
	},
	{
		"id": 141,
		"topic": "react",
		"title": "Typing Hooks, Events and Context",
		"description": "Type useState, useRef, useReducer and custom hooks, annotate event handlers, and create a context whose consumers never see an unchecked null.",
		"tags": [
			"typescript",
			"hooks",
			"events",
			"context"
		],
		"date": "2024-11-05"
	},
	{
		"id": 142,
		"topic": "react",
		"title": "Pattern: Compound Components",
		"description": "Build components such as Tabs whose parts share state through context, giving users a flexible, readable API with correct keyboard and ARIA behaviour.",
		"tags": [
			"design-patterns",
			"compound-components",
			"context",
			"accessibility"
		],
		"date": "2024-11-07"
	},
	{
		"id": 143,
		"topic": "react",
		"title": "Patterns: Render Props and Higher-Order Components",
		"description": "Recognise and write render props and higher-order components, see which problems they solved before hooks, and convert them to custom hooks where that is clearer.",
		"tags": [
			"design-patterns",
			"render-props",
			"higher-order-components",
			"reuse"
		],
		"date": "2024-11-08"
	},
	{
		"id": 144,
		"topic": "react",
		"title": "Forms and Actions in React 19",
		"description": "Handle form submissions with React 19 actions, track results and pending state with useActionState and useFormStatus, and show instant feedback with useOptimistic.",
		"tags": [
			"react-19",
			"actions",
			"useactionstate",
			"useoptimistic"
		],
		"date": "2024-11-10"
	},
	{
		"id": 201,
		"topic": "html",
		"title": "What HTML Is",
		"description": "What HTML does on a web page, how elements, tags and attributes fit together, and how to write and open your first page.",
		"tags": [
			"html",
			"markup",
			"elements",
			"attributes"
		],
		"date": "2024-11-11"
	},
	{
		"id": 202,
		"topic": "html",
		"title": "Document Structure",
		"description": "The standard skeleton of an HTML page, the doctype, html, head and body, and what each line does for browsers, search engines and screen readers.",
		"tags": [
			"html",
			"doctype",
			"head",
			"body",
			"boilerplate"
		],
		"date": "2024-11-12"
	},
	{
		"id": 203,
		"topic": "html",
		"title": "Text Elements",
		"description": "Headings, paragraphs, line breaks, quotations and inline elements such as strong, em, code and time, chosen for meaning rather than looks.",
		"tags": [
			"html",
			"headings",
			"paragraphs",
			"inline-elements",
			"semantics"
		],
		"date": "2024-11-13"
	},
	{
		"id": 204,
		"topic": "html",
		"title": "Links",
		"description": "Create links with the a element, choose absolute, relative and fragment URLs, open email and phone links, and write link text that makes sense on its own.",
		"tags": [
			"links",
			"anchors",
			"urls",
			"navigation"
		],
		"date": "2024-11-14"
	},
	{
		"id": 205,
		"topic": "html",
		"title": "Images and Media",
		"description": "Add images with useful alt text and explicit dimensions, lazy-load them, caption them with figure, and embed accessible audio and video with captions.",
		"tags": [
			"images",
			"alt-text",
			"video",
			"audio"
		],
		"date": "2024-11-15"
	},
	{
		"id": 206,
		"topic": "html",
		"title": "Lists",
		"description": "Group related items with unordered, ordered and description lists, nest lists correctly, and use list attributes such as start, reversed and value.",
		"tags": [
			"lists",
			"ul",
			"ol",
			"dl"
		],
		"date": "2024-11-16"
	},
	{
		"id": 207,
		"topic": "html",
		"title": "Tables",
		"description": "Mark up tabular data with table, caption, thead, tbody, th and scope so that it is readable and accessible, span cells, and know when not to use a table.",
		"tags": [
			"tables",
			"data",
			"accessibility",
			"th-scope"
		],
		"date": "2024-11-18"
	},
	{
		"id": 208,
		"topic": "html",
		"title": "Forms",
		"description": "Build forms with form, label, input, textarea, select and button, group fields with fieldset and legend, and understand how a form submits its data.",
		"tags": [
			"forms",
			"labels",
			"fieldset",
			"submission"
		],
		"date": "2024-11-19"
	},
	{
		"id": 209,
		"topic": "html",
		"title": "Input Types",
		"description": "Pick the right input type for emails, numbers, dates, search, passwords and files, so users get the right keyboard and the browser checks the format.",
		"tags": [
			"inputs",
			"input-types",
			"mobile-keyboards",
			"pickers"
		],
		"date": "2024-11-21"
	},
	{
		"id": 210,
		"topic": "html",
		"title": "Built-in Form Validation",
		"description": "Validate forms without JavaScript using required, type, min, max, minlength, maxlength and pattern, style valid and invalid fields, and write error hints that help.",
		"tags": [
			"validation",
			"forms",
			"constraints",
			"user-invalid"
		],
		"date": "2024-11-22"
	},
	{
		"id": 211,
		"topic": "html",
		"title": "Semantic Elements",
		"description": "Structure pages with header, nav, main, article, section, aside and footer, understand the landmarks they create, and choose between them and a plain div.",
		"tags": [
			"semantics",
			"landmarks",
			"page-structure",
			"accessibility"
		],
		"date": "2024-11-24"
	},
	{
		"id": 212,
		"topic": "html",
		"title": "Accessibility and ARIA Basics",
		"description": "Make pages usable with keyboards and screen readers through native HTML first, visible focus, names for every control, and ARIA only where HTML has no answer.",
		"tags": [
			"accessibility",
			"aria",
			"keyboard",
			"screen-readers"
		],
		"date": "2024-11-25"
	},
	{
		"id": 213,
		"topic": "html",
		"title": "The Head and Meta Tags",
		"description": "Fill a page's head correctly with charset, viewport, title, description, links to CSS and icons, and scripts, and know what each tag does for browsers and users.",
		"tags": [
			"head",
			"meta-tags",
			"viewport",
			"favicon"
		],
		"date": "2024-11-27"
	},
	{
		"id": 214,
		"topic": "html",
		"title": "Social and Search Meta Tags",
		"description": "Control how pages appear when shared with Open Graph tags, steer search engines with robots and canonical tags, and describe content with JSON-LD structured data.",
		"tags": [
			"open-graph",
			"seo",
			"structured-data",
			"json-ld"
		],
		"date": "2024-11-28"
	},
	{
		"id": 215,
		"topic": "html",
		"title": "Responsive Images and picture",
		"description": "Serve the right image to every screen with srcset and sizes, switch formats and crops with picture and source, and keep images fast without layout shifts.",
		"tags": [
			"responsive-images",
			"srcset",
			"picture",
			"performance"
		],
		"date": "2024-11-30"
	},
	{
		"id": 301,
		"topic": "javascript",
		"title": "Running JavaScript",
		"description": "Run JavaScript in the browser console, in a web page with a module script, and on your computer with Node.js, and know which tool to reach for.",
		"tags": [
			"console",
			"browser",
			"script-tag",
			"runtime"
		],
		"date": "2024-12-01"
	},
	{
		"id": 302,
		"topic": "javascript",
		"title": "Variables: let and const",
		"description": "Declare variables with const and let, understand block scope and the temporal dead zone, and see why var is left out of modern code.",
		"tags": [
			"variables",
			"let",
			"const",
			"block-scope"
		],
		"date": "2024-12-02"
	},
	{
		"id": 303,
		"topic": "javascript",
		"title": "Data Types",
		"description": "Know JavaScript's seven primitive types and objects, check types with typeof and Array.isArray, and avoid the traps of type coercion.",
		"tags": [
			"types",
			"primitives",
			"typeof",
			"coercion"
		],
		"date": "2024-12-04"
	},
	{
		"id": 304,
		"topic": "javascript",
		"title": "Operators",
		"description": "Combine values with arithmetic, assignment, comparison and logical operators, and use ?? and ?. to handle missing values safely.",
		"tags": [
			"operators",
			"nullish-coalescing",
			"optional-chaining",
			"precedence"
		],
		"date": "2024-12-06"
	},
	{
		"id": 305,
		"topic": "javascript",
		"title": "Strings and Template Literals",
		"description": "Build strings with template literals, pick them apart with slice, split and at, search and transform them with the everyday methods, and handle Unicode correctly.",
		"tags": [
			"strings",
			"template-literals",
			"unicode",
			"text"
		],
		"date": "2024-12-08"
	},
	{
		"id": 306,
		"topic": "javascript",
		"title": "Conditionals",
		"description": "Choose what code runs with if, else if and else, the conditional operator and switch, and keep branching readable with early returns and lookup objects.",
		"tags": [
			"conditionals",
			"if-else",
			"switch",
			"control-flow"
		],
		"date": "2024-12-10"
	},
	{
		"id": 307,
		"topic": "javascript",
		"title": "Loops",
		"description": "Repeat work with for, for...of, while and do...while, iterate over objects with Object.entries, and control loops with break, continue and labels.",
		"tags": [
			"loops",
			"iteration",
			"for-of",
			"control-flow"
		],
		"date": "2024-12-12"
	},
	{
		"id": 308,
		"topic": "javascript",
		"title": "Functions",
		"description": "Declare and call functions, pass parameters with defaults and rest arguments, return values, and treat functions as values you can store and pass around.",
		"tags": [
			"functions",
			"parameters",
			"return-values",
			"first-class"
		],
		"date": "2024-12-14"
	},
	{
		"id": 309,
		"topic": "javascript",
		"title": "Arrow Functions",
		"description": "Write arrow functions with concise and block bodies, return object literals correctly, and know how arrows differ from regular functions in this, arguments and new.",
		"tags": [
			"arrow-functions",
			"callbacks",
			"syntax",
			"functions-as-values"
		],
		"date": "2024-12-15"
	},
	{
		"id": 310,
		"topic": "javascript",
		"title": "Scope and Hoisting",
		"description": "Know where a name is visible (global, module, function and block scope), how lookups walk outward, and what hoisting really does to declarations.",
		"tags": [
			"scope",
			"hoisting",
			"lexical-scope",
			"modules"
		],
		"date": "2024-12-17"
	},
	{
		"id": 311,
		"topic": "javascript",
		"title": "Closures",
		"description": "Understand how a function keeps access to the variables of the scope it was created in, and use closures for private state, factories and callbacks.",
		"tags": [
			"closures",
			"lexical-scope",
			"private-state",
			"factories"
		],
		"date": "2024-12-19"
	},
	{
		"id": 312,
		"topic": "javascript",
		"title": "Arrays",
		"description": "Create arrays, add, remove and find items, sort safely, and prefer the non-mutating methods such as toSorted and with.",
		"tags": [
			"arrays",
			"collections",
			"mutation",
			"searching"
		],
		"date": "2024-12-21"
	},
	{
		"id": 313,
		"topic": "javascript",
		"title": "map, filter and reduce",
		"description": "Transform arrays with map, select items with filter, combine them with reduce, chain the three into pipelines, and group data by a key.",
		"tags": [
			"map",
			"filter",
			"reduce",
			"functional-programming"
		],
		"date": "2024-12-23"
	},
	{
		"id": 314,
		"topic": "javascript",
		"title": "Objects",
		"description": "Create objects with literals, read and update properties with dot and bracket notation, add methods, list keys and values, and copy objects shallowly or deeply.",
		"tags": [
			"objects",
			"properties",
			"methods",
			"json-like-data"
		],
		"date": "2024-12-25"
	},
	{
		"id": 315,
		"topic": "javascript",
		"title": "Destructuring",
		"description": "Unpack values from arrays and objects into variables with destructuring, with defaults, renaming, nesting and rest, in declarations, parameters and loops.",
		"tags": [
			"destructuring",
			"syntax",
			"parameters",
			"es2015"
		],
		"date": "2024-12-26"
	},
	{
		"id": 316,
		"topic": "javascript",
		"title": "Spread and Rest",
		"description": "Use the three dots to spread arrays, strings and objects into new values and function calls, and to gather the rest of arguments and destructured values.",
		"tags": [
			"spread",
			"rest-parameters",
			"immutability",
			"syntax"
		],
		"date": "2024-12-28"
	},
	{
		"id": 317,
		"topic": "javascript",
		"title": "The this Keyword",
		"description": "Predict what this refers to from how a function is called, fix lost this in callbacks with arrow functions or bind, and use call and apply.",
		"tags": [
			"this",
			"methods",
			"bind",
			"call-site"
		],
		"date": "2024-12-30"
	},
	{
		"id": 318,
		"topic": "javascript",
		"title": "Prototypes and Inheritance",
		"description": "How objects link to prototypes, how property lookup walks the chain, and how methods are shared through it with Object.create and constructors.",
		"tags": [
			"prototypes",
			"inheritance",
			"prototype-chain",
			"object-create"
		],
		"date": "2025-01-01"
	},
	{
		"id": 319,
		"topic": "javascript",
		"title": "Classes",
		"description": "Define classes with constructors, methods, getters, static members and truly private",
		"tags": [
			"classes",
			"oop",
			"private-fields",
			"inheritance"
		],
		"date": "2025-01-03"
	},
	{
		"id": 320,
		"topic": "javascript",
		"title": "Error Handling",
		"description": "Throw and catch errors with try, catch and finally, know the built-in error types, create custom errors with a cause, and decide where errors should be handled.",
		"tags": [
			"errors",
			"exceptions",
			"try-catch",
			"debugging"
		],
		"date": "2025-01-05"
	},
	{
		"id": 321,
		"topic": "javascript",
		"title": "The DOM",
		"description": "Understand the Document Object Model as a live tree of nodes built from HTML, navigate it, and know when your script can safely reach the elements it needs.",
		"tags": [
			"dom",
			"browser",
			"document",
			"nodes"
		],
		"date": "2025-01-06"
	},
	{
		"id": 322,
		"topic": "javascript",
		"title": "Selecting and Changing Elements",
		"description": "Select elements with querySelector and querySelectorAll, then change their text, attributes, classes, data attributes and styles safely.",
		"tags": [
			"dom",
			"queryselector",
			"classlist",
			"attributes"
		],
		"date": "2025-01-08"
	},
	{
		"id": 323,
		"topic": "javascript",
		"title": "Creating and Removing Elements",
		"description": "Build page content from data with createElement and append, use templates for larger pieces, and remove elements cleanly.",
		"tags": [
			"dom",
			"createelement",
			"templates",
			"rendering"
		],
		"date": "2025-01-10"
	},
	{
		"id": 324,
		"topic": "javascript",
		"title": "Events",
		"description": "Listen for clicks, keys, input and other events with addEventListener, read the event object, prevent default actions, and remove listeners or run them once.",
		"tags": [
			"events",
			"addeventlistener",
			"dom",
			"interaction"
		],
		"date": "2025-01-12"
	},
	{
		"id": 325,
		"topic": "javascript",
		"title": "Propagation and Event Delegation",
		"description": "Follow an event through its capture, target and bubble phases, stop it when you must, and handle clicks on many or future elements with one delegated listener.",
		"tags": [
			"events",
			"bubbling",
			"delegation",
			"dom"
		],
		"date": "2025-01-14"
	},
	{
		"id": 326,
		"topic": "javascript",
		"title": "Working with Forms",
		"description": "Read form data with FormData, react to input as it changes, combine built-in validation with custom rules and clear messages, and submit without reloading the page.",
		"tags": [
			"forms",
			"formdata",
			"validation",
			"dom"
		],
		"date": "2025-01-15"
	},
	{
		"id": 327,
		"topic": "javascript",
		"title": "Timers",
		"description": "Run code later with setTimeout, repeatedly with setInterval, cancel timers, see why delays are minimums, and animate with requestAnimationFrame.",
		"tags": [
			"timers",
			"settimeout",
			"setinterval",
			"scheduling"
		],
		"date": "2025-01-17"
	},
	{
		"id": 328,
		"topic": "javascript",
		"title": "Callbacks",
		"description": "Pass functions to be called later, tell synchronous from asynchronous callbacks, follow the error-first convention, and see why nested callbacks led to promises.",
		"tags": [
			"callbacks",
			"asynchronous",
			"error-first",
			"higher-order-functions"
		],
		"date": "2025-01-19"
	},
	{
		"id": 329,
		"topic": "javascript",
		"title": "Promises",
		"description": "Consume promises with then, catch and finally, chain dependent steps, run work in parallel with Promise.all and friends, and create promises.",
		"tags": [
			"promises",
			"asynchronous",
			"promise-all",
			"chaining"
		],
		"date": "2025-01-21"
	},
	{
		"id": 330,
		"topic": "javascript",
		"title": "async and await",
		"description": "Write asynchronous code that reads top to bottom with async and await, handle errors with try and catch, and run independent work in parallel.",
		"tags": [
			"async-await",
			"promises",
			"asynchronous",
			"error-handling"
		],
		"date": "2025-01-23"
	},
	{
		"id": 331,
		"topic": "javascript",
		"title": "The Fetch API",
		"description": "Request data with fetch, check the status, read and send JSON, handle network errors, and bound or cancel requests with AbortController.",
		"tags": [
			"fetch",
			"http",
			"json",
			"abortcontroller"
		],
		"date": "2025-01-25"
	},
	{
		"id": 332,
		"topic": "javascript",
		"title": "Modules",
		"description": "Split code into ES modules with named and default exports, load them on demand with import(), and see how modules differ from classic scripts.",
		"tags": [
			"modules",
			"import",
			"export",
			"dynamic-import"
		],
		"date": "2025-01-26"
	},
	{
		"id": 333,
		"topic": "javascript",
		"title": "localStorage and sessionStorage",
		"description": "Save small data in the browser with localStorage and sessionStorage, store objects as JSON, survive full or disabled storage, and sync tabs.",
		"tags": [
			"web-storage",
			"localstorage",
			"sessionstorage",
			"browser"
		],
		"date": "2025-01-28"
	},
	{
		"id": 334,
		"topic": "javascript",
		"title": "JSON",
		"description": "Convert between values and JSON text with JSON.stringify and JSON.parse, shape output with replacers, revive dates, and handle invalid input.",
		"tags": [
			"json",
			"serialization",
			"parsing",
			"data-formats"
		],
		"date": "2025-01-30"
	},
	{
		"id": 335,
		"topic": "javascript",
		"title": "Map, Set and Weak Collections",
		"description": "Use Map for dictionaries with any key, Set for unique values, and WeakMap and WeakSet to attach data to objects without leaks.",
		"tags": [
			"map",
			"set",
			"weakmap",
			"collections"
		],
		"date": "2025-02-01"
	},
	{
		"id": 336,
		"topic": "javascript",
		"title": "Iterators and Generators",
		"description": "The iteration protocol behind for...of, iterable classes, and generator functions that produce values lazily, including async ones.",
		"tags": [
			"iterators",
			"generators",
			"iteration-protocol",
			"lazy-evaluation"
		],
		"date": "2025-02-03"
	},
	{
		"id": 337,
		"topic": "javascript",
		"title": "The Event Loop",
		"description": "How one thread runs code, microtasks and tasks in a fixed order, how to predict mixed timers and promises, and how to keep pages responsive.",
		"tags": [
			"event-loop",
			"microtasks",
			"concurrency",
			"performance"
		],
		"date": "2025-02-05"
	},
	{
		"id": 338,
		"topic": "javascript",
		"title": "Execution Contexts and the Call Stack",
		"description": "How each call gets an execution context on the call stack, and what that explains about stack traces, recursion limits and stack overflows.",
		"tags": [
			"call-stack",
			"execution-context",
			"recursion",
			"stack-traces"
		],
		"date": "2025-02-06"
	},
	{
		"id": 339,
		"topic": "javascript",
		"title": "Memory and Garbage Collection",
		"description": "How JavaScript frees memory by reachability, the common leaks (listeners, timers, caches, closures, detached DOM) and how to find them.",
		"tags": [
			"memory",
			"garbage-collection",
			"memory-leaks",
			"performance"
		],
		"date": "2025-02-08"
	},
	{
		"id": 340,
		"topic": "javascript",
		"title": "Debouncing, Throttling and Currying",
		"description": "Limit how often expensive handlers run with debounce and throttle, and build specialised functions from general ones with currying and partial application.",
		"tags": [
			"debounce",
			"throttle",
			"currying",
			"function-patterns"
		],
		"date": "2025-02-10"
	},
	{
		"id": 401,
		"topic": "css",
		"title": "How CSS Works",
		"description": "What a CSS rule is made of, the three ways to attach CSS to a page, and what the browser does with your styles before anything appears.",
		"tags": [
			"css",
			"stylesheets",
			"rules",
			"rendering"
		],
		"date": "2025-02-11"
	},
	{
		"id": 402,
		"topic": "css",
		"title": "Selectors",
		"description": "Target exactly the elements you mean with type, class, id and attribute selectors, combinators, selector lists and a first set of pseudo-classes.",
		"tags": [
			"css",
			"selectors",
			"combinators",
			"classes"
		],
		"date": "2025-02-13"
	},
	{
		"id": 403,
		"topic": "css",
		"title": "Cascade and Specificity",
		"description": "Predict which CSS declaration wins when rules conflict, calculate specificity, and fix conflicts without reaching for !important.",
		"tags": [
			"css",
			"cascade",
			"specificity",
			"inheritance"
		],
		"date": "2025-02-15"
	},
	{
		"id": 404,
		"topic": "css",
		"title": "The Box Model",
		"description": "See every element as a box of content, padding, border and margin, size boxes predictably with box-sizing border-box, and understand margin collapsing.",
		"tags": [
			"box-model",
			"box-sizing",
			"margin",
			"padding"
		],
		"date": "2025-02-17"
	},
	{
		"id": 405,
		"topic": "css",
		"title": "Colours and Units",
		"description": "Write colours with hex, rgb, hsl and oklch, check contrast, and choose between px, rem, em, %, viewport units and clamp() for sizes that scale.",
		"tags": [
			"colours",
			"units",
			"rem",
			"contrast"
		],
		"date": "2025-02-19"
	},
	{
		"id": 406,
		"topic": "css",
		"title": "Typography",
		"description": "Set fonts with system stacks and web fonts, size text in rem, choose line height and line length for reading, and load fonts without invisible text or layout shifts.",
		"tags": [
			"typography",
			"fonts",
			"web-fonts",
			"readability"
		],
		"date": "2025-02-22"
	},
	{
		"id": 407,
		"topic": "css",
		"title": "Display and Positioning",
		"description": "Control how boxes are laid out with display, and take them out of normal flow with relative, absolute, fixed and sticky positioning and z-index.",
		"tags": [
			"display",
			"position",
			"z-index",
			"layout"
		],
		"date": "2025-02-24"
	},
	{
		"id": 408,
		"topic": "css",
		"title": "Flexbox",
		"description": "Lay out items in a row or column with flexbox, align them on both axes, control how they grow, shrink and wrap, and build navigation bars and card rows.",
		"tags": [
			"flexbox",
			"layout",
			"alignment",
			"gap"
		],
		"date": "2025-02-26"
	},
	{
		"id": 409,
		"topic": "css",
		"title": "Grid",
		"description": "Build two-dimensional layouts with CSS grid: fr, repeat and minmax tracks, placement by line or named area, and responsive card grids without media queries.",
		"tags": [
			"grid",
			"layout",
			"fr-unit",
			"grid-template-areas"
		],
		"date": "2025-02-28"
	},
	{
		"id": 410,
		"topic": "css",
		"title": "Responsive Design and Media Queries",
		"description": "Build mobile-first layouts that adapt with media queries, choose breakpoints from content, and respond to user preferences such as dark mode and reduced motion.",
		"tags": [
			"responsive-design",
			"media-queries",
			"mobile-first",
			"user-preferences"
		],
		"date": "2025-03-02"
	},
	{
		"id": 411,
		"topic": "css",
		"title": "Custom Properties",
		"description": "Define CSS custom properties and read them with var(), override them for themes and components, change them from JavaScript, and type them with @property.",
		"tags": [
			"custom-properties",
			"css-variables",
			"theming",
			"design-tokens"
		],
		"date": "2025-03-04"
	},
	{
		"id": 412,
		"topic": "css",
		"title": "Transitions",
		"description": "Animate state changes with transition, pick durations and easing, animate transform and opacity for smoothness, and respect reduced-motion settings.",
		"tags": [
			"transitions",
			"easing",
			"motion",
			"performance"
		],
		"date": "2025-03-06"
	},
	{
		"id": 413,
		"topic": "css",
		"title": "Animations",
		"description": "Define keyframe animations with @keyframes, control them with the animation properties, build loaders and entrance effects, and keep them accessible.",
		"tags": [
			"animations",
			"keyframes",
			"motion",
			"accessibility"
		],
		"date": "2025-03-08"
	},
	{
		"id": 414,
		"topic": "css",
		"title": "Pseudo-classes and Pseudo-elements",
		"description": "Style elements by state with pseudo-classes such as :hover, :focus-visible, :checked and :has(), and add decorative content with ::before, ::after and ::marker.",
		"tags": [
			"pseudo-classes",
			"pseudo-elements",
			"has-selector",
			"focus-visible"
		],
		"date": "2025-03-10"
	},
	{
		"id": 415,
		"topic": "css",
		"title": "Container Queries and Modern Layout",
		"description": "Make components adapt to the space they are given with container queries and container units, and use aspect-ratio, logical properties and other modern layout tools.",
		"tags": [
			"container-queries",
			"container-units",
			"aspect-ratio",
			"components"
		],
		"date": "2025-03-12"
	},
	{
		"id": 416,
		"topic": "css",
		"title": "Organising CSS: BEM and Cascade Layers",
		"description": "Keep stylesheets maintainable with BEM naming, flat specificity, cascade layers for resets, components and utilities, and native nesting.",
		"tags": [
			"bem",
			"cascade-layers",
			"architecture",
			"nesting"
		],
		"date": "2025-03-15"
	},
	{
		"id": 501,
		"topic": "nodejs",
		"title": "What Node.js Is",
		"description": "What Node.js is made of, how it runs JavaScript outside the browser without blocking, what it is good at, and how to install it and run a script.",
		"tags": [
			"nodejs",
			"runtime",
			"v8",
			"event-loop"
		],
		"date": "2025-03-16"
	},
	{
		"id": 502,
		"topic": "nodejs",
		"title": "Modules: ESM and CommonJS",
		"description": "Split a Node.js program into files with ES modules, read older CommonJS code, and know how Node decides which system a file uses.",
		"tags": [
			"modules",
			"esm",
			"commonjs",
			"import"
		],
		"date": "2025-03-18"
	},
	{
		"id": 503,
		"topic": "nodejs",
		"title": "npm and package.json",
		"description": "Create a package.json, install and remove packages, read version ranges, keep installs reproducible with the lock file, and run project scripts.",
		"tags": [
			"npm",
			"package-json",
			"dependencies",
			"semver"
		],
		"date": "2025-03-21"
	},
	{
		"id": 504,
		"topic": "nodejs",
		"title": "The File System",
		"description": "Read, write, append, list, copy and delete files and folders with node:fs/promises, handle missing files and errors, and choose between promise, sync and stream APIs.",
		"tags": [
			"fs",
			"files",
			"promises",
			"io"
		],
		"date": "2025-03-24"
	},
	{
		"id": 505,
		"topic": "nodejs",
		"title": "Paths and the OS",
		"description": "Build and take apart file paths portably with node:path, locate files relative to the current module, and read system information with node:os and process.",
		"tags": [
			"path",
			"os",
			"process",
			"cross-platform"
		],
		"date": "2025-03-27"
	},
	{
		"id": 506,
		"topic": "nodejs",
		"title": "Events and EventEmitter",
		"description": "Emit and listen for named events with EventEmitter, pass data to listeners, handle the error event, await a single event and remove listeners.",
		"tags": [
			"events",
			"eventemitter",
			"listeners",
			"async"
		],
		"date": "2025-03-28"
	},
	{
		"id": 507,
		"topic": "nodejs",
		"title": "Streams",
		"description": "Process data piece by piece with readable, writable and transform streams, connect them safely with pipeline, and understand backpressure.",
		"tags": [
			"streams",
			"pipeline",
			"backpressure",
			"io"
		],
		"date": "2025-03-31"
	},
	{
		"id": 508,
		"topic": "nodejs",
		"title": "Buffers",
		"description": "Work with raw bytes in Node.js using Buffer, convert between text encodings, read and write binary numbers, and join chunks without breaking characters.",
		"tags": [
			"buffer",
			"binary",
			"encoding",
			"bytes"
		],
		"date": "2025-04-03"
	},
	{
		"id": 509,
		"topic": "nodejs",
		"title": "The http Module",
		"description": "Build a small JSON web server with node:http, read methods, URLs and request bodies, send status codes and headers, and test it with fetch.",
		"tags": [
			"http",
			"server",
			"requests",
			"responses"
		],
		"date": "2025-04-06"
	},
	{
		"id": 510,
		"topic": "nodejs",
		"title": "Express Basics",
		"description": "Install Express 5, define routes, read route parameters, query strings and JSON bodies, send responses, serve static files and start the server.",
		"tags": [
			"express",
			"web-server",
			"routes",
			"api"
		],
		"date": "2025-04-09"
	},
	{
		"id": 511,
		"topic": "nodejs",
		"title": "Routing and Middleware",
		"description": "Write Express 5 middleware, order it correctly, use the Express 5 route path syntax, and split an app into routers mounted under a path.",
		"tags": [
			"express",
			"middleware",
			"routing",
			"router"
		],
		"date": "2025-04-12"
	},
	{
		"id": 512,
		"topic": "nodejs",
		"title": "Building a REST API",
		"description": "Design a REST API around resources, HTTP methods and status codes, then build a complete create, read, update and delete API for books with Express 5.",
		"tags": [
			"rest",
			"api",
			"express",
			"crud"
		],
		"date": "2025-04-15"
	},
	{
		"id": 513,
		"topic": "nodejs",
		"title": "Environment Variables and Configuration",
		"description": "Configure a Node.js app through environment variables, load .env files with --env-file, and validate settings at startup in one config module.",
		"tags": [
			"environment-variables",
			"configuration",
			"dotenv",
			"secrets"
		],
		"date": "2025-04-18"
	},
	{
		"id": 514,
		"topic": "nodejs",
		"title": "Error Handling",
		"description": "Tell expected failures from bugs, handle errors in async code with custom error classes and causes, centralise them in Express 5, and deal with crashes.",
		"tags": [
			"errors",
			"async",
			"express",
			"reliability"
		],
		"date": "2025-04-21"
	},
	{
		"id": 515,
		"topic": "nodejs",
		"title": "Working with a Database",
		"description": "Connect a Node.js app to PostgreSQL with the pg package, use a connection pool and parameterised queries, and group changes in transactions.",
		"tags": [
			"database",
			"postgresql",
			"sql",
			"pg"
		],
		"date": "2025-04-24"
	},
	{
		"id": 516,
		"topic": "nodejs",
		"title": "Authentication with Sessions and JWT",
		"description": "Hash passwords with scrypt, log users in with cookie sessions in Express 5, issue and verify JSON Web Tokens, and choose between the two approaches.",
		"tags": [
			"authentication",
			"sessions",
			"jwt",
			"passwords",
			"security"
		],
		"date": "2025-04-27"
	},
	{
		"id": 517,
		"topic": "nodejs",
		"title": "Testing with node:test",
		"description": "Write and run tests with Node's built-in test runner and node:assert, test an HTTP API end to end, mock dependencies, and use watch mode and coverage.",
		"tags": [
			"testing",
			"node-test",
			"assert",
			"mocking"
		],
		"date": "2025-04-30"
	},
	{
		"id": 601,
		"topic": "docker",
		"title": "What Docker Is",
		"description": "What containers are, how they differ from virtual machines, the parts of Docker and its vocabulary, and how to install Docker and check that it works.",
		"tags": [
			"docker",
			"containers",
			"virtualization",
			"devops"
		],
		"date": "2025-05-01"
	},
	{
		"id": 602,
		"topic": "docker",
		"title": "Your First Container",
		"description": "Run one-off, interactive and background containers with docker run, publish a port, then list, inspect, stop and remove them.",
		"tags": [
			"docker-run",
			"containers",
			"cli",
			"ports"
		],
		"date": "2025-05-03"
	},
	{
		"id": 603,
		"topic": "docker",
		"title": "Images and Containers",
		"description": "What an image contains, how image names, tags and digests work, how a container adds a writable layer, and the container lifecycle and cleanup.",
		"tags": [
			"images",
			"containers",
			"tags",
			"lifecycle"
		],
		"date": "2025-05-05"
	},
	{
		"id": 604,
		"topic": "docker",
		"title": "Dockerfile Basics",
		"description": "Write a Dockerfile for a small web app, learn what FROM, WORKDIR, COPY, RUN, ENV, EXPOSE, USER and CMD do, then build and run your own image.",
		"tags": [
			"dockerfile",
			"images",
			"instructions",
			"build"
		],
		"date": "2025-05-07"
	},
	{
		"id": 605,
		"topic": "docker",
		"title": "Building and Tagging Images",
		"description": "Use docker build with BuildKit, give images meaningful tags, pass build arguments, add OCI labels and build for other CPU architectures.",
		"tags": [
			"build",
			"tags",
			"buildx",
			"versioning"
		],
		"date": "2025-05-09"
	},
	{
		"id": 606,
		"topic": "docker",
		"title": "Layers and the Build Cache",
		"description": "How Dockerfile instructions become layers, when BuildKit reuses them from its cache, and how instruction order and cache mounts make rebuilds fast.",
		"tags": [
			"layers",
			"build-cache",
			"buildkit",
			"performance"
		],
		"date": "2025-05-11"
	},
	{
		"id": 607,
		"topic": "docker",
		"title": "Volumes and Bind Mounts",
		"description": "Keep data beyond a container's life with named volumes, share source code with bind mounts, and use read-only and tmpfs mounts safely.",
		"tags": [
			"volumes",
			"bind-mounts",
			"storage",
			"persistence"
		],
		"date": "2025-05-14"
	},
	{
		"id": 608,
		"topic": "docker",
		"title": "Networking",
		"description": "Connect containers through user-defined bridge networks and DNS names, publish ports safely, reach the host from a container, and pick a network driver.",
		"tags": [
			"networking",
			"bridge",
			"dns",
			"ports"
		],
		"date": "2025-05-16"
	},
	{
		"id": 609,
		"topic": "docker",
		"title": "Environment Variables and Secrets",
		"description": "Configure containers with ENV, -e and env files, tell ARG from ENV, and pass passwords and tokens with build secrets and secret files instead.",
		"tags": [
			"environment-variables",
			"secrets",
			"configuration",
			"buildkit"
		],
		"date": "2025-05-18"
	},
	{
		"id": 610,
		"topic": "docker",
		"title": "Docker Compose",
		"description": "Describe a multi-container app in compose.yaml with services, a network, a volume, a secret and health checks, then run it with docker compose.",
		"tags": [
			"compose",
			"multi-container",
			"yaml",
			"orchestration"
		],
		"date": "2025-05-21"
	},
	{
		"id": 611,
		"topic": "docker",
		"title": "Multi-stage Builds",
		"description": "Split a Dockerfile into build, test and runtime stages so the shipped image holds only what runs, from a TypeScript API to a React site and a Go binary.",
		"tags": [
			"multi-stage",
			"image-size",
			"buildkit",
			"distroless"
		],
		"date": "2025-05-23"
	},
	{
		"id": 612,
		"topic": "docker",
		"title": "Registries: Push and Pull",
		"description": "Log in to Docker Hub and GitHub Container Registry, tag and push images, pull by tag or digest, run a local registry and publish from CI.",
		"tags": [
			"registry",
			"push",
			"pull",
			"docker-hub",
			"ghcr"
		],
		"date": "2025-05-25"
	},
	{
		"id": 613,
		"topic": "docker",
		"title": "Debugging Containers",
		"description": "Find out why a container exits, restarts, runs out of memory or cannot be reached, with logs, exit codes, inspect, exec and debugging sidecars.",
		"tags": [
			"debugging",
			"logs",
			"troubleshooting",
			"inspect"
		],
		"date": "2025-05-28"
	},
	{
		"id": 614,
		"topic": "docker",
		"title": "Best Practices and Security",
		"description": "A checklist for small, current and safe images and containers, from pinned bases and non-root users to scanning, capabilities and resource limits.",
		"tags": [
			"security",
			"best-practices",
			"hardening",
			"scanning"
		],
		"date": "2025-05-30"
	},
	{
		"id": 701,
		"topic": "git",
		"title": "What Git Is",
		"description": "Understand what version control solves, how Git stores history as snapshots, and the three places your files live.",
		"tags": [
			"version-control",
			"snapshots",
			"commits",
			"basics"
		],
		"date": "2025-06-01"
	},
	{
		"id": 702,
		"topic": "git",
		"title": "Setting Up and Your First Repository",
		"description": "Configure your name, email and default branch once, create a repository with git init, and make and inspect your first commit.",
		"tags": [
			"config",
			"init",
			"first-commit",
			"setup"
		],
		"date": "2025-06-03"
	},
	{
		"id": 703,
		"topic": "git",
		"title": "Staging and Committing",
		"description": "Use git status, diff, add and commit to turn your edits into small, well-described commits, and fix the last commit before you share it.",
		"tags": [
			"staging",
			"commits",
			"diff",
			"messages"
		],
		"date": "2025-06-05"
	},
	{
		"id": 704,
		"topic": "git",
		"title": "Branches",
		"description": "Create, switch, list, rename and delete branches with git switch and git branch, and understand what a branch and HEAD really are.",
		"tags": [
			"branches",
			"git-switch",
			"head",
			"workflow"
		],
		"date": "2025-06-07"
	},
	{
		"id": 705,
		"topic": "git",
		"title": "Merging and Conflicts",
		"description": "Merge branches with fast-forward and three-way merges, read and resolve merge conflicts step by step, and abort a merge that went wrong.",
		"tags": [
			"merging",
			"conflicts",
			"fast-forward",
			"workflow"
		],
		"date": "2025-06-09"
	},
	{
		"id": 706,
		"topic": "git",
		"title": "Remotes: fetch, pull and push",
		"description": "Connect a repository to remotes, download work with fetch, combine it with pull, publish with push, and understand remote-tracking branches and upstreams.",
		"tags": [
			"remotes",
			"fetch",
			"pull",
			"push"
		],
		"date": "2025-06-11"
	},
	{
		"id": 707,
		"topic": "git",
		"title": "Undoing Changes: restore, reset and revert",
		"description": "Undo mistakes at every stage with git restore, git reset and git revert, recover lost commits with the reflog, and know which commands are safe on shared history.",
		"tags": [
			"undo",
			"restore",
			"reset",
			"revert"
		],
		"date": "2025-06-13"
	},
	{
		"id": 708,
		"topic": "git",
		"title": "Rebasing and a Clean History",
		"description": "Replay a branch on top of another with git rebase, tidy commits with interactive rebase, resolve rebase conflicts, and follow the one rule that keeps rebasing safe.",
		"tags": [
			"rebase",
			"interactive-rebase",
			"history",
			"workflow"
		],
		"date": "2025-06-15"
	},
	{
		"id": 801,
		"topic": "github",
		"title": "Repositories on GitHub",
		"description": "Create a repository on GitHub, connect it to a local Git repository over SSH or HTTPS, push your commits, and know what each tab of the repository page is for.",
		"tags": [
			"repositories",
			"remotes",
			"ssh",
			"push",
			"hosting"
		],
		"date": "2025-06-16"
	},
	{
		"id": 802,
		"topic": "github",
		"title": "Issues and Pull Requests",
		"description": "Track work with issues, propose changes on a branch with a pull request, review them, and merge with the strategy that suits your history.",
		"tags": [
			"issues",
			"pull-requests",
			"code-review",
			"collaboration"
		],
		"date": "2025-06-19"
	},
	{
		"id": 803,
		"topic": "github",
		"title": "Forks and Contributing",
		"description": "Contribute to a project you cannot push to: fork it, work on a branch, keep your fork in sync and open a pull request maintainers want to merge.",
		"tags": [
			"forks",
			"open-source",
			"upstream",
			"contributing"
		],
		"date": "2025-06-22"
	},
	{
		"id": 804,
		"topic": "github",
		"title": "GitHub Actions",
		"description": "Automate tests and builds with GitHub Actions workflows, from events, jobs and steps to caching, version matrices and safe secrets.",
		"tags": [
			"github-actions",
			"ci",
			"workflows",
			"automation"
		],
		"date": "2025-06-26"
	},
	{
		"id": 805,
		"topic": "github",
		"title": "GitHub Pages and Releases",
		"description": "Publish a static site with GitHub Pages from a branch or an Actions workflow, and ship versions with tags, release notes and attached files.",
		"tags": [
			"github-pages",
			"releases",
			"tags",
			"deployment"
		],
		"date": "2025-06-30"
	},
	{
		"id": 901,
		"topic": "c",
		"title": "Your First C Program",
		"description": "Write, compile and run a C program with gcc, read what each line does, print values with printf and read a number safely with scanf.",
		"tags": [
			"basics",
			"compiling",
			"gcc",
			"printf",
			"scanf"
		],
		"date": "2025-07-01"
	},
	{
		"id": 902,
		"topic": "c",
		"title": "Variables and Types",
		"description": "Declare and initialise C variables, choose between int, double, char and bool, and know each type's size, range and printf specifier.",
		"tags": [
			"variables",
			"types",
			"integers",
			"floating-point",
			"stdint"
		],
		"date": "2025-07-03"
	},
	{
		"id": 903,
		"topic": "c",
		"title": "Operators and Expressions",
		"description": "Use C's arithmetic, comparison, logical and bitwise operators, predict integer division and type conversions, and avoid precedence traps.",
		"tags": [
			"operators",
			"expressions",
			"arithmetic",
			"bitwise",
			"conversions"
		],
		"date": "2025-07-05"
	},
	{
		"id": 904,
		"topic": "c",
		"title": "Control Flow",
		"description": "Make decisions with if, else and switch, repeat work with while, do-while and for loops, and steer loops with break and continue.",
		"tags": [
			"control-flow",
			"conditionals",
			"loops",
			"switch"
		],
		"date": "2025-07-07"
	},
	{
		"id": 905,
		"topic": "c",
		"title": "Functions",
		"description": "Define and call C functions, declare them with prototypes, understand pass-by-value, scope and static variables, and write a recursive function.",
		"tags": [
			"functions",
			"prototypes",
			"parameters",
			"recursion",
			"scope"
		],
		"date": "2025-07-09"
	},
	{
		"id": 906,
		"topic": "c",
		"title": "Arrays and Strings",
		"description": "Declare and loop over C arrays, pass them to functions with a length, and handle strings safely with string.h, snprintf and fgets.",
		"tags": [
			"arrays",
			"strings",
			"string-h",
			"buffers"
		],
		"date": "2025-07-11"
	},
	{
		"id": 907,
		"topic": "c",
		"title": "Pointers",
		"description": "Take addresses with &, follow them with *, let functions change the caller's variables, walk arrays and strings with pointer arithmetic, and use const and NULL.",
		"tags": [
			"pointers",
			"addresses",
			"pointer-arithmetic",
			"const"
		],
		"date": "2025-07-13"
	},
	{
		"id": 908,
		"topic": "c",
		"title": "Dynamic Memory",
		"description": "Allocate memory at run time with malloc, calloc and realloc, release it with free, grow an array safely, and find leaks with AddressSanitizer.",
		"tags": [
			"malloc",
			"free",
			"heap",
			"memory-management"
		],
		"date": "2025-07-15"
	},
	{
		"id": 909,
		"topic": "c",
		"title": "Structs, Unions and Enums",
		"description": "Group related values into structs, access them directly or through pointers, name constants with enums, and build tagged unions for values of several kinds.",
		"tags": [
			"structs",
			"unions",
			"enums",
			"typedef"
		],
		"date": "2025-07-17"
	},
	{
		"id": 910,
		"topic": "c",
		"title": "File I/O",
		"description": "Open, write, read and close files with stdio, parse lines with fgets and sscanf, handle errors and end of file correctly, and store binary data with fwrite.",
		"tags": [
			"files",
			"stdio",
			"fopen",
			"error-handling"
		],
		"date": "2025-07-20"
	},
	{
		"id": 911,
		"topic": "c",
		"title": "The Preprocessor and Multi-file Programs",
		"description": "Use",
		"tags": [
			"preprocessor",
			"macros",
			"headers",
			"linking"
		],
		"date": "2025-07-23"
	},
	{
		"id": 1001,
		"topic": "c++",
		"title": "From C to C++",
		"description": "Compile your first C++20 program with g++, and swap C habits for iostream, std::string, std::vector and automatic cleanup.",
		"tags": [
			"basics",
			"iostream",
			"std-string",
			"vector",
			"raii"
		],
		"date": "2025-07-26"
	},
	{
		"id": 1002,
		"topic": "c++",
		"title": "Types, References and auto",
		"description": "Initialise variables safely with braces, use references and const references instead of pointers, and know exactly what type auto deduces.",
		"tags": [
			"types",
			"references",
			"auto",
			"const",
			"initialization"
		],
		"date": "2025-07-28"
	},
	{
		"id": 1003,
		"topic": "c++",
		"title": "Functions and Overloading",
		"description": "Choose how C++ functions take parameters, give them default arguments, and overload one name for several types without ambiguous calls.",
		"tags": [
			"functions",
			"overloading",
			"parameters",
			"default-arguments"
		],
		"date": "2025-07-31"
	},
	{
		"id": 1004,
		"topic": "c++",
		"title": "Classes and Objects",
		"description": "Define a C++ class with private data and public member functions, mark read-only functions const, and know when a plain struct is enough.",
		"tags": [
			"classes",
			"objects",
			"encapsulation",
			"const",
			"struct"
		],
		"date": "2025-08-03"
	},
	{
		"id": 1005,
		"topic": "c++",
		"title": "Constructors, Destructors and RAII",
		"description": "Write constructors that establish an invariant, destructors that release what an object owns, and RAII classes that clean up on every path.",
		"tags": [
			"constructors",
			"destructors",
			"raii",
			"lifetime",
			"exceptions"
		],
		"date": "2025-08-06"
	},
	{
		"id": 1006,
		"topic": "c++",
		"title": "Inheritance and Polymorphism",
		"description": "Derive classes from a base, override virtual functions safely with override, and call the right version through references without slicing.",
		"tags": [
			"inheritance",
			"polymorphism",
			"virtual-functions",
			"oop"
		],
		"date": "2025-08-09"
	},
	{
		"id": 1007,
		"topic": "c++",
		"title": "Templates",
		"description": "Write function and class templates that work for many types, constrain them with C++20 concepts, and read the errors the compiler gives back.",
		"tags": [
			"templates",
			"generic-programming",
			"concepts",
			"type-deduction"
		],
		"date": "2025-08-12"
	},
	{
		"id": 1008,
		"topic": "c++",
		"title": "STL Containers",
		"description": "Pick the right standard container, from vector and array to map, unordered_map, set and the queue adaptors, and use each one safely.",
		"tags": [
			"stl",
			"containers",
			"vector",
			"map",
			"iterators"
		],
		"date": "2025-08-15"
	},
	{
		"id": 1009,
		"topic": "c++",
		"title": "STL Algorithms and Lambdas",
		"description": "Write lambdas with the right captures, and sort, search, count and filter containers with standard algorithms and C++20 ranges instead of hand-written loops.",
		"tags": [
			"stl",
			"algorithms",
			"lambdas",
			"ranges"
		],
		"date": "2025-08-18"
	},
	{
		"id": 1010,
		"topic": "c++",
		"title": "Smart Pointers and Move Semantics",
		"description": "Own heap objects with unique_ptr and shared_ptr instead of new and delete, and move resources between objects with std::move and move constructors.",
		"tags": [
			"smart-pointers",
			"move-semantics",
			"unique-ptr",
			"shared-ptr",
			"ownership"
		],
		"date": "2025-08-20"
	},
	{
		"id": 2001,
		"topic": "dsa",
		"title": "Big-O Notation",
		"description": "Describe how an algorithm's running time and memory grow with its input, recognise the common complexity classes, and read the complexity of simple code.",
		"tags": [
			"complexity",
			"big-o",
			"analysis",
			"performance"
		],
		"date": "2025-08-21"
	},
	{
		"id": 2002,
		"topic": "dsa",
		"title": "Arrays and Dynamic Arrays",
		"description": "Why array indexing is O(1) and inserting in the middle is O(n), and how a dynamic array grows with amortised O(1) appends.",
		"tags": [
			"arrays",
			"dynamic-arrays",
			"amortised-analysis",
			"lists"
		],
		"date": "2025-08-23"
	},
	{
		"id": 2003,
		"topic": "dsa",
		"title": "Linked Lists",
		"description": "Build a singly linked list from nodes, implement push, append, find, delete and reverse with their costs, and know when a linked list beats an array.",
		"tags": [
			"linked-lists",
			"nodes",
			"pointers",
			"data-structures"
		],
		"date": "2025-08-25"
	},
	{
		"id": 2004,
		"topic": "dsa",
		"title": "Stacks",
		"description": "Implement a last-in, first-out stack with O(1) push and pop, and use it to check brackets, evaluate postfix expressions and find the next greater value.",
		"tags": [
			"stacks",
			"lifo",
			"data-structures",
			"expression-parsing"
		],
		"date": "2025-08-27"
	},
	{
		"id": 2005,
		"topic": "dsa",
		"title": "Queues and Deques",
		"description": "Build a first-in, first-out queue on a circular buffer, use collections.deque for O(1) work at both ends, and compute sliding-window maxima.",
		"tags": [
			"queues",
			"deques",
			"fifo",
			"ring-buffer",
			"data-structures"
		],
		"date": "2025-08-29"
	},
	{
		"id": 2006,
		"topic": "dsa",
		"title": "Hash Tables",
		"description": "How a hash table turns a key into an array slot, handles collisions and resizes, and why Python's dict and set give average O(1) lookups.",
		"tags": [
			"hash-tables",
			"hashing",
			"dictionaries",
			"sets",
			"data-structures"
		],
		"date": "2025-08-31"
	},
	{
		"id": 2007,
		"topic": "dsa",
		"title": "Recursion",
		"description": "Write recursive functions with a base case and a smaller recursive case, trace them on the call stack, and estimate their time and stack space.",
		"tags": [
			"recursion",
			"call-stack",
			"memoisation",
			"algorithms"
		],
		"date": "2025-09-02"
	},
	{
		"id": 2008,
		"topic": "dsa",
		"title": "Binary Search",
		"description": "Find a value or a boundary in sorted data in O(log n), write the loop without off-by-one errors, use Python's bisect module, and search over answers.",
		"tags": [
			"binary-search",
			"searching",
			"bisect",
			"algorithms"
		],
		"date": "2025-09-04"
	},
	{
		"id": 2009,
		"topic": "dsa",
		"title": "Simple Sorts: Bubble, Selection, Insertion",
		"description": "Implement bubble, selection and insertion sort, compare their comparisons and writes, and know what stability and adaptivity mean.",
		"tags": [
			"sorting",
			"insertion-sort",
			"stability",
			"algorithms"
		],
		"date": "2025-09-06"
	},
	{
		"id": 2010,
		"topic": "dsa",
		"title": "Merge Sort and Quick Sort",
		"description": "Sort in O(n log n) with divide and conquer, implement merge sort and quick sort, and see why pivot choice decides quick sort's worst case.",
		"tags": [
			"sorting",
			"merge-sort",
			"quick-sort",
			"divide-and-conquer",
			"algorithms"
		],
		"date": "2025-09-08"
	},
	{
		"id": 2011,
		"topic": "dsa",
		"title": "Trees and Traversals",
		"description": "Learn tree vocabulary, represent a binary tree with nodes, and visit every node in pre-order, in-order, post-order and level order.",
		"tags": [
			"trees",
			"binary-trees",
			"traversal",
			"recursion",
			"data-structures"
		],
		"date": "2025-09-10"
	},
	{
		"id": 2012,
		"topic": "dsa",
		"title": "Binary Search Trees",
		"description": "Keep keys ordered in a binary search tree, implement search, insert, delete and floor in O(h), and see why balance decides whether h is log n or n.",
		"tags": [
			"binary-search-trees",
			"trees",
			"balanced-trees",
			"data-structures"
		],
		"date": "2025-09-12"
	},
	{
		"id": 2013,
		"topic": "dsa",
		"title": "Heaps and Priority Queues",
		"description": "Store a binary heap in an array, implement push and pop in O(log n), and use Python's heapq for priority queues, top-k queries and max-heaps.",
		"tags": [
			"heaps",
			"priority-queues",
			"heapq",
			"data-structures"
		],
		"date": "2025-09-14"
	},
	{
		"id": 2014,
		"topic": "dsa",
		"title": "Graphs and Their Representations",
		"description": "Learn graph vocabulary and store graphs as edge lists, adjacency matrices or adjacency lists, choosing by the cost of the operations you need.",
		"tags": [
			"graphs",
			"adjacency-lists",
			"adjacency-matrices",
			"data-structures"
		],
		"date": "2025-09-16"
	},
	{
		"id": 2015,
		"topic": "dsa",
		"title": "Breadth-First and Depth-First Search",
		"description": "Explore a graph in O(V + E) with breadth-first and depth-first search, find fewest-hop paths, connected components and a topological order.",
		"tags": [
			"graphs",
			"bfs",
			"dfs",
			"graph-traversal",
			"algorithms"
		],
		"date": "2025-09-17"
	},
	{
		"id": 2016,
		"topic": "dsa",
		"title": "Dynamic Programming",
		"description": "Recognise problems with overlapping subproblems, define states and recurrences, and solve them top-down with memoisation or bottom-up with a table.",
		"tags": [
			"dynamic-programming",
			"memoisation",
			"tabulation",
			"algorithms"
		],
		"date": "2025-09-18"
	},
	{
		"id": 2017,
		"topic": "dsa",
		"title": "Greedy Algorithms",
		"description": "Build solutions from locally best choices, prove a greedy rule with an exchange argument, and spot the problems where greedy fails and DP is needed.",
		"tags": [
			"greedy-algorithms",
			"interval-scheduling",
			"optimisation",
			"algorithms"
		],
		"date": "2025-09-20"
	},
	{
		"id": 3001,
		"topic": "python",
		"title": "Getting Started with Python",
		"description": "Install Python 3.13, run code in the interactive shell and from a file, and read a short program line by line.",
		"tags": [
			"basics",
			"interpreter",
			"repl",
			"scripts"
		],
		"date": "2025-09-21"
	},
	{
		"id": 3002,
		"topic": "python",
		"title": "Variables and Types",
		"description": "Store values in variables, know Python's core types (int, float, bool, str, None), convert between them, and add type hints that tools can check.",
		"tags": [
			"variables",
			"types",
			"conversion",
			"type-hints"
		],
		"date": "2025-09-22"
	},
	{
		"id": 3003,
		"topic": "python",
		"title": "Strings",
		"description": "Create, index, slice, search, split, join and format Python strings, and understand why they are immutable.",
		"tags": [
			"strings",
			"slicing",
			"f-strings",
			"methods"
		],
		"date": "2025-09-23"
	},
	{
		"id": 3004,
		"topic": "python",
		"title": "Lists and Tuples",
		"description": "Build, index, change, sort and copy Python lists, and use tuples and unpacking for fixed groups of values.",
		"tags": [
			"lists",
			"tuples",
			"sequences",
			"unpacking"
		],
		"date": "2025-09-24"
	},
	{
		"id": 3005,
		"topic": "python",
		"title": "Dictionaries and Sets",
		"description": "Look values up by key with dicts, loop over them, count and group with collections, and remove duplicates and compare groups with sets.",
		"tags": [
			"dictionaries",
			"sets",
			"collections",
			"hashing"
		],
		"date": "2025-09-25"
	},
	{
		"id": 3006,
		"topic": "python",
		"title": "Control Flow",
		"description": "Make decisions with if, elif and match, and repeat work with for and while loops, range, enumerate, zip, break, continue and loop else.",
		"tags": [
			"conditionals",
			"loops",
			"match",
			"iteration"
		],
		"date": "2025-09-26"
	},
	{
		"id": 3007,
		"topic": "python",
		"title": "Functions",
		"description": "Define Python functions with defaults, keyword, variadic and keyword-only parameters, understand scope, and pass functions around as values.",
		"tags": [
			"functions",
			"parameters",
			"scope",
			"lambda"
		],
		"date": "2025-09-27"
	},
	{
		"id": 3008,
		"topic": "python",
		"title": "Modules, Packages and Virtual Environments",
		"description": "Split code into modules and packages, use the standard library, and install libraries into a per-project virtual environment with venv and pip.",
		"tags": [
			"modules",
			"packages",
			"venv",
			"pip",
			"imports"
		],
		"date": "2025-09-28"
	},
	{
		"id": 3009,
		"topic": "python",
		"title": "Files and Exceptions",
		"description": "Read and write text and JSON files with pathlib and with, and handle errors with try, except, else, finally, raise and your own exception types.",
		"tags": [
			"files",
			"pathlib",
			"exceptions",
			"json",
			"error-handling"
		],
		"date": "2025-09-29"
	},
	{
		"id": 3010,
		"topic": "python",
		"title": "Classes and Objects",
		"description": "Define Python classes with __init__, methods, properties, class methods and inheritance, and let dataclasses write the boilerplate for you.",
		"tags": [
			"classes",
			"objects",
			"oop",
			"dataclasses",
			"inheritance"
		],
		"date": "2025-09-30"
	},
	{
		"id": 3011,
		"topic": "python",
		"title": "Comprehensions and Generators",
		"description": "Build lists, dicts and sets in one expression with comprehensions, and produce values lazily with generator expressions, yield and itertools.",
		"tags": [
			"comprehensions",
			"generators",
			"iterators",
			"itertools",
			"lazy-evaluation"
		],
		"date": "2025-10-01"
	},
	{
		"id": 4001,
		"topic": "java",
		"title": "Getting Started with Java",
		"description": "Install a Java 21 JDK, write, compile and run your first program, and understand the JVM, classes and the main method.",
		"tags": [
			"jdk",
			"jvm",
			"main-method",
			"basics"
		],
		"date": "2025-10-04"
	},
	{
		"id": 4002,
		"topic": "java",
		"title": "Variables and Types",
		"description": "Declare variables with Java's eight primitive types, String and var, convert between types with widening and casts, and avoid overflow and precision traps.",
		"tags": [
			"variables",
			"primitives",
			"var",
			"casting"
		],
		"date": "2025-10-05"
	},
	{
		"id": 4003,
		"topic": "java",
		"title": "Operators and Control Flow",
		"description": "Combine values with Java's operators, branch with if and switch expressions, and repeat work with for, enhanced for, while and do-while loops.",
		"tags": [
			"operators",
			"conditionals",
			"switch",
			"loops"
		],
		"date": "2025-10-06"
	},
	{
		"id": 4004,
		"topic": "java",
		"title": "Methods",
		"description": "Split a Java program into methods with parameters and return values, understand pass-by-value, and overload a name or accept a variable number of arguments.",
		"tags": [
			"methods",
			"parameters",
			"return-values",
			"overloading",
			"varargs"
		],
		"date": "2025-10-07"
	},
	{
		"id": 4005,
		"topic": "java",
		"title": "Arrays and Strings",
		"description": "Create and process fixed-size arrays with the Arrays helpers, work with immutable Strings, compare them correctly, and build text with StringBuilder.",
		"tags": [
			"arrays",
			"strings",
			"stringbuilder",
			"text-blocks"
		],
		"date": "2025-10-08"
	},
	{
		"id": 4006,
		"topic": "java",
		"title": "Classes and Objects",
		"description": "Define Java classes with private fields, constructors and methods, create objects with new, and tell instance members from static ones.",
		"tags": [
			"classes",
			"objects",
			"constructors",
			"encapsulation"
		],
		"date": "2025-10-09"
	},
	{
		"id": 4007,
		"topic": "java",
		"title": "Inheritance and Polymorphism",
		"description": "Extend a Java class, call super, override methods with @Override, rely on dynamic dispatch, and test types with instanceof patterns and sealed classes.",
		"tags": [
			"inheritance",
			"polymorphism",
			"overriding",
			"sealed-classes"
		],
		"date": "2025-10-10"
	},
	{
		"id": 4008,
		"topic": "java",
		"title": "Interfaces and Abstract Classes",
		"description": "Define contracts with Java interfaces, add default and static methods, share code through abstract classes, and sort your own types with Comparable.",
		"tags": [
			"interfaces",
			"abstract-classes",
			"default-methods",
			"comparable"
		],
		"date": "2025-10-11"
	},
	{
		"id": 4009,
		"topic": "java",
		"title": "Exceptions",
		"description": "Read Java stack traces, handle errors with try, catch and finally, tell checked from unchecked exceptions, and close resources with try-with-resources.",
		"tags": [
			"exceptions",
			"try-catch",
			"try-with-resources",
			"error-handling"
		],
		"date": "2025-10-12"
	},
	{
		"id": 4010,
		"topic": "java",
		"title": "The Collections Framework",
		"description": "Store data in Java's List, Set, Map and Deque, pick the right implementation, create immutable collections, and use Java 21's sequenced collection methods.",
		"tags": [
			"collections",
			"lists",
			"maps",
			"sets"
		],
		"date": "2025-10-13"
	},
	{
		"id": 4011,
		"topic": "java",
		"title": "Generics",
		"description": "Write type-safe Java classes and methods with type parameters, bound them with extends, accept flexible arguments with wildcards, and respect type erasure.",
		"tags": [
			"generics",
			"type-parameters",
			"wildcards",
			"type-erasure"
		],
		"date": "2025-10-14"
	},
	{
		"id": 4012,
		"topic": "java",
		"title": "Lambdas and Streams",
		"description": "Pass behaviour as a value with Java lambdas and method references, then filter, transform, group and summarise collections with the Stream API.",
		"tags": [
			"lambdas",
			"streams",
			"functional-interfaces",
			"method-references"
		],
		"date": "2025-10-15"
	},
	{
		"id": 4013,
		"topic": "java",
		"title": "Records, Enums and Pattern Matching",
		"description": "Model data with Java records and enums, validate in compact constructors, and take values apart with Java 21 record patterns and exhaustive switch.",
		"tags": [
			"records",
			"enums",
			"pattern-matching",
			"sealed-interfaces"
		],
		"date": "2025-10-16"
	},
	{
		"id": 4014,
		"topic": "java",
		"title": "Concurrency and Virtual Threads",
		"description": "Run Java tasks with executors and futures, keep shared data safe, and handle thousands of blocking calls with Java 21 virtual threads.",
		"tags": [
			"concurrency",
			"threads",
			"virtual-threads",
			"executors"
		],
		"date": "2025-10-17"
	}
];
export { summaries };
