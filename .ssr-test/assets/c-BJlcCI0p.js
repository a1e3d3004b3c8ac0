// src/generated/series/c.ts
/** The notes of the series, by ascending id. */
var lessons = [
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
		"date": "2025-07-01",
		"headings": [
			{
				"level": 2,
				"text": "What you need",
				"slug": "what-you-need"
			},
			{
				"level": 2,
				"text": "Hello, world",
				"slug": "hello-world"
			},
			{
				"level": 2,
				"text": "What each line does",
				"slug": "what-each-line-does"
			},
			{
				"level": 2,
				"text": "Printing values with printf",
				"slug": "printing-values-with-printf"
			},
			{
				"level": 2,
				"text": "Reading a number safely",
				"slug": "reading-a-number-safely"
			},
			{
				"level": 2,
				"text": "Reading compiler errors",
				"slug": "reading-compiler-errors"
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
		"sourcePath": "notes/c/901-your-first-c-program.md"
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
		"date": "2025-07-03",
		"headings": [
			{
				"level": 2,
				"text": "Declaring and initialising",
				"slug": "declaring-and-initialising"
			},
			{
				"level": 2,
				"text": "The basic types",
				"slug": "the-basic-types"
			},
			{
				"level": 2,
				"text": "Exact widths with stdint.h",
				"slug": "exact-widths-with-stdinth"
			},
			{
				"level": 2,
				"text": "Floating-point values are approximations",
				"slug": "floating-point-values-are-approximations"
			},
			{
				"level": 2,
				"text": "Literals",
				"slug": "literals"
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
		"sourcePath": "notes/c/902-variables-and-types.md"
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
		"date": "2025-07-05",
		"headings": [
			{
				"level": 2,
				"text": "Arithmetic and integer division",
				"slug": "arithmetic-and-integer-division"
			},
			{
				"level": 2,
				"text": "Assignment, compound assignment and increment",
				"slug": "assignment-compound-assignment-and-increment"
			},
			{
				"level": 2,
				"text": "Comparison and logical operators",
				"slug": "comparison-and-logical-operators"
			},
			{
				"level": 2,
				"text": "Bitwise operators",
				"slug": "bitwise-operators"
			},
			{
				"level": 2,
				"text": "Precedence",
				"slug": "precedence"
			},
			{
				"level": 2,
				"text": "Conversions in mixed expressions",
				"slug": "conversions-in-mixed-expressions"
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
		"sourcePath": "notes/c/903-operators-and-expressions.md"
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
		"date": "2025-07-07",
		"headings": [
			{
				"level": 2,
				"text": "if, else if and else",
				"slug": "if-else-if-and-else"
			},
			{
				"level": 2,
				"text": "switch",
				"slug": "switch"
			},
			{
				"level": 2,
				"text": "Loops",
				"slug": "loops"
			},
			{
				"level": 2,
				"text": "break and continue",
				"slug": "break-and-continue"
			},
			{
				"level": 2,
				"text": "Common loop mistakes",
				"slug": "common-loop-mistakes"
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
		"sourcePath": "notes/c/904-control-flow.md"
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
		"date": "2025-07-09",
		"headings": [
			{
				"level": 2,
				"text": "Defining and calling a function",
				"slug": "defining-and-calling-a-function"
			},
			{
				"level": 2,
				"text": "Prototypes: declare before use",
				"slug": "prototypes-declare-before-use"
			},
			{
				"level": 2,
				"text": "Arguments are passed by value",
				"slug": "arguments-are-passed-by-value"
			},
			{
				"level": 2,
				"text": "Scope and lifetime",
				"slug": "scope-and-lifetime"
			},
			{
				"level": 2,
				"text": "Recursion",
				"slug": "recursion"
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
		"sourcePath": "notes/c/905-functions.md"
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
		"date": "2025-07-11",
		"headings": [
			{
				"level": 2,
				"text": "Declaring and using arrays",
				"slug": "declaring-and-using-arrays"
			},
			{
				"level": 2,
				"text": "Passing arrays to functions",
				"slug": "passing-arrays-to-functions"
			},
			{
				"level": 2,
				"text": "Strings are char arrays",
				"slug": "strings-are-char-arrays"
			},
			{
				"level": 2,
				"text": "Copying and joining safely",
				"slug": "copying-and-joining-safely"
			},
			{
				"level": 2,
				"text": "Reading a line of text",
				"slug": "reading-a-line-of-text"
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
		"sourcePath": "notes/c/906-arrays-and-strings.md"
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
		"date": "2025-07-13",
		"headings": [
			{
				"level": 2,
				"text": "Addresses and pointers",
				"slug": "addresses-and-pointers"
			},
			{
				"level": 2,
				"text": "Letting a function change your variables",
				"slug": "letting-a-function-change-your-variables"
			},
			{
				"level": 2,
				"text": "NULL: pointing at nothing",
				"slug": "null-pointing-at-nothing"
			},
			{
				"level": 2,
				"text": "Pointers and arrays",
				"slug": "pointers-and-arrays"
			},
			{
				"level": 2,
				"text": "const and pointers",
				"slug": "const-and-pointers"
			},
			{
				"level": 2,
				"text": "Pointer bugs to avoid",
				"slug": "pointer-bugs-to-avoid"
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
		"sourcePath": "notes/c/907-pointers.md"
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
		"date": "2025-07-15",
		"headings": [
			{
				"level": 2,
				"text": "Stack and heap",
				"slug": "stack-and-heap"
			},
			{
				"level": 2,
				"text": "malloc and free",
				"slug": "malloc-and-free"
			},
			{
				"level": 2,
				"text": "Growing an array with realloc",
				"slug": "growing-an-array-with-realloc"
			},
			{
				"level": 2,
				"text": "Returning allocated memory",
				"slug": "returning-allocated-memory"
			},
			{
				"level": 2,
				"text": "Finding memory bugs",
				"slug": "finding-memory-bugs"
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
		"sourcePath": "notes/c/908-dynamic-memory.md"
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
		"date": "2025-07-17",
		"headings": [
			{
				"level": 2,
				"text": "Structs",
				"slug": "structs"
			},
			{
				"level": 2,
				"text": "Pointers to structs",
				"slug": "pointers-to-structs"
			},
			{
				"level": 2,
				"text": "Padding and sizeof",
				"slug": "padding-and-sizeof"
			},
			{
				"level": 2,
				"text": "Enums",
				"slug": "enums"
			},
			{
				"level": 2,
				"text": "Unions and tagged unions",
				"slug": "unions-and-tagged-unions"
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
		"sourcePath": "notes/c/909-structs-unions-and-enums.md"
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
		"date": "2025-07-20",
		"headings": [
			{
				"level": 2,
				"text": "Opening and closing",
				"slug": "opening-and-closing"
			},
			{
				"level": 2,
				"text": "Writing and reading text",
				"slug": "writing-and-reading-text"
			},
			{
				"level": 2,
				"text": "Binary files",
				"slug": "binary-files"
			},
			{
				"level": 2,
				"text": "Files named on the command line",
				"slug": "files-named-on-the-command-line"
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
		"sourcePath": "notes/c/910-file-io.md"
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
		"date": "2025-07-23",
		"headings": [
			{
				"level": 2,
				"text": "What the preprocessor does",
				"slug": "what-the-preprocessor-does"
			},
			{
				"level": 2,
				"text": "Macros",
				"slug": "macros"
			},
			{
				"level": 2,
				"text": "Conditional compilation",
				"slug": "conditional-compilation"
			},
			{
				"level": 2,
				"text": "Header files",
				"slug": "header-files"
			},
			{
				"level": 2,
				"text": "Compiling and linking",
				"slug": "compiling-and-linking"
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
		"sourcePath": "notes/c/911-the-preprocessor-and-multi-file-programs.md"
	}
];
/** Each body is its own chunk, fetched when its note is opened. */
var bodies = {
	901: () => import("./901-CqONbvAD.js"),
	902: () => import("./902-DlHe0UUV.js"),
	903: () => import("./903-DWrkNMhg.js"),
	904: () => import("./904-cKJ5dWk4.js"),
	905: () => import("./905-pZatqL7W.js"),
	906: () => import("./906-BfzYpovB.js"),
	907: () => import("./907-JHwRC1b0.js"),
	908: () => import("./908-IFQS3pif.js"),
	909: () => import("./909-CdT5AgZi.js"),
	910: () => import("./910-C9MKVahK.js"),
	911: () => import("./911-BdKKSE1K.js")
};
export { bodies, lessons };
