// src/generated/series/python.ts
/** The notes of the series, by ascending id. */
var lessons = [
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
		"date": "2025-09-21",
		"headings": [
			{
				"level": 2,
				"text": "Install Python",
				"slug": "install-python"
			},
			{
				"level": 2,
				"text": "The interactive shell",
				"slug": "the-interactive-shell"
			},
			{
				"level": 2,
				"text": "Your first script",
				"slug": "your-first-script"
			},
			{
				"level": 2,
				"text": "Reading input",
				"slug": "reading-input"
			},
			{
				"level": 2,
				"text": "Editors and style",
				"slug": "editors-and-style"
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
		"sourcePath": "notes/python/3001-getting-started-with-python.md"
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
		"date": "2025-09-22",
		"headings": [
			{
				"level": 2,
				"text": "Names point at objects",
				"slug": "names-point-at-objects"
			},
			{
				"level": 2,
				"text": "The core types",
				"slug": "the-core-types"
			},
			{
				"level": 2,
				"text": "Converting between types",
				"slug": "converting-between-types"
			},
			{
				"level": 2,
				"text": "Type hints",
				"slug": "type-hints"
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
		"sourcePath": "notes/python/3002-variables-and-types.md"
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
		"date": "2025-09-23",
		"headings": [
			{
				"level": 2,
				"text": "Writing strings",
				"slug": "writing-strings"
			},
			{
				"level": 2,
				"text": "Indexing and slicing",
				"slug": "indexing-and-slicing"
			},
			{
				"level": 2,
				"text": "Everyday methods",
				"slug": "everyday-methods"
			},
			{
				"level": 2,
				"text": "Formatting with f-strings",
				"slug": "formatting-with-f-strings"
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
		"sourcePath": "notes/python/3003-strings.md"
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
		"date": "2025-09-24",
		"headings": [
			{
				"level": 2,
				"text": "Lists",
				"slug": "lists"
			},
			{
				"level": 2,
				"text": "Adding and removing items",
				"slug": "adding-and-removing-items"
			},
			{
				"level": 2,
				"text": "Sorting",
				"slug": "sorting"
			},
			{
				"level": 2,
				"text": "Copying and nested lists",
				"slug": "copying-and-nested-lists"
			},
			{
				"level": 2,
				"text": "Tuples",
				"slug": "tuples"
			},
			{
				"level": 2,
				"text": "Lists or tuples?",
				"slug": "lists-or-tuples"
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
		"sourcePath": "notes/python/3004-lists-and-tuples.md"
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
		"date": "2025-09-25",
		"headings": [
			{
				"level": 2,
				"text": "Dictionaries",
				"slug": "dictionaries"
			},
			{
				"level": 2,
				"text": "Looping and merging",
				"slug": "looping-and-merging"
			},
			{
				"level": 2,
				"text": "Counting and grouping",
				"slug": "counting-and-grouping"
			},
			{
				"level": 2,
				"text": "Sets",
				"slug": "sets"
			},
			{
				"level": 2,
				"text": "Choosing a collection",
				"slug": "choosing-a-collection"
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
		"sourcePath": "notes/python/3005-dictionaries-and-sets.md"
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
		"date": "2025-09-26",
		"headings": [
			{
				"level": 2,
				"text": "if, elif and else",
				"slug": "if-elif-and-else"
			},
			{
				"level": 2,
				"text": "for loops",
				"slug": "for-loops"
			},
			{
				"level": 2,
				"text": "while loops",
				"slug": "while-loops"
			},
			{
				"level": 2,
				"text": "break, continue and else",
				"slug": "break-continue-and-else"
			},
			{
				"level": 2,
				"text": "match",
				"slug": "match"
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
		"sourcePath": "notes/python/3006-control-flow.md"
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
		"date": "2025-09-27",
		"headings": [
			{
				"level": 2,
				"text": "Defining and calling",
				"slug": "defining-and-calling"
			},
			{
				"level": 2,
				"text": "Defaults and the mutable-default trap",
				"slug": "defaults-and-the-mutable-default-trap"
			},
			{
				"level": 2,
				"text": "*args, **kwargs and keyword-only parameters",
				"slug": "args-kwargs-and-keyword-only-parameters"
			},
			{
				"level": 2,
				"text": "Scope",
				"slug": "scope"
			},
			{
				"level": 2,
				"text": "Functions are values",
				"slug": "functions-are-values"
			},
			{
				"level": 2,
				"text": "Generic functions (Python 3.12+)",
				"slug": "generic-functions-python-312"
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
		"sourcePath": "notes/python/3007-functions.md"
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
		"date": "2025-09-28",
		"headings": [
			{
				"level": 2,
				"text": "Importing modules",
				"slug": "importing-modules"
			},
			{
				"level": 2,
				"text": "Your own modules and packages",
				"slug": "your-own-modules-and-packages"
			},
			{
				"level": 2,
				"text": "Virtual environments",
				"slug": "virtual-environments"
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
		"sourcePath": "notes/python/3008-modules-packages-and-virtual-environments.md"
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
		"date": "2025-09-29",
		"headings": [
			{
				"level": 2,
				"text": "Paths with pathlib",
				"slug": "paths-with-pathlib"
			},
			{
				"level": 2,
				"text": "JSON files",
				"slug": "json-files"
			},
			{
				"level": 2,
				"text": "Handling exceptions",
				"slug": "handling-exceptions"
			},
			{
				"level": 2,
				"text": "Raising your own exceptions",
				"slug": "raising-your-own-exceptions"
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
		"sourcePath": "notes/python/3009-files-and-exceptions.md"
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
		"date": "2025-09-30",
		"headings": [
			{
				"level": 2,
				"text": "A first class",
				"slug": "a-first-class"
			},
			{
				"level": 2,
				"text": "Class methods and static methods",
				"slug": "class-methods-and-static-methods"
			},
			{
				"level": 2,
				"text": "Inheritance",
				"slug": "inheritance"
			},
			{
				"level": 2,
				"text": "Dataclasses",
				"slug": "dataclasses"
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
		"sourcePath": "notes/python/3010-classes-and-objects.md"
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
		"date": "2025-10-01",
		"headings": [
			{
				"level": 2,
				"text": "List comprehensions",
				"slug": "list-comprehensions"
			},
			{
				"level": 2,
				"text": "Dict and set comprehensions",
				"slug": "dict-and-set-comprehensions"
			},
			{
				"level": 2,
				"text": "Generator expressions",
				"slug": "generator-expressions"
			},
			{
				"level": 2,
				"text": "Generator functions",
				"slug": "generator-functions"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			}
		],
		"sourcePath": "notes/python/3011-comprehensions-and-generators.md"
	}
];
/** Each body is its own chunk, fetched when its note is opened. */
var bodies = {
	3001: () => import("./3001-BC6TAKdA.js"),
	3002: () => import("./3002-DaBMWozd.js"),
	3003: () => import("./3003-DGr9knxf.js"),
	3004: () => import("./3004-BwSMoXKL.js"),
	3005: () => import("./3005-DWOEeIos.js"),
	3006: () => import("./3006-6Y3gda50.js"),
	3007: () => import("./3007-B_0J4nFu.js"),
	3008: () => import("./3008-BSKjhXTg.js"),
	3009: () => import("./3009-CRs3hcD2.js"),
	3010: () => import("./3010-DBRZtizm.js"),
	3011: () => import("./3011-CSjRzoRR.js")
};
export { bodies, lessons };
