// src/generated/series/javascript.ts
/** The notes of the series, by ascending id. */
var lessons = [
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
		"date": "2024-12-01",
		"headings": [
			{
				"level": 2,
				"text": "One language, several hosts",
				"slug": "one-language-several-hosts"
			},
			{
				"level": 2,
				"text": "The browser console",
				"slug": "the-browser-console"
			},
			{
				"level": 2,
				"text": "In a web page",
				"slug": "in-a-web-page"
			},
			{
				"level": 2,
				"text": "On your computer with Node.js",
				"slug": "on-your-computer-with-nodejs"
			},
			{
				"level": 2,
				"text": "Errors and the console",
				"slug": "errors-and-the-console"
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
		"sourcePath": "notes/javascript/301-running-javascript.md"
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
		"date": "2024-12-02",
		"headings": [
			{
				"level": 2,
				"text": "const by default, let when it changes",
				"slug": "const-by-default-let-when-it-changes"
			},
			{
				"level": 2,
				"text": "Block scope",
				"slug": "block-scope"
			},
			{
				"level": 2,
				"text": "The temporal dead zone",
				"slug": "the-temporal-dead-zone"
			},
			{
				"level": 2,
				"text": "What about var?",
				"slug": "what-about-var"
			},
			{
				"level": 2,
				"text": "Naming",
				"slug": "naming"
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
		"sourcePath": "notes/javascript/302-variables-let-and-const.md"
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
		"date": "2024-12-04",
		"headings": [
			{
				"level": 2,
				"text": "Primitives and objects",
				"slug": "primitives-and-objects"
			},
			{
				"level": 2,
				"text": "Checking types",
				"slug": "checking-types"
			},
			{
				"level": 2,
				"text": "Numbers in practice",
				"slug": "numbers-in-practice"
			},
			{
				"level": 2,
				"text": "Coercion: when JavaScript converts for you",
				"slug": "coercion-when-javascript-converts-for-you"
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
		"sourcePath": "notes/javascript/303-data-types.md"
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
		"date": "2024-12-06",
		"headings": [
			{
				"level": 2,
				"text": "Arithmetic and assignment",
				"slug": "arithmetic-and-assignment"
			},
			{
				"level": 2,
				"text": "Comparison",
				"slug": "comparison"
			},
			{
				"level": 2,
				"text": "Logical operators return values",
				"slug": "logical-operators-return-values"
			},
			{
				"level": 2,
				"text": "?? and ?.",
				"slug": "-and-"
			},
			{
				"level": 2,
				"text": "Precedence",
				"slug": "precedence"
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
		"sourcePath": "notes/javascript/304-operators.md"
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
		"date": "2024-12-08",
		"headings": [
			{
				"level": 2,
				"text": "Three kinds of quotes",
				"slug": "three-kinds-of-quotes"
			},
			{
				"level": 2,
				"text": "Reading parts of a string",
				"slug": "reading-parts-of-a-string"
			},
			{
				"level": 2,
				"text": "Transforming",
				"slug": "transforming"
			},
			{
				"level": 2,
				"text": "Comparing and sorting text for people",
				"slug": "comparing-and-sorting-text-for-people"
			},
			{
				"level": 2,
				"text": "Unicode",
				"slug": "unicode"
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
		"sourcePath": "notes/javascript/305-strings-and-template-literals.md"
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
		"date": "2024-12-10",
		"headings": [
			{
				"level": 2,
				"text": "if, else if, else",
				"slug": "if-else-if-else"
			},
			{
				"level": 2,
				"text": "Early returns keep code flat",
				"slug": "early-returns-keep-code-flat"
			},
			{
				"level": 2,
				"text": "The conditional operator",
				"slug": "the-conditional-operator"
			},
			{
				"level": 2,
				"text": "switch",
				"slug": "switch"
			},
			{
				"level": 2,
				"text": "Lookup objects instead of long chains",
				"slug": "lookup-objects-instead-of-long-chains"
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
		"sourcePath": "notes/javascript/306-conditionals.md"
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
		"date": "2024-12-12",
		"headings": [
			{
				"level": 2,
				"text": "for...of: every element of an array",
				"slug": "forof-every-element-of-an-array"
			},
			{
				"level": 2,
				"text": "The classic for loop",
				"slug": "the-classic-for-loop"
			},
			{
				"level": 2,
				"text": "while and do...while",
				"slug": "while-and-dowhile"
			},
			{
				"level": 2,
				"text": "Objects: for...in versus Object.entries",
				"slug": "objects-forin-versus-objectentries"
			},
			{
				"level": 2,
				"text": "break, continue and labels",
				"slug": "break-continue-and-labels"
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
		"sourcePath": "notes/javascript/307-loops.md"
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
		"date": "2024-12-14",
		"headings": [
			{
				"level": 2,
				"text": "Declaring and calling",
				"slug": "declaring-and-calling"
			},
			{
				"level": 2,
				"text": "Function expressions",
				"slug": "function-expressions"
			},
			{
				"level": 2,
				"text": "Parameters in practice",
				"slug": "parameters-in-practice"
			},
			{
				"level": 2,
				"text": "Functions as values",
				"slug": "functions-as-values"
			},
			{
				"level": 2,
				"text": "Good functions",
				"slug": "good-functions"
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
		"sourcePath": "notes/javascript/308-functions.md"
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
		"date": "2024-12-15",
		"headings": [
			{
				"level": 2,
				"text": "The shapes of an arrow",
				"slug": "the-shapes-of-an-arrow"
			},
			{
				"level": 2,
				"text": "Returning an object literal",
				"slug": "returning-an-object-literal"
			},
			{
				"level": 2,
				"text": "Where arrows shine: callbacks",
				"slug": "where-arrows-shine-callbacks"
			},
			{
				"level": 2,
				"text": "How arrows differ from regular functions",
				"slug": "how-arrows-differ-from-regular-functions"
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
		"sourcePath": "notes/javascript/309-arrow-functions.md"
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
		"date": "2024-12-17",
		"headings": [
			{
				"level": 2,
				"text": "Four kinds of scope",
				"slug": "four-kinds-of-scope"
			},
			{
				"level": 2,
				"text": "Lexical scope: looking outward",
				"slug": "lexical-scope-looking-outward"
			},
			{
				"level": 2,
				"text": "Hoisting",
				"slug": "hoisting"
			},
			{
				"level": 2,
				"text": "Block scope in loops",
				"slug": "block-scope-in-loops"
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
		"sourcePath": "notes/javascript/310-scope-and-hoisting.md"
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
		"date": "2024-12-19",
		"headings": [
			{
				"level": 2,
				"text": "A function that remembers",
				"slug": "a-function-that-remembers"
			},
			{
				"level": 2,
				"text": "Why it works",
				"slug": "why-it-works"
			},
			{
				"level": 2,
				"text": "Function factories",
				"slug": "function-factories"
			},
			{
				"level": 2,
				"text": "Closures in callbacks",
				"slug": "closures-in-callbacks"
			},
			{
				"level": 2,
				"text": "Once-only functions and memoisation",
				"slug": "once-only-functions-and-memoisation"
			},
			{
				"level": 2,
				"text": "Pitfalls",
				"slug": "pitfalls"
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
		"sourcePath": "notes/javascript/311-closures.md"
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
		"date": "2024-12-21",
		"headings": [
			{
				"level": 2,
				"text": "Creating and reading",
				"slug": "creating-and-reading"
			},
			{
				"level": 2,
				"text": "Adding and removing",
				"slug": "adding-and-removing"
			},
			{
				"level": 2,
				"text": "Searching",
				"slug": "searching"
			},
			{
				"level": 2,
				"text": "Copying, sorting and reversing without surprises",
				"slug": "copying-sorting-and-reversing-without-surprises"
			},
			{
				"level": 2,
				"text": "Joining and flattening",
				"slug": "joining-and-flattening"
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
		"sourcePath": "notes/javascript/312-arrays.md"
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
		"date": "2024-12-23",
		"headings": [
			{
				"level": 2,
				"text": "map: transform every item",
				"slug": "map-transform-every-item"
			},
			{
				"level": 2,
				"text": "filter: keep the items that pass",
				"slug": "filter-keep-the-items-that-pass"
			},
			{
				"level": 2,
				"text": "reduce: combine into one value",
				"slug": "reduce-combine-into-one-value"
			},
			{
				"level": 2,
				"text": "Chaining",
				"slug": "chaining"
			},
			{
				"level": 2,
				"text": "When to use a loop instead",
				"slug": "when-to-use-a-loop-instead"
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
		"sourcePath": "notes/javascript/313-map-filter-and-reduce.md"
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
		"date": "2024-12-25",
		"headings": [
			{
				"level": 2,
				"text": "Object literals",
				"slug": "object-literals"
			},
			{
				"level": 2,
				"text": "Shorthand and computed keys",
				"slug": "shorthand-and-computed-keys"
			},
			{
				"level": 2,
				"text": "Adding, changing and removing",
				"slug": "adding-changing-and-removing"
			},
			{
				"level": 2,
				"text": "Looping over an object",
				"slug": "looping-over-an-object"
			},
			{
				"level": 2,
				"text": "References and copies",
				"slug": "references-and-copies"
			},
			{
				"level": 2,
				"text": "When to use a Map instead",
				"slug": "when-to-use-a-map-instead"
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
		"sourcePath": "notes/javascript/314-objects.md"
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
		"date": "2024-12-26",
		"headings": [
			{
				"level": 2,
				"text": "Arrays: by position",
				"slug": "arrays-by-position"
			},
			{
				"level": 2,
				"text": "Objects: by name",
				"slug": "objects-by-name"
			},
			{
				"level": 2,
				"text": "In function parameters",
				"slug": "in-function-parameters"
			},
			{
				"level": 2,
				"text": "In loops",
				"slug": "in-loops"
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
		"sourcePath": "notes/javascript/315-destructuring.md"
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
		"date": "2024-12-28",
		"headings": [
			{
				"level": 2,
				"text": "Spread in arrays",
				"slug": "spread-in-arrays"
			},
			{
				"level": 2,
				"text": "Spread in function calls",
				"slug": "spread-in-function-calls"
			},
			{
				"level": 2,
				"text": "Spread in objects",
				"slug": "spread-in-objects"
			},
			{
				"level": 2,
				"text": "Rest parameters",
				"slug": "rest-parameters"
			},
			{
				"level": 2,
				"text": "Rest in destructuring",
				"slug": "rest-in-destructuring"
			},
			{
				"level": 2,
				"text": "Telling them apart",
				"slug": "telling-them-apart"
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
		"sourcePath": "notes/javascript/316-spread-and-rest.md"
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
		"date": "2024-12-30",
		"headings": [
			{
				"level": 2,
				"text": "The rules, in order",
				"slug": "the-rules-in-order"
			},
			{
				"level": 2,
				"text": "Methods: the object before the dot",
				"slug": "methods-the-object-before-the-dot"
			},
			{
				"level": 2,
				"text": "Losing this",
				"slug": "losing-this"
			},
			{
				"level": 2,
				"text": "Arrow functions keep the outer this",
				"slug": "arrow-functions-keep-the-outer-this"
			},
			{
				"level": 2,
				"text": "call, apply and bind",
				"slug": "call-apply-and-bind"
			},
			{
				"level": 2,
				"text": "this in classes and the DOM",
				"slug": "this-in-classes-and-the-dom"
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
		"sourcePath": "notes/javascript/317-the-this-keyword.md"
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
		"date": "2025-01-01",
		"headings": [
			{
				"level": 2,
				"text": "The lookup chain",
				"slug": "the-lookup-chain"
			},
			{
				"level": 2,
				"text": "Built-in chains",
				"slug": "built-in-chains"
			},
			{
				"level": 2,
				"text": "Constructor functions",
				"slug": "constructor-functions"
			},
			{
				"level": 2,
				"text": "Inspecting and changing prototypes",
				"slug": "inspecting-and-changing-prototypes"
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
		"sourcePath": "notes/javascript/318-prototypes-and-inheritance.md"
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
		"date": "2025-01-03",
		"headings": [
			{
				"level": 2,
				"text": "A class",
				"slug": "a-class"
			},
			{
				"level": 2,
				"text": "Inheritance with extends",
				"slug": "inheritance-with-extends"
			},
			{
				"level": 2,
				"text": "Composition over deep hierarchies",
				"slug": "composition-over-deep-hierarchies"
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
		"sourcePath": "notes/javascript/319-classes.md"
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
		"date": "2025-01-05",
		"headings": [
			{
				"level": 2,
				"text": "throw and try...catch",
				"slug": "throw-and-trycatch"
			},
			{
				"level": 2,
				"text": "Built-in error types",
				"slug": "built-in-error-types"
			},
			{
				"level": 2,
				"text": "Custom errors with a cause",
				"slug": "custom-errors-with-a-cause"
			},
			{
				"level": 2,
				"text": "Where to catch",
				"slug": "where-to-catch"
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
		"sourcePath": "notes/javascript/320-error-handling.md"
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
		"date": "2025-01-06",
		"headings": [
			{
				"level": 2,
				"text": "From HTML to a tree",
				"slug": "from-html-to-a-tree"
			},
			{
				"level": 2,
				"text": "Nodes and elements",
				"slug": "nodes-and-elements"
			},
			{
				"level": 2,
				"text": "Reading the page is reading objects",
				"slug": "reading-the-page-is-reading-objects"
			},
			{
				"level": 2,
				"text": "When is the DOM ready?",
				"slug": "when-is-the-dom-ready"
			},
			{
				"level": 2,
				"text": "The DOM is not JavaScript",
				"slug": "the-dom-is-not-javascript"
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
		"sourcePath": "notes/javascript/321-the-dom.md"
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
		"date": "2025-01-08",
		"headings": [
			{
				"level": 2,
				"text": "Selecting",
				"slug": "selecting"
			},
			{
				"level": 2,
				"text": "Changing text and HTML",
				"slug": "changing-text-and-html"
			},
			{
				"level": 2,
				"text": "Attributes, properties and data attributes",
				"slug": "attributes-properties-and-data-attributes"
			},
			{
				"level": 2,
				"text": "Classes and styles",
				"slug": "classes-and-styles"
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
		"sourcePath": "notes/javascript/322-selecting-and-changing-elements.md"
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
		"date": "2025-01-10",
		"headings": [
			{
				"level": 2,
				"text": "Create, fill, insert",
				"slug": "create-fill-insert"
			},
			{
				"level": 2,
				"text": "Where to insert",
				"slug": "where-to-insert"
			},
			{
				"level": 2,
				"text": "Rendering a list from data",
				"slug": "rendering-a-list-from-data"
			},
			{
				"level": 2,
				"text": "Templates for larger markup",
				"slug": "templates-for-larger-markup"
			},
			{
				"level": 2,
				"text": "Removing",
				"slug": "removing"
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
		"sourcePath": "notes/javascript/323-creating-and-removing-elements.md"
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
		"date": "2025-01-12",
		"headings": [
			{
				"level": 2,
				"text": "Listening",
				"slug": "listening"
			},
			{
				"level": 2,
				"text": "The event object",
				"slug": "the-event-object"
			},
			{
				"level": 2,
				"text": "Preventing the default action",
				"slug": "preventing-the-default-action"
			},
			{
				"level": 2,
				"text": "Choosing events",
				"slug": "choosing-events"
			},
			{
				"level": 2,
				"text": "Removing listeners and running once",
				"slug": "removing-listeners-and-running-once"
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
		"sourcePath": "notes/javascript/324-events.md"
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
		"date": "2025-01-14",
		"headings": [
			{
				"level": 2,
				"text": "Three phases",
				"slug": "three-phases"
			},
			{
				"level": 2,
				"text": "target versus currentTarget",
				"slug": "target-versus-currenttarget"
			},
			{
				"level": 2,
				"text": "Event delegation",
				"slug": "event-delegation"
			},
			{
				"level": 2,
				"text": "Stopping propagation, carefully",
				"slug": "stopping-propagation-carefully"
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
		"sourcePath": "notes/javascript/325-propagation-and-event-delegation.md"
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
		"date": "2025-01-15",
		"headings": [
			{
				"level": 2,
				"text": "The form",
				"slug": "the-form"
			},
			{
				"level": 2,
				"text": "Reading values",
				"slug": "reading-values"
			},
			{
				"level": 2,
				"text": "Reacting as the user types",
				"slug": "reacting-as-the-user-types"
			},
			{
				"level": 2,
				"text": "Validating",
				"slug": "validating"
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
		"sourcePath": "notes/javascript/326-working-with-forms.md"
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
		"date": "2025-01-17",
		"headings": [
			{
				"level": 2,
				"text": "setTimeout: once, later",
				"slug": "settimeout-once-later"
			},
			{
				"level": 2,
				"text": "setInterval: repeatedly",
				"slug": "setinterval-repeatedly"
			},
			{
				"level": 2,
				"text": "Delays are minimums",
				"slug": "delays-are-minimums"
			},
			{
				"level": 2,
				"text": "Debouncing in one paragraph",
				"slug": "debouncing-in-one-paragraph"
			},
			{
				"level": 2,
				"text": "Animation: requestAnimationFrame",
				"slug": "animation-requestanimationframe"
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
		"sourcePath": "notes/javascript/327-timers.md"
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
		"date": "2025-01-19",
		"headings": [
			{
				"level": 2,
				"text": "Synchronous callbacks",
				"slug": "synchronous-callbacks"
			},
			{
				"level": 2,
				"text": "Asynchronous callbacks",
				"slug": "asynchronous-callbacks"
			},
			{
				"level": 2,
				"text": "The error-first convention",
				"slug": "the-error-first-convention"
			},
			{
				"level": 2,
				"text": "Callback hell",
				"slug": "callback-hell"
			},
			{
				"level": 2,
				"text": "Callbacks are still everywhere",
				"slug": "callbacks-are-still-everywhere"
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
		"sourcePath": "notes/javascript/328-callbacks.md"
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
		"date": "2025-01-21",
		"headings": [
			{
				"level": 2,
				"text": "States",
				"slug": "states"
			},
			{
				"level": 2,
				"text": "Chaining",
				"slug": "chaining"
			},
			{
				"level": 2,
				"text": "Running work in parallel",
				"slug": "running-work-in-parallel"
			},
			{
				"level": 2,
				"text": "Promisifying a callback API",
				"slug": "promisifying-a-callback-api"
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
		"sourcePath": "notes/javascript/329-promises.md"
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
		"date": "2025-01-23",
		"headings": [
			{
				"level": 2,
				"text": "async functions and await",
				"slug": "async-functions-and-await"
			},
			{
				"level": 2,
				"text": "Errors with try...catch",
				"slug": "errors-with-trycatch"
			},
			{
				"level": 2,
				"text": "Sequential versus parallel",
				"slug": "sequential-versus-parallel"
			},
			{
				"level": 2,
				"text": "Loops",
				"slug": "loops"
			},
			{
				"level": 2,
				"text": "Common traps",
				"slug": "common-traps"
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
		"sourcePath": "notes/javascript/330-async-and-await.md"
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
		"date": "2025-01-25",
		"headings": [
			{
				"level": 2,
				"text": "GET and read JSON",
				"slug": "get-and-read-json"
			},
			{
				"level": 2,
				"text": "HTTP errors do not reject",
				"slug": "http-errors-do-not-reject"
			},
			{
				"level": 2,
				"text": "Sending data",
				"slug": "sending-data"
			},
			{
				"level": 2,
				"text": "Time-outs and cancelling",
				"slug": "time-outs-and-cancelling"
			},
			{
				"level": 2,
				"text": "CORS in one paragraph",
				"slug": "cors-in-one-paragraph"
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
		"sourcePath": "notes/javascript/331-the-fetch-api.md"
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
		"date": "2025-01-26",
		"headings": [
			{
				"level": 2,
				"text": "Exporting and importing",
				"slug": "exporting-and-importing"
			},
			{
				"level": 2,
				"text": "What makes a module different",
				"slug": "what-makes-a-module-different"
			},
			{
				"level": 2,
				"text": "Loading on demand with import()",
				"slug": "loading-on-demand-with-import"
			},
			{
				"level": 2,
				"text": "Specifiers: what goes in the quotes",
				"slug": "specifiers-what-goes-in-the-quotes"
			},
			{
				"level": 2,
				"text": "Modules in Node.js",
				"slug": "modules-in-nodejs"
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
		"sourcePath": "notes/javascript/332-modules.md"
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
		"date": "2025-01-28",
		"headings": [
			{
				"level": 2,
				"text": "Two stores, one API",
				"slug": "two-stores-one-api"
			},
			{
				"level": 2,
				"text": "Storing objects",
				"slug": "storing-objects"
			},
			{
				"level": 2,
				"text": "Storage can fail",
				"slug": "storage-can-fail"
			},
			{
				"level": 2,
				"text": "Syncing tabs with the storage event",
				"slug": "syncing-tabs-with-the-storage-event"
			},
			{
				"level": 2,
				"text": "What not to store",
				"slug": "what-not-to-store"
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
		"sourcePath": "notes/javascript/333-localstorage-and-sessionstorage.md"
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
		"date": "2025-01-30",
		"headings": [
			{
				"level": 2,
				"text": "The format",
				"slug": "the-format"
			},
			{
				"level": 2,
				"text": "JSON.stringify",
				"slug": "jsonstringify"
			},
			{
				"level": 2,
				"text": "JSON.parse",
				"slug": "jsonparse"
			},
			{
				"level": 2,
				"text": "Deep copies",
				"slug": "deep-copies"
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
		"sourcePath": "notes/javascript/334-json.md"
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
		"date": "2025-02-01",
		"headings": [
			{
				"level": 2,
				"text": "Map",
				"slug": "map"
			},
			{
				"level": 2,
				"text": "Set",
				"slug": "set"
			},
			{
				"level": 2,
				"text": "WeakMap and WeakSet",
				"slug": "weakmap-and-weakset"
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
		"sourcePath": "notes/javascript/335-map-set-and-weak-collections.md"
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
		"date": "2025-02-03",
		"headings": [
			{
				"level": 2,
				"text": "The iteration protocol",
				"slug": "the-iteration-protocol"
			},
			{
				"level": 2,
				"text": "Generators",
				"slug": "generators"
			},
			{
				"level": 2,
				"text": "Making a class iterable",
				"slug": "making-a-class-iterable"
			},
			{
				"level": 2,
				"text": "Lazy and infinite sequences",
				"slug": "lazy-and-infinite-sequences"
			},
			{
				"level": 2,
				"text": "Async iteration",
				"slug": "async-iteration"
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
		"sourcePath": "notes/javascript/336-iterators-and-generators.md"
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
		"date": "2025-02-05",
		"headings": [
			{
				"level": 2,
				"text": "The pieces",
				"slug": "the-pieces"
			},
			{
				"level": 2,
				"text": "The loop",
				"slug": "the-loop"
			},
			{
				"level": 2,
				"text": "Predicting the order",
				"slug": "predicting-the-order"
			},
			{
				"level": 2,
				"text": "Blocking the loop",
				"slug": "blocking-the-loop"
			},
			{
				"level": 2,
				"text": "Node.js",
				"slug": "nodejs"
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
		"sourcePath": "notes/javascript/337-the-event-loop.md"
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
		"date": "2025-02-06",
		"headings": [
			{
				"level": 2,
				"text": "Execution contexts",
				"slug": "execution-contexts"
			},
			{
				"level": 2,
				"text": "The call stack",
				"slug": "the-call-stack"
			},
			{
				"level": 2,
				"text": "Recursion and stack depth",
				"slug": "recursion-and-stack-depth"
			},
			{
				"level": 2,
				"text": "Asynchronous code and the stack",
				"slug": "asynchronous-code-and-the-stack"
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
		"sourcePath": "notes/javascript/338-execution-contexts-and-the-call-stack.md"
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
		"date": "2025-02-08",
		"headings": [
			{
				"level": 2,
				"text": "Allocation and reachability",
				"slug": "allocation-and-reachability"
			},
			{
				"level": 2,
				"text": "How leaks happen",
				"slug": "how-leaks-happen"
			},
			{
				"level": 2,
				"text": "Finding a leak",
				"slug": "finding-a-leak"
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
		"sourcePath": "notes/javascript/339-memory-and-garbage-collection.md"
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
		"date": "2025-02-10",
		"headings": [
			{
				"level": 2,
				"text": "Debounce: wait until things calm down",
				"slug": "debounce-wait-until-things-calm-down"
			},
			{
				"level": 2,
				"text": "Throttle: at most once per interval",
				"slug": "throttle-at-most-once-per-interval"
			},
			{
				"level": 2,
				"text": "Currying and partial application",
				"slug": "currying-and-partial-application"
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
		"sourcePath": "notes/javascript/340-debouncing-throttling-and-currying.md"
	}
];
/** Each body is its own chunk, fetched when its note is opened. */
var bodies = {
	301: () => import("./301-Bt0gZRSv.js"),
	302: () => import("./302-2Iu9ee35.js"),
	303: () => import("./303-j3Qpo8Ng.js"),
	304: () => import("./304-CnVhVGoX.js"),
	305: () => import("./305-BlBVdOp2.js"),
	306: () => import("./306-DGMckaMi.js"),
	307: () => import("./307-CJt81d27.js"),
	308: () => import("./308-D0up_Ulp.js"),
	309: () => import("./309-BOFHwPRD.js"),
	310: () => import("./310-a2-h3QSO.js"),
	311: () => import("./311-CIWa2MO4.js"),
	312: () => import("./312-BhYpzogS.js"),
	313: () => import("./313-DKCzJ8f2.js"),
	314: () => import("./314-B_h0AcEH.js"),
	315: () => import("./315-D0HiiwZV.js"),
	316: () => import("./316-CNuoeVxA.js"),
	317: () => import("./317-B6IUAibb.js"),
	318: () => import("./318-By4kHSj_.js"),
	319: () => import("./319-BVSvpzcd.js"),
	320: () => import("./320-BRG9gzaS.js"),
	321: () => import("./321-C6sU9A2L.js"),
	322: () => import("./322-BlBL_dEU.js"),
	323: () => import("./323-CkoDsDrs.js"),
	324: () => import("./324-qT5VLuza.js"),
	325: () => import("./325-BNdbr3tn.js"),
	326: () => import("./326-BY0YEtgs.js"),
	327: () => import("./327-DuGaMGy9.js"),
	328: () => import("./328-BuGLGyVK.js"),
	329: () => import("./329-CayGYOq8.js"),
	330: () => import("./330-CluXTnXA.js"),
	331: () => import("./331-kPDTRiqM.js"),
	332: () => import("./332-sgAO7M-b.js"),
	333: () => import("./333-C3sAJJqW.js"),
	334: () => import("./334-cmWedjD9.js"),
	335: () => import("./335-CuUkFbzk.js"),
	336: () => import("./336-YYAu3gAt.js"),
	337: () => import("./337-DXJP_FT3.js"),
	338: () => import("./338-Btw2_PXQ.js"),
	339: () => import("./339-CduY0zHA.js"),
	340: () => import("./340-De_JV59o.js")
};
export { bodies, lessons };
