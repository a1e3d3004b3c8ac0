// src/generated/series/java.ts
/** The notes of the series, by ascending id. */
var lessons = [
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
		"date": "2025-10-04",
		"headings": [
			{
				"level": 2,
				"text": "JDK, JRE and JVM",
				"slug": "jdk-jre-and-jvm"
			},
			{
				"level": 2,
				"text": "Your first program",
				"slug": "your-first-program"
			},
			{
				"level": 2,
				"text": "Reading the program",
				"slug": "reading-the-program"
			},
			{
				"level": 2,
				"text": "Command-line arguments",
				"slug": "command-line-arguments"
			},
			{
				"level": 2,
				"text": "Compile-time errors are your friend",
				"slug": "compile-time-errors-are-your-friend"
			},
			{
				"level": 2,
				"text": "Tools",
				"slug": "tools"
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
		"sourcePath": "notes/java/4001-getting-started-with-java.md"
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
		"date": "2025-10-05",
		"headings": [
			{
				"level": 2,
				"text": "Primitive types",
				"slug": "primitive-types"
			},
			{
				"level": 2,
				"text": "Declaring variables",
				"slug": "declaring-variables"
			},
			{
				"level": 2,
				"text": "Conversions and casts",
				"slug": "conversions-and-casts"
			},
			{
				"level": 2,
				"text": "Overflow and precision",
				"slug": "overflow-and-precision"
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
		"sourcePath": "notes/java/4002-variables-and-types.md"
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
		"date": "2025-10-06",
		"headings": [
			{
				"level": 2,
				"text": "Operators",
				"slug": "operators"
			},
			{
				"level": 2,
				"text": "if, else if, else",
				"slug": "if-else-if-else"
			},
			{
				"level": 2,
				"text": "switch expressions",
				"slug": "switch-expressions"
			},
			{
				"level": 2,
				"text": "Loops",
				"slug": "loops"
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
		"sourcePath": "notes/java/4003-operators-and-control-flow.md"
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
		"date": "2025-10-07",
		"headings": [
			{
				"level": 2,
				"text": "Declaring and calling a method",
				"slug": "declaring-and-calling-a-method"
			},
			{
				"level": 2,
				"text": "return",
				"slug": "return"
			},
			{
				"level": 2,
				"text": "Java passes arguments by value",
				"slug": "java-passes-arguments-by-value"
			},
			{
				"level": 2,
				"text": "Overloading and varargs",
				"slug": "overloading-and-varargs"
			},
			{
				"level": 2,
				"text": "Writing good methods",
				"slug": "writing-good-methods"
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
		"sourcePath": "notes/java/4004-methods.md"
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
		"date": "2025-10-08",
		"headings": [
			{
				"level": 2,
				"text": "Arrays",
				"slug": "arrays"
			},
			{
				"level": 2,
				"text": "Strings are immutable objects",
				"slug": "strings-are-immutable-objects"
			},
			{
				"level": 2,
				"text": "Building text",
				"slug": "building-text"
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
		"sourcePath": "notes/java/4005-arrays-and-strings.md"
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
		"date": "2025-10-09",
		"headings": [
			{
				"level": 2,
				"text": "A class is a blueprint",
				"slug": "a-class-is-a-blueprint"
			},
			{
				"level": 2,
				"text": "Reading the class",
				"slug": "reading-the-class"
			},
			{
				"level": 2,
				"text": "Variables hold references",
				"slug": "variables-hold-references"
			},
			{
				"level": 2,
				"text": "Access modifiers",
				"slug": "access-modifiers"
			},
			{
				"level": 2,
				"text": "Instance and static members",
				"slug": "instance-and-static-members"
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
		"sourcePath": "notes/java/4006-classes-and-objects.md"
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
		"date": "2025-10-10",
		"headings": [
			{
				"level": 2,
				"text": "extends and super",
				"slug": "extends-and-super"
			},
			{
				"level": 2,
				"text": "Polymorphism: the object decides",
				"slug": "polymorphism-the-object-decides"
			},
			{
				"level": 2,
				"text": "Overriding rules",
				"slug": "overriding-rules"
			},
			{
				"level": 2,
				"text": "instanceof patterns and sealed classes",
				"slug": "instanceof-patterns-and-sealed-classes"
			},
			{
				"level": 2,
				"text": "When not to inherit",
				"slug": "when-not-to-inherit"
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
		"sourcePath": "notes/java/4007-inheritance-and-polymorphism.md"
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
		"date": "2025-10-11",
		"headings": [
			{
				"level": 2,
				"text": "Interfaces are contracts",
				"slug": "interfaces-are-contracts"
			},
			{
				"level": 2,
				"text": "Abstract classes share code and state",
				"slug": "abstract-classes-share-code-and-state"
			},
			{
				"level": 2,
				"text": "Which one to use",
				"slug": "which-one-to-use"
			},
			{
				"level": 2,
				"text": "Interfaces from the standard library",
				"slug": "interfaces-from-the-standard-library"
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
		"sourcePath": "notes/java/4008-interfaces-and-abstract-classes.md"
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
		"date": "2025-10-12",
		"headings": [
			{
				"level": 2,
				"text": "What an exception is",
				"slug": "what-an-exception-is"
			},
			{
				"level": 2,
				"text": "try, catch and finally",
				"slug": "try-catch-and-finally"
			},
			{
				"level": 2,
				"text": "Checked and unchecked",
				"slug": "checked-and-unchecked"
			},
			{
				"level": 2,
				"text": "Throwing your own, and try-with-resources",
				"slug": "throwing-your-own-and-try-with-resources"
			},
			{
				"level": 2,
				"text": "Good habits",
				"slug": "good-habits"
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
		"sourcePath": "notes/java/4009-exceptions.md"
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
		"date": "2025-10-13",
		"headings": [
			{
				"level": 2,
				"text": "Interfaces and implementations",
				"slug": "interfaces-and-implementations"
			},
			{
				"level": 2,
				"text": "Lists",
				"slug": "lists"
			},
			{
				"level": 2,
				"text": "Sets and maps",
				"slug": "sets-and-maps"
			},
			{
				"level": 2,
				"text": "Stacks and queues",
				"slug": "stacks-and-queues"
			},
			{
				"level": 2,
				"text": "Immutable collections",
				"slug": "immutable-collections"
			},
			{
				"level": 2,
				"text": "Sequenced collections in Java 21",
				"slug": "sequenced-collections-in-java-21"
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
		"sourcePath": "notes/java/4010-the-collections-framework.md"
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
		"date": "2025-10-14",
		"headings": [
			{
				"level": 2,
				"text": "Why generics",
				"slug": "why-generics"
			},
			{
				"level": 2,
				"text": "Generic classes and methods",
				"slug": "generic-classes-and-methods"
			},
			{
				"level": 2,
				"text": "Wildcards",
				"slug": "wildcards"
			},
			{
				"level": 2,
				"text": "Type erasure",
				"slug": "type-erasure"
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
		"sourcePath": "notes/java/4011-generics.md"
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
		"date": "2025-10-15",
		"headings": [
			{
				"level": 2,
				"text": "Lambdas",
				"slug": "lambdas"
			},
			{
				"level": 2,
				"text": "Streams",
				"slug": "streams"
			},
			{
				"level": 2,
				"text": "Use streams well",
				"slug": "use-streams-well"
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
		"sourcePath": "notes/java/4012-lambdas-and-streams.md"
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
		"date": "2025-10-16",
		"headings": [
			{
				"level": 2,
				"text": "Records",
				"slug": "records"
			},
			{
				"level": 2,
				"text": "Enums",
				"slug": "enums"
			},
			{
				"level": 2,
				"text": "Pattern matching for switch in Java 21",
				"slug": "pattern-matching-for-switch-in-java-21"
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
		"sourcePath": "notes/java/4013-records-enums-and-pattern-matching.md"
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
		"date": "2025-10-17",
		"headings": [
			{
				"level": 2,
				"text": "Threads and executors",
				"slug": "threads-and-executors"
			},
			{
				"level": 2,
				"text": "Shared data and race conditions",
				"slug": "shared-data-and-race-conditions"
			},
			{
				"level": 2,
				"text": "Virtual threads in Java 21",
				"slug": "virtual-threads-in-java-21"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			}
		],
		"sourcePath": "notes/java/4014-concurrency-and-virtual-threads.md"
	}
];
/** Each body is its own chunk, fetched when its note is opened. */
var bodies = {
	4001: () => import("./4001-ByGplOHW.js"),
	4002: () => import("./4002-C1sO3eKw.js"),
	4003: () => import("./4003-Cx7DtVMO.js"),
	4004: () => import("./4004-CS-JUYWf.js"),
	4005: () => import("./4005-Dq67o24N.js"),
	4006: () => import("./4006-uCerYtHR.js"),
	4007: () => import("./4007-Coi-8qOD.js"),
	4008: () => import("./4008-CY7GiqNv.js"),
	4009: () => import("./4009-DS4YRalC.js"),
	4010: () => import("./4010-CsewofXM.js"),
	4011: () => import("./4011-yh3_e_Bx.js"),
	4012: () => import("./4012-CD73NblV.js"),
	4013: () => import("./4013-Bh43sqTw.js"),
	4014: () => import("./4014-ndS5zGgd.js")
};
export { bodies, lessons };
