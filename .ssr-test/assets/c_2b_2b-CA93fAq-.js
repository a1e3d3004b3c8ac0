// src/generated/series/c_2b_2b.ts
/** The notes of the series, by ascending id. */
var lessons = [
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
		"date": "2025-07-26",
		"headings": [
			{
				"level": 2,
				"text": "Same roots, different language",
				"slug": "same-roots-different-language"
			},
			{
				"level": 2,
				"text": "Strings and vectors instead of arrays and malloc",
				"slug": "strings-and-vectors-instead-of-arrays-and-malloc"
			},
			{
				"level": 2,
				"text": "Cleanup is automatic: RAII",
				"slug": "cleanup-is-automatic-raii"
			},
			{
				"level": 2,
				"text": "C habits and their C++ replacements",
				"slug": "c-habits-and-their-c-replacements"
			},
			{
				"level": 2,
				"text": "C code that is not C++",
				"slug": "c-code-that-is-not-c"
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
		"sourcePath": "notes/c++/1001-from-c-to-cpp.md"
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
		"date": "2025-07-28",
		"headings": [
			{
				"level": 2,
				"text": "The built-in types",
				"slug": "the-built-in-types"
			},
			{
				"level": 2,
				"text": "Brace initialisation",
				"slug": "brace-initialisation"
			},
			{
				"level": 2,
				"text": "References",
				"slug": "references"
			},
			{
				"level": 2,
				"text": "auto",
				"slug": "auto"
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
		"sourcePath": "notes/c++/1002-types-references-and-auto.md"
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
		"date": "2025-07-31",
		"headings": [
			{
				"level": 2,
				"text": "Declaring and defining functions",
				"slug": "declaring-and-defining-functions"
			},
			{
				"level": 2,
				"text": "Default arguments",
				"slug": "default-arguments"
			},
			{
				"level": 2,
				"text": "Overloading",
				"slug": "overloading"
			},
			{
				"level": 3,
				"text": "Two traps",
				"slug": "two-traps"
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
		"sourcePath": "notes/c++/1003-functions-and-overloading.md"
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
		"date": "2025-08-03",
		"headings": [
			{
				"level": 2,
				"text": "A class bundles data and behaviour",
				"slug": "a-class-bundles-data-and-behaviour"
			},
			{
				"level": 2,
				"text": "public and private",
				"slug": "public-and-private"
			},
			{
				"level": 2,
				"text": "const member functions",
				"slug": "const-member-functions"
			},
			{
				"level": 2,
				"text": "Header and source files",
				"slug": "header-and-source-files"
			},
			{
				"level": 2,
				"text": "struct: the same thing, public by default",
				"slug": "struct-the-same-thing-public-by-default"
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
		"sourcePath": "notes/c++/1004-classes-and-objects.md"
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
		"date": "2025-08-06",
		"headings": [
			{
				"level": 2,
				"text": "Constructors",
				"slug": "constructors"
			},
			{
				"level": 2,
				"text": "Destructors and lifetime",
				"slug": "destructors-and-lifetime"
			},
			{
				"level": 2,
				"text": "RAII: an object owns a resource",
				"slug": "raii-an-object-owns-a-resource"
			},
			{
				"level": 2,
				"text": "Copying an owner: the rule of zero",
				"slug": "copying-an-owner-the-rule-of-zero"
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
		"sourcePath": "notes/c++/1005-constructors-destructors-and-raii.md"
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
		"date": "2025-08-09",
		"headings": [
			{
				"level": 2,
				"text": "A base class and derived classes",
				"slug": "a-base-class-and-derived-classes"
			},
			{
				"level": 2,
				"text": "virtual, override and final",
				"slug": "virtual-override-and-final"
			},
			{
				"level": 2,
				"text": "Two traps",
				"slug": "two-traps"
			},
			{
				"level": 3,
				"text": "A base class needs a virtual destructor",
				"slug": "a-base-class-needs-a-virtual-destructor"
			},
			{
				"level": 3,
				"text": "Slicing",
				"slug": "slicing"
			},
			{
				"level": 2,
				"text": "When to inherit",
				"slug": "when-to-inherit"
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
		"sourcePath": "notes/c++/1006-inheritance-and-polymorphism.md"
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
		"date": "2025-08-12",
		"headings": [
			{
				"level": 2,
				"text": "Function templates",
				"slug": "function-templates"
			},
			{
				"level": 2,
				"text": "Concepts: saying what a template needs",
				"slug": "concepts-saying-what-a-template-needs"
			},
			{
				"level": 2,
				"text": "Class templates",
				"slug": "class-templates"
			},
			{
				"level": 2,
				"text": "Templates live in headers",
				"slug": "templates-live-in-headers"
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
		"sourcePath": "notes/c++/1007-templates.md"
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
		"date": "2025-08-15",
		"headings": [
			{
				"level": 2,
				"text": "The containers at a glance",
				"slug": "the-containers-at-a-glance"
			},
			{
				"level": 2,
				"text": "vector and array",
				"slug": "vector-and-array"
			},
			{
				"level": 2,
				"text": "map, unordered_map and set",
				"slug": "map-unordered_map-and-set"
			},
			{
				"level": 2,
				"text": "Adaptors: stack, queue and priority_queue",
				"slug": "adaptors-stack-queue-and-priority_queue"
			},
			{
				"level": 2,
				"text": "Iterators and invalidation",
				"slug": "iterators-and-invalidation"
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
		"sourcePath": "notes/c++/1008-stl-containers.md"
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
		"date": "2025-08-18",
		"headings": [
			{
				"level": 2,
				"text": "Lambdas",
				"slug": "lambdas"
			},
			{
				"level": 2,
				"text": "Algorithms",
				"slug": "algorithms"
			},
			{
				"level": 2,
				"text": "Views: lazy pipelines",
				"slug": "views-lazy-pipelines"
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
		"sourcePath": "notes/c++/1009-stl-algorithms-and-lambdas.md"
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
		"date": "2025-08-20",
		"headings": [
			{
				"level": 2,
				"text": "Why not new and delete",
				"slug": "why-not-new-and-delete"
			},
			{
				"level": 2,
				"text": "unique_ptr: exactly one owner",
				"slug": "unique_ptr-exactly-one-owner"
			},
			{
				"level": 2,
				"text": "Move semantics",
				"slug": "move-semantics"
			},
			{
				"level": 2,
				"text": "shared_ptr and weak_ptr: shared ownership",
				"slug": "shared_ptr-and-weak_ptr-shared-ownership"
			},
			{
				"level": 2,
				"text": "Which one to use",
				"slug": "which-one-to-use"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			}
		],
		"sourcePath": "notes/c++/1010-smart-pointers-and-move-semantics.md"
	}
];
/** Each body is its own chunk, fetched when its note is opened. */
var bodies = {
	1001: () => import("./1001-zqnhaENZ.js"),
	1002: () => import("./1002-DFxd_CAY.js"),
	1003: () => import("./1003-Dgr_Oe3u.js"),
	1004: () => import("./1004-jRjNPeTF.js"),
	1005: () => import("./1005-ILSaY6gn.js"),
	1006: () => import("./1006-DwirQECB.js"),
	1007: () => import("./1007-35QKjZ9L.js"),
	1008: () => import("./1008-BmyzkjGp.js"),
	1009: () => import("./1009-BDNMJ_uP.js"),
	1010: () => import("./1010-BRStpER-.js")
};
export { bodies, lessons };
