// src/generated/series/react.ts
/** The notes of the series, by ascending id. */
var lessons = [
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
		"date": "2024-10-01",
		"headings": [
			{
				"level": 2,
				"text": "The problem: keeping the page in sync",
				"slug": "the-problem-keeping-the-page-in-sync"
			},
			{
				"level": 2,
				"text": "2013: open source, JSX and the virtual DOM",
				"slug": "2013-open-source-jsx-and-the-virtual-dom"
			},
			{
				"level": 2,
				"text": "The milestones",
				"slug": "the-milestones"
			},
			{
				"level": 2,
				"text": "Hooks changed how React is written",
				"slug": "hooks-changed-how-react-is-written"
			},
			{
				"level": 2,
				"text": "From library to ecosystem",
				"slug": "from-library-to-ecosystem"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/101-the-history-of-react.md"
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
		"date": "2024-10-01",
		"headings": [
			{
				"level": 2,
				"text": "What React does",
				"slug": "what-react-does"
			},
			{
				"level": 2,
				"text": "Components",
				"slug": "components"
			},
			{
				"level": 2,
				"text": "Rendering into the page",
				"slug": "rendering-into-the-page"
			},
			{
				"level": 2,
				"text": "What you need to know first",
				"slug": "what-you-need-to-know-first"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/102-introduction-to-react.md"
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
		"date": "2024-10-02",
		"headings": [
			{
				"level": 2,
				"text": "Multi-page versus single-page",
				"slug": "multi-page-versus-single-page"
			},
			{
				"level": 2,
				"text": "How client-side routing works",
				"slug": "how-client-side-routing-works"
			},
			{
				"level": 2,
				"text": "The server still matters",
				"slug": "the-server-still-matters"
			},
			{
				"level": 2,
				"text": "When an SPA fits",
				"slug": "when-an-spa-fits"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/103-single-page-applications.md"
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
		"date": "2024-10-02",
		"headings": [
			{
				"level": 2,
				"text": "Create the project",
				"slug": "create-the-project"
			},
			{
				"level": 2,
				"text": "What the files are for",
				"slug": "what-the-files-are-for"
			},
			{
				"level": 2,
				"text": "The scripts",
				"slug": "the-scripts"
			},
			{
				"level": 2,
				"text": "A first change",
				"slug": "a-first-change"
			},
			{
				"level": 2,
				"text": "Environment variables",
				"slug": "environment-variables"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/104-setting-up-a-react-project-with-vite.md"
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
		"date": "2024-10-03",
		"headings": [
			{
				"level": 2,
				"text": "Markup in JavaScript",
				"slug": "markup-in-javascript"
			},
			{
				"level": 2,
				"text": "Curly braces: JavaScript inside JSX",
				"slug": "curly-braces-javascript-inside-jsx"
			},
			{
				"level": 2,
				"text": "What React renders from values",
				"slug": "what-react-renders-from-values"
			},
			{
				"level": 2,
				"text": "What JSX compiles to",
				"slug": "what-jsx-compiles-to"
			},
			{
				"level": 2,
				"text": "Comments and white space",
				"slug": "comments-and-white-space"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/105-jsx-basics.md"
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
		"date": "2024-10-03",
		"headings": [
			{
				"level": 2,
				"text": "Rule 1: return a single root",
				"slug": "rule-1-return-a-single-root"
			},
			{
				"level": 2,
				"text": "Rule 2: close every tag",
				"slug": "rule-2-close-every-tag"
			},
			{
				"level": 2,
				"text": "Rule 3: attributes are camelCase JavaScript names",
				"slug": "rule-3-attributes-are-camelcase-javascript-names"
			},
			{
				"level": 2,
				"text": "Rule 4: style takes an object",
				"slug": "rule-4-style-takes-an-object"
			},
			{
				"level": 2,
				"text": "Rule 5: expressions, not statements",
				"slug": "rule-5-expressions-not-statements"
			},
			{
				"level": 2,
				"text": "Converting HTML",
				"slug": "converting-html"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/106-jsx-rules-and-expressions.md"
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
		"date": "2024-10-04",
		"headings": [
			{
				"level": 2,
				"text": "A component is a function",
				"slug": "a-component-is-a-function"
			},
			{
				"level": 2,
				"text": "Rule 1: names start with a capital letter",
				"slug": "rule-1-names-start-with-a-capital-letter"
			},
			{
				"level": 2,
				"text": "Rule 2: define components at the top level",
				"slug": "rule-2-define-components-at-the-top-level"
			},
			{
				"level": 2,
				"text": "Rule 3: keep components pure",
				"slug": "rule-3-keep-components-pure"
			},
			{
				"level": 2,
				"text": "Organising components in files",
				"slug": "organising-components-in-files"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/107-components.md"
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
		"date": "2024-10-04",
		"headings": [
			{
				"level": 2,
				"text": "From design to tree",
				"slug": "from-design-to-tree"
			},
			{
				"level": 2,
				"text": "Building it",
				"slug": "building-it"
			},
			{
				"level": 2,
				"text": "Where to draw the lines",
				"slug": "where-to-draw-the-lines"
			},
			{
				"level": 2,
				"text": "Layout components and children",
				"slug": "layout-components-and-children"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/108-composing-components.md"
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
		"date": "2024-10-05",
		"headings": [
			{
				"level": 2,
				"text": "Passing and reading props",
				"slug": "passing-and-reading-props"
			},
			{
				"level": 2,
				"text": "Props flow one way",
				"slug": "props-flow-one-way"
			},
			{
				"level": 2,
				"text": "Props are read-only",
				"slug": "props-are-read-only"
			},
			{
				"level": 2,
				"text": "Forwarding props",
				"slug": "forwarding-props"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/109-props.md"
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
		"date": "2024-10-05",
		"headings": [
			{
				"level": 2,
				"text": "The children prop",
				"slug": "the-children-prop"
			},
			{
				"level": 2,
				"text": "Several slots",
				"slug": "several-slots"
			},
			{
				"level": 2,
				"text": "Why composition beats deep prop passing",
				"slug": "why-composition-beats-deep-prop-passing"
			},
			{
				"level": 2,
				"text": "Children versus props",
				"slug": "children-versus-props"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/110-children-and-props-children.md"
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
		"date": "2024-10-06",
		"headings": [
			{
				"level": 2,
				"text": "if before the return",
				"slug": "if-before-the-return"
			},
			{
				"level": 2,
				"text": "The conditional operator for either/or inside JSX",
				"slug": "the-conditional-operator-for-eitheror-inside-jsx"
			},
			{
				"level": 2,
				"text": "&& for \"this or nothing\"",
				"slug": "-for-this-or-nothing"
			},
			{
				"level": 2,
				"text": "Rendering nothing",
				"slug": "rendering-nothing"
			},
			{
				"level": 2,
				"text": "Variables for complex cases",
				"slug": "variables-for-complex-cases"
			},
			{
				"level": 2,
				"text": "Choosing a form",
				"slug": "choosing-a-form"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/111-conditional-rendering.md"
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
		"date": "2024-10-06",
		"headings": [
			{
				"level": 2,
				"text": "map data to elements",
				"slug": "map-data-to-elements"
			},
			{
				"level": 2,
				"text": "Keys",
				"slug": "keys"
			},
			{
				"level": 2,
				"text": "Choosing keys",
				"slug": "choosing-keys"
			},
			{
				"level": 2,
				"text": "Fragments with keys",
				"slug": "fragments-with-keys"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/112-rendering-lists-and-keys.md"
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
		"date": "2024-10-07",
		"headings": [
			{
				"level": 2,
				"text": "Why a plain variable does not work",
				"slug": "why-a-plain-variable-does-not-work"
			},
			{
				"level": 2,
				"text": "useState",
				"slug": "usestate"
			},
			{
				"level": 2,
				"text": "State is a snapshot",
				"slug": "state-is-a-snapshot"
			},
			{
				"level": 2,
				"text": "Initial state",
				"slug": "initial-state"
			},
			{
				"level": 2,
				"text": "What belongs in state",
				"slug": "what-belongs-in-state"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/113-state-with-usestate.md"
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
		"date": "2024-10-07",
		"headings": [
			{
				"level": 2,
				"text": "Why mutation does not work",
				"slug": "why-mutation-does-not-work"
			},
			{
				"level": 2,
				"text": "Objects",
				"slug": "objects"
			},
			{
				"level": 2,
				"text": "Arrays",
				"slug": "arrays"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/114-updating-objects-and-arrays-in-state.md"
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
		"date": "2024-10-08",
		"headings": [
			{
				"level": 2,
				"text": "Attaching a handler",
				"slug": "attaching-a-handler"
			},
			{
				"level": 2,
				"text": "The event object",
				"slug": "the-event-object"
			},
			{
				"level": 2,
				"text": "Passing handlers down",
				"slug": "passing-handlers-down"
			},
			{
				"level": 2,
				"text": "Propagation",
				"slug": "propagation"
			},
			{
				"level": 2,
				"text": "Handlers are where side effects go",
				"slug": "handlers-are-where-side-effects-go"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/115-handling-events.md"
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
		"date": "2024-10-08",
		"headings": [
			{
				"level": 2,
				"text": "One controlled field",
				"slug": "one-controlled-field"
			},
			{
				"level": 2,
				"text": "Every kind of input",
				"slug": "every-kind-of-input"
			},
			{
				"level": 2,
				"text": "A whole form in one state object",
				"slug": "a-whole-form-in-one-state-object"
			},
			{
				"level": 2,
				"text": "When not to control",
				"slug": "when-not-to-control"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/116-forms-and-controlled-inputs.md"
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
		"date": "2024-10-09",
		"headings": [
			{
				"level": 2,
				"text": "useRef",
				"slug": "useref"
			},
			{
				"level": 3,
				"text": "Refs to DOM elements",
				"slug": "refs-to-dom-elements"
			},
			{
				"level": 3,
				"text": "Refs for values that do not affect the screen",
				"slug": "refs-for-values-that-do-not-affect-the-screen"
			},
			{
				"level": 2,
				"text": "Uncontrolled inputs",
				"slug": "uncontrolled-inputs"
			},
			{
				"level": 2,
				"text": "Refs to your own components",
				"slug": "refs-to-your-own-components"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/117-refs-and-uncontrolled-inputs.md"
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
		"date": "2024-10-09",
		"headings": [
			{
				"level": 2,
				"text": "The built-in hooks at a glance",
				"slug": "the-built-in-hooks-at-a-glance"
			},
			{
				"level": 2,
				"text": "How React knows which state is which",
				"slug": "how-react-knows-which-state-is-which"
			},
			{
				"level": 2,
				"text": "Rule 1: call hooks at the top level",
				"slug": "rule-1-call-hooks-at-the-top-level"
			},
			{
				"level": 2,
				"text": "Rule 2: call hooks only from React functions",
				"slug": "rule-2-call-hooks-only-from-react-functions"
			},
			{
				"level": 2,
				"text": "Let the linter enforce it",
				"slug": "let-the-linter-enforce-it"
			},
			{
				"level": 2,
				"text": "Thinking in hooks",
				"slug": "thinking-in-hooks"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/118-hooks-and-the-rules-of-hooks.md"
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
		"date": "2024-10-10",
		"headings": [
			{
				"level": 2,
				"text": "An effect runs after rendering",
				"slug": "an-effect-runs-after-rendering"
			},
			{
				"level": 2,
				"text": "The dependency array",
				"slug": "the-dependency-array"
			},
			{
				"level": 2,
				"text": "Effects with cleanup",
				"slug": "effects-with-cleanup"
			},
			{
				"level": 2,
				"text": "You might not need an effect",
				"slug": "you-might-not-need-an-effect"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/119-useeffect-and-side-effects.md"
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
		"date": "2024-10-10",
		"headings": [
			{
				"level": 2,
				"text": "When cleanup runs",
				"slug": "when-cleanup-runs"
			},
			{
				"level": 2,
				"text": "Common effects and their cleanup",
				"slug": "common-effects-and-their-cleanup"
			},
			{
				"level": 2,
				"text": "Re-running with new dependencies",
				"slug": "re-running-with-new-dependencies"
			},
			{
				"level": 2,
				"text": "Race conditions in data fetching",
				"slug": "race-conditions-in-data-fetching"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/120-cleaning-up-effects.md"
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
		"date": "2024-10-11",
		"headings": [
			{
				"level": 2,
				"text": "Create, provide, read",
				"slug": "create-provide-read"
			},
			{
				"level": 2,
				"text": "A provider component and a custom hook",
				"slug": "a-provider-component-and-a-custom-hook"
			},
			{
				"level": 2,
				"text": "When to use context",
				"slug": "when-to-use-context"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/121-usecontext.md"
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
		"date": "2024-10-11",
		"headings": [
			{
				"level": 2,
				"text": "A reducer is a pure function",
				"slug": "a-reducer-is-a-pure-function"
			},
			{
				"level": 2,
				"text": "Using it in a component",
				"slug": "using-it-in-a-component"
			},
			{
				"level": 2,
				"text": "useState or useReducer?",
				"slug": "usestate-or-usereducer"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/122-usereducer.md"
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
		"date": "2024-10-11",
		"headings": [
			{
				"level": 2,
				"text": "useMemo: cache a calculation",
				"slug": "usememo-cache-a-calculation"
			},
			{
				"level": 2,
				"text": "useCallback: keep a function stable",
				"slug": "usecallback-keep-a-function-stable"
			},
			{
				"level": 2,
				"text": "When they help, and when they do not",
				"slug": "when-they-help-and-when-they-do-not"
			},
			{
				"level": 2,
				"text": "The React Compiler",
				"slug": "the-react-compiler"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/123-usememo-and-usecallback.md"
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
		"date": "2024-10-12",
		"headings": [
			{
				"level": 2,
				"text": "Extracting a hook",
				"slug": "extracting-a-hook"
			},
			{
				"level": 2,
				"text": "Hooks share logic, not state",
				"slug": "hooks-share-logic-not-state"
			},
			{
				"level": 2,
				"text": "A hook with arguments and a setter",
				"slug": "a-hook-with-arguments-and-a-setter"
			},
			{
				"level": 2,
				"text": "Designing good hooks",
				"slug": "designing-good-hooks"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/124-custom-hooks.md"
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
		"date": "2024-10-12",
		"headings": [
			{
				"level": 2,
				"text": "Install",
				"slug": "install"
			},
			{
				"level": 2,
				"text": "Define the routes",
				"slug": "define-the-routes"
			},
			{
				"level": 2,
				"text": "A shared layout",
				"slug": "a-shared-layout"
			},
			{
				"level": 2,
				"text": "Pages and links",
				"slug": "pages-and-links"
			},
			{
				"level": 2,
				"text": "Deploying",
				"slug": "deploying"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/125-setting-up-react-router.md"
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
		"date": "2024-10-14",
		"headings": [
			{
				"level": 2,
				"text": "Dynamic segments",
				"slug": "dynamic-segments"
			},
			{
				"level": 2,
				"text": "Reading parameters",
				"slug": "reading-parameters"
			},
			{
				"level": 2,
				"text": "Building links",
				"slug": "building-links"
			},
			{
				"level": 2,
				"text": "Optional and splat segments",
				"slug": "optional-and-splat-segments"
			},
			{
				"level": 2,
				"text": "The query string",
				"slug": "the-query-string"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/126-dynamic-routes-and-url-parameters.md"
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
		"date": "2024-10-15",
		"headings": [
			{
				"level": 2,
				"text": "Routes inside routes",
				"slug": "routes-inside-routes"
			},
			{
				"level": 2,
				"text": "Outlet places the child",
				"slug": "outlet-places-the-child"
			},
			{
				"level": 2,
				"text": "Index routes",
				"slug": "index-routes"
			},
			{
				"level": 2,
				"text": "Passing data to children",
				"slug": "passing-data-to-children"
			},
			{
				"level": 2,
				"text": "Relative links",
				"slug": "relative-links"
			},
			{
				"level": 2,
				"text": "Layout routes without a path",
				"slug": "layout-routes-without-a-path"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/127-nested-routes-and-layouts.md"
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
		"date": "2024-10-17",
		"headings": [
			{
				"level": 2,
				"text": "Links first",
				"slug": "links-first"
			},
			{
				"level": 2,
				"text": "useNavigate: navigate after an action",
				"slug": "usenavigate-navigate-after-an-action"
			},
			{
				"level": 2,
				"text": "Navigate: redirect while rendering",
				"slug": "navigate-redirect-while-rendering"
			},
			{
				"level": 2,
				"text": "Redirects for moved pages",
				"slug": "redirects-for-moved-pages"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/128-navigation-links-and-redirects.md"
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
		"date": "2024-10-18",
		"headings": [
			{
				"level": 2,
				"text": "The problem",
				"slug": "the-problem"
			},
			{
				"level": 2,
				"text": "Lift it in three steps",
				"slug": "lift-it-in-three-steps"
			},
			{
				"level": 2,
				"text": "A single source of truth",
				"slug": "a-single-source-of-truth"
			},
			{
				"level": 2,
				"text": "Controlled and uncontrolled components",
				"slug": "controlled-and-uncontrolled-components"
			},
			{
				"level": 2,
				"text": "When lifting is not enough",
				"slug": "when-lifting-is-not-enough"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/129-lifting-state-up.md"
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
		"date": "2024-10-20",
		"headings": [
			{
				"level": 2,
				"text": "The store module",
				"slug": "the-store-module"
			},
			{
				"level": 2,
				"text": "Using it anywhere",
				"slug": "using-it-anywhere"
			},
			{
				"level": 2,
				"text": "Why two contexts",
				"slug": "why-two-contexts"
			},
			{
				"level": 2,
				"text": "Limits",
				"slug": "limits"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/130-state-management-with-context-and-reducers.md"
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
		"date": "2024-10-21",
		"headings": [
			{
				"level": 2,
				"text": "Zustand: a store in a hook",
				"slug": "zustand-a-store-in-a-hook"
			},
			{
				"level": 2,
				"text": "Redux Toolkit: structured and explicit",
				"slug": "redux-toolkit-structured-and-explicit"
			},
			{
				"level": 2,
				"text": "Choosing",
				"slug": "choosing"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/131-external-stores-zustand-and-redux-toolkit.md"
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
		"date": "2024-10-23",
		"headings": [
			{
				"level": 2,
				"text": "Three states",
				"slug": "three-states"
			},
			{
				"level": 2,
				"text": "A reusable hook",
				"slug": "a-reusable-hook"
			},
			{
				"level": 2,
				"text": "What this pattern lacks",
				"slug": "what-this-pattern-lacks"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/132-fetching-data-in-effects.md"
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
		"date": "2024-10-24",
		"headings": [
			{
				"level": 2,
				"text": "Setup",
				"slug": "setup"
			},
			{
				"level": 2,
				"text": "useQuery",
				"slug": "usequery"
			},
			{
				"level": 2,
				"text": "What you get for free",
				"slug": "what-you-get-for-free"
			},
			{
				"level": 2,
				"text": "useMutation and invalidation",
				"slug": "usemutation-and-invalidation"
			},
			{
				"level": 2,
				"text": "Server state versus client state",
				"slug": "server-state-versus-client-state"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/133-data-fetching-with-tanstack-query.md"
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
		"date": "2024-10-26",
		"headings": [
			{
				"level": 2,
				"text": "Suspense boundaries",
				"slug": "suspense-boundaries"
			},
			{
				"level": 2,
				"text": "use: read a promise during render",
				"slug": "use-read-a-promise-during-render"
			},
			{
				"level": 2,
				"text": "Placing boundaries",
				"slug": "placing-boundaries"
			},
			{
				"level": 2,
				"text": "Keeping old content during updates",
				"slug": "keeping-old-content-during-updates"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/134-suspense-and-the-use-hook.md"
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
		"date": "2024-10-27",
		"headings": [
			{
				"level": 2,
				"text": "Writing a boundary",
				"slug": "writing-a-boundary"
			},
			{
				"level": 2,
				"text": "Using it",
				"slug": "using-it"
			},
			{
				"level": 2,
				"text": "Placing boundaries",
				"slug": "placing-boundaries"
			},
			{
				"level": 2,
				"text": "What boundaries do not catch",
				"slug": "what-boundaries-do-not-catch"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/135-error-boundaries.md"
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
		"date": "2024-10-29",
		"headings": [
			{
				"level": 2,
				"text": "lazy and dynamic import",
				"slug": "lazy-and-dynamic-import"
			},
			{
				"level": 2,
				"text": "Split by route",
				"slug": "split-by-route"
			},
			{
				"level": 2,
				"text": "Preloading",
				"slug": "preloading"
			},
			{
				"level": 2,
				"text": "When a chunk fails",
				"slug": "when-a-chunk-fails"
			},
			{
				"level": 2,
				"text": "What to split",
				"slug": "what-to-split"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/136-lazy-loading-and-code-splitting.md"
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
		"date": "2024-10-30",
		"headings": [
			{
				"level": 2,
				"text": "Why components re-render",
				"slug": "why-components-re-render"
			},
			{
				"level": 2,
				"text": "Measure with the Profiler",
				"slug": "measure-with-the-profiler"
			},
			{
				"level": 2,
				"text": "memo: skip renders when props are unchanged",
				"slug": "memo-skip-renders-when-props-are-unchanged"
			},
			{
				"level": 2,
				"text": "Fix the cause first",
				"slug": "fix-the-cause-first"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/137-performance-memo-and-the-profiler.md"
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
		"date": "2024-11-01",
		"headings": [
			{
				"level": 2,
				"text": "Setup",
				"slug": "setup"
			},
			{
				"level": 2,
				"text": "The component",
				"slug": "the-component"
			},
			{
				"level": 2,
				"text": "A first test",
				"slug": "a-first-test"
			},
			{
				"level": 2,
				"text": "Query like a user",
				"slug": "query-like-a-user"
			},
			{
				"level": 2,
				"text": "What to test",
				"slug": "what-to-test"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/138-testing-components-with-vitest-and-testing-library.md"
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
		"date": "2024-11-02",
		"headings": [
			{
				"level": 2,
				"text": "The component under test",
				"slug": "the-component-under-test"
			},
			{
				"level": 2,
				"text": "Interactions with user-event",
				"slug": "interactions-with-user-event"
			},
			{
				"level": 2,
				"text": "Waiting for asynchronous updates",
				"slug": "waiting-for-asynchronous-updates"
			},
			{
				"level": 2,
				"text": "Test doubles",
				"slug": "test-doubles"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/139-testing-user-interactions.md"
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
		"date": "2024-11-04",
		"headings": [
			{
				"level": 2,
				"text": "Props as a type",
				"slug": "props-as-a-type"
			},
			{
				"level": 2,
				"text": "Children and callbacks",
				"slug": "children-and-callbacks"
			},
			{
				"level": 2,
				"text": "Reusing native element props",
				"slug": "reusing-native-element-props"
			},
			{
				"level": 2,
				"text": "Generic components",
				"slug": "generic-components"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/140-typing-components-with-typescript.md"
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
		"date": "2024-11-05",
		"headings": [
			{
				"level": 2,
				"text": "useState and useRef",
				"slug": "usestate-and-useref"
			},
			{
				"level": 2,
				"text": "Event handlers",
				"slug": "event-handlers"
			},
			{
				"level": 2,
				"text": "useReducer with a union of actions",
				"slug": "usereducer-with-a-union-of-actions"
			},
			{
				"level": 2,
				"text": "Context without null checks everywhere",
				"slug": "context-without-null-checks-everywhere"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/141-typing-hooks-events-and-context.md"
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
		"date": "2024-11-07",
		"headings": [
			{
				"level": 2,
				"text": "The API we want",
				"slug": "the-api-we-want"
			},
			{
				"level": 2,
				"text": "The implementation",
				"slug": "the-implementation"
			},
			{
				"level": 2,
				"text": "Controlled variant",
				"slug": "controlled-variant"
			},
			{
				"level": 2,
				"text": "When to use the pattern",
				"slug": "when-to-use-the-pattern"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/142-pattern-compound-components.md"
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
		"date": "2024-11-08",
		"headings": [
			{
				"level": 2,
				"text": "Render props",
				"slug": "render-props"
			},
			{
				"level": 2,
				"text": "Higher-order components",
				"slug": "higher-order-components"
			},
			{
				"level": 2,
				"text": "The same logic as a hook",
				"slug": "the-same-logic-as-a-hook"
			},
			{
				"level": 2,
				"text": "Comparing them",
				"slug": "comparing-them"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/143-patterns-render-props-and-higher-order-components.md"
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
		"date": "2024-11-10",
		"headings": [
			{
				"level": 2,
				"text": "A function as the form action",
				"slug": "a-function-as-the-form-action"
			},
			{
				"level": 2,
				"text": "useActionState: results and errors",
				"slug": "useactionstate-results-and-errors"
			},
			{
				"level": 2,
				"text": "useFormStatus: pending state in child components",
				"slug": "useformstatus-pending-state-in-child-components"
			},
			{
				"level": 2,
				"text": "useOptimistic: show the result before the server confirms",
				"slug": "useoptimistic-show-the-result-before-the-server-confirms"
			},
			{
				"level": 2,
				"text": "Where actions run",
				"slug": "where-actions-run"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			},
			{
				"level": 2,
				"text": "Next",
				"slug": "next"
			}
		],
		"sourcePath": "notes/react/144-forms-and-actions-in-react-19.md"
	}
];
/** Each body is its own chunk, fetched when its note is opened. */
var bodies = {
	101: () => import("./101-ll-Yd3qA.js"),
	102: () => import("./102-CQlpoUCW.js"),
	103: () => import("./103-mLWWAKyN.js"),
	104: () => import("./104-7Bl6vns6.js"),
	105: () => import("./105-DVijyyzr.js"),
	106: () => import("./106-XzuCiJOR.js"),
	107: () => import("./107-_cSRdfyb.js"),
	108: () => import("./108-DfYsHJkm.js"),
	109: () => import("./109-DYq8Gp7x.js"),
	110: () => import("./110-CF1Ow9y6.js"),
	111: () => import("./111-CoA2G6Cp.js"),
	112: () => import("./112-Bnz8c5nK.js"),
	113: () => import("./113-CGBrPNW9.js"),
	114: () => import("./114-C8homSJQ.js"),
	115: () => import("./115-oyDmjJMB.js"),
	116: () => import("./116-BGdY-dSU.js"),
	117: () => import("./117-Dlyk4WVl.js"),
	118: () => import("./118-IrXqIZ2-.js"),
	119: () => import("./119-DOOw2IU9.js"),
	120: () => import("./120-DaA_8VoB.js"),
	121: () => import("./121-F1YoHHRu.js"),
	122: () => import("./122-0-QXkgmZ.js"),
	123: () => import("./123-BhRcU5rL.js"),
	124: () => import("./124-BzlxFGzS.js"),
	125: () => import("./125-DmEQqtfG.js"),
	126: () => import("./126-Bj63whWt.js"),
	127: () => import("./127-BHs7Q5Qe.js"),
	128: () => import("./128-D-vo9WmU.js"),
	129: () => import("./129-BO9GKKLs.js"),
	130: () => import("./130-Cm4rZs2Z.js"),
	131: () => import("./131-BOinAWIR.js"),
	132: () => import("./132-C-HjPf_D.js"),
	133: () => import("./133-9ML7xZhk.js"),
	134: () => import("./134-C6fvjduI.js"),
	135: () => import("./135-Bsph-PRr.js"),
	136: () => import("./136-BBGmMS2C.js"),
	137: () => import("./137-D-V5RVwL.js"),
	138: () => import("./138-BnK4vQYz.js"),
	139: () => import("./139-CjmCuOAM.js"),
	140: () => import("./140-CwMH7L9G.js"),
	141: () => import("./141-BKegoAYg.js"),
	142: () => import("./142-v7d0Sbla.js"),
	143: () => import("./143-DJBNhngt.js"),
	144: () => import("./144-B2qD2bYD.js")
};
export { bodies, lessons };
