// src/generated/series/dsa.ts
/** The notes of the series, by ascending id. */
var lessons = [
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
		"date": "2025-08-21",
		"headings": [
			{
				"level": 2,
				"text": "Growth, not seconds",
				"slug": "growth-not-seconds"
			},
			{
				"level": 2,
				"text": "The common classes",
				"slug": "the-common-classes"
			},
			{
				"level": 2,
				"text": "Reading complexity from code",
				"slug": "reading-complexity-from-code"
			},
			{
				"level": 3,
				"text": "Where log n comes from",
				"slug": "where-log-n-comes-from"
			},
			{
				"level": 2,
				"text": "Space complexity",
				"slug": "space-complexity"
			},
			{
				"level": 2,
				"text": "Amortised and average cases",
				"slug": "amortised-and-average-cases"
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
		"sourcePath": "notes/dsa/2001-big-o-notation.md"
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
		"date": "2025-08-23",
		"headings": [
			{
				"level": 2,
				"text": "Contiguous memory",
				"slug": "contiguous-memory"
			},
			{
				"level": 2,
				"text": "What each operation costs",
				"slug": "what-each-operation-costs"
			},
			{
				"level": 2,
				"text": "Building a dynamic array",
				"slug": "building-a-dynamic-array"
			},
			{
				"level": 2,
				"text": "Two-dimensional arrays",
				"slug": "two-dimensional-arrays"
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
		"sourcePath": "notes/dsa/2002-arrays-and-dynamic-arrays.md"
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
		"date": "2025-08-25",
		"headings": [
			{
				"level": 2,
				"text": "Nodes and links",
				"slug": "nodes-and-links"
			},
			{
				"level": 2,
				"text": "An implementation",
				"slug": "an-implementation"
			},
			{
				"level": 2,
				"text": "Costs compared with an array",
				"slug": "costs-compared-with-an-array"
			},
			{
				"level": 2,
				"text": "When to use one",
				"slug": "when-to-use-one"
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
		"sourcePath": "notes/dsa/2003-linked-lists.md"
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
		"date": "2025-08-27",
		"headings": [
			{
				"level": 2,
				"text": "Last in, first out",
				"slug": "last-in-first-out"
			},
			{
				"level": 2,
				"text": "A stack on a Python list",
				"slug": "a-stack-on-a-python-list"
			},
			{
				"level": 2,
				"text": "Evaluating postfix expressions",
				"slug": "evaluating-postfix-expressions"
			},
			{
				"level": 2,
				"text": "Monotonic stacks",
				"slug": "monotonic-stacks"
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
		"sourcePath": "notes/dsa/2004-stacks.md"
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
		"date": "2025-08-29",
		"headings": [
			{
				"level": 2,
				"text": "First in, first out",
				"slug": "first-in-first-out"
			},
			{
				"level": 2,
				"text": "A circular buffer",
				"slug": "a-circular-buffer"
			},
			{
				"level": 2,
				"text": "Deques: both ends at once",
				"slug": "deques-both-ends-at-once"
			},
			{
				"level": 2,
				"text": "Sliding-window maximum",
				"slug": "sliding-window-maximum"
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
		"sourcePath": "notes/dsa/2005-queues-and-deques.md"
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
		"date": "2025-08-31",
		"headings": [
			{
				"level": 2,
				"text": "From key to slot",
				"slug": "from-key-to-slot"
			},
			{
				"level": 2,
				"text": "A hash map with chaining",
				"slug": "a-hash-map-with-chaining"
			},
			{
				"level": 2,
				"text": "Valid keys",
				"slug": "valid-keys"
			},
			{
				"level": 2,
				"text": "Putting dict and set to work",
				"slug": "putting-dict-and-set-to-work"
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
		"sourcePath": "notes/dsa/2006-hash-tables.md"
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
		"date": "2025-09-02",
		"headings": [
			{
				"level": 2,
				"text": "Base case and recursive case",
				"slug": "base-case-and-recursive-case"
			},
			{
				"level": 2,
				"text": "The call stack",
				"slug": "the-call-stack"
			},
			{
				"level": 2,
				"text": "Recursive data",
				"slug": "recursive-data"
			},
			{
				"level": 2,
				"text": "Estimating the cost",
				"slug": "estimating-the-cost"
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
		"sourcePath": "notes/dsa/2007-recursion.md"
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
		"date": "2025-09-04",
		"headings": [
			{
				"level": 2,
				"text": "Halving the range",
				"slug": "halving-the-range"
			},
			{
				"level": 2,
				"text": "Boundaries with bisect",
				"slug": "boundaries-with-bisect"
			},
			{
				"level": 2,
				"text": "Searching over answers",
				"slug": "searching-over-answers"
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
		"sourcePath": "notes/dsa/2008-binary-search.md"
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
		"date": "2025-09-06",
		"headings": [
			{
				"level": 2,
				"text": "Three ways to grow a sorted region",
				"slug": "three-ways-to-grow-a-sorted-region"
			},
			{
				"level": 2,
				"text": "Stability",
				"slug": "stability"
			},
			{
				"level": 2,
				"text": "When to use them",
				"slug": "when-to-use-them"
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
		"sourcePath": "notes/dsa/2009-simple-sorts-bubble-selection-insertion.md"
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
		"date": "2025-09-08",
		"headings": [
			{
				"level": 2,
				"text": "Divide and conquer",
				"slug": "divide-and-conquer"
			},
			{
				"level": 2,
				"text": "Merge sort",
				"slug": "merge-sort"
			},
			{
				"level": 2,
				"text": "Quick sort",
				"slug": "quick-sort"
			},
			{
				"level": 2,
				"text": "Both in code",
				"slug": "both-in-code"
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
		"sourcePath": "notes/dsa/2010-merge-sort-and-quick-sort.md"
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
		"date": "2025-09-10",
		"headings": [
			{
				"level": 2,
				"text": "Vocabulary",
				"slug": "vocabulary"
			},
			{
				"level": 2,
				"text": "The four traversals",
				"slug": "the-four-traversals"
			},
			{
				"level": 2,
				"text": "Costs",
				"slug": "costs"
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
		"sourcePath": "notes/dsa/2011-trees-and-traversals.md"
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
		"date": "2025-09-12",
		"headings": [
			{
				"level": 2,
				"text": "The ordering rule",
				"slug": "the-ordering-rule"
			},
			{
				"level": 2,
				"text": "Search, insert, delete",
				"slug": "search-insert-delete"
			},
			{
				"level": 2,
				"text": "Shape is everything",
				"slug": "shape-is-everything"
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
		"sourcePath": "notes/dsa/2012-binary-search-trees.md"
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
		"date": "2025-09-14",
		"headings": [
			{
				"level": 2,
				"text": "The priority queue",
				"slug": "the-priority-queue"
			},
			{
				"level": 2,
				"text": "A binary heap in an array",
				"slug": "a-binary-heap-in-an-array"
			},
			{
				"level": 2,
				"text": "heapq in practice",
				"slug": "heapq-in-practice"
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
		"sourcePath": "notes/dsa/2013-heaps-and-priority-queues.md"
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
		"date": "2025-09-16",
		"headings": [
			{
				"level": 2,
				"text": "Vocabulary",
				"slug": "vocabulary"
			},
			{
				"level": 2,
				"text": "Three representations",
				"slug": "three-representations"
			},
			{
				"level": 2,
				"text": "Directed and implicit graphs",
				"slug": "directed-and-implicit-graphs"
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
		"sourcePath": "notes/dsa/2014-graphs-and-their-representations.md"
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
		"date": "2025-09-17",
		"headings": [
			{
				"level": 2,
				"text": "One idea, two frontiers",
				"slug": "one-idea-two-frontiers"
			},
			{
				"level": 2,
				"text": "Breadth-first search",
				"slug": "breadth-first-search"
			},
			{
				"level": 2,
				"text": "Depth-first search",
				"slug": "depth-first-search"
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
		"sourcePath": "notes/dsa/2015-breadth-first-and-depth-first-search.md"
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
		"date": "2025-09-18",
		"headings": [
			{
				"level": 2,
				"text": "When DP applies",
				"slug": "when-dp-applies"
			},
			{
				"level": 2,
				"text": "Five steps",
				"slug": "five-steps"
			},
			{
				"level": 2,
				"text": "Top-down and bottom-up",
				"slug": "top-down-and-bottom-up"
			},
			{
				"level": 2,
				"text": "Two-dimensional states",
				"slug": "two-dimensional-states"
			},
			{
				"level": 2,
				"text": "Costs",
				"slug": "costs"
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
		"sourcePath": "notes/dsa/2016-dynamic-programming.md"
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
		"date": "2025-09-20",
		"headings": [
			{
				"level": 2,
				"text": "The greedy idea",
				"slug": "the-greedy-idea"
			},
			{
				"level": 2,
				"text": "Interval scheduling",
				"slug": "interval-scheduling"
			},
			{
				"level": 2,
				"text": "When greedy fails",
				"slug": "when-greedy-fails"
			},
			{
				"level": 2,
				"text": "Greedy algorithms you will meet",
				"slug": "greedy-algorithms-you-will-meet"
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
		"sourcePath": "notes/dsa/2017-greedy-algorithms.md"
	}
];
/** Each body is its own chunk, fetched when its note is opened. */
var bodies = {
	2001: () => import("./2001-CdeuK5FH.js"),
	2002: () => import("./2002-BIsEwjfP.js"),
	2003: () => import("./2003-CXCLtNB3.js"),
	2004: () => import("./2004-BJGz27X8.js"),
	2005: () => import("./2005-BmtvgG9j.js"),
	2006: () => import("./2006-DV3ARK59.js"),
	2007: () => import("./2007-U5QFvGQL.js"),
	2008: () => import("./2008-C-c4vVQ2.js"),
	2009: () => import("./2009-tJQf-FQX.js"),
	2010: () => import("./2010-DOkofUch.js"),
	2011: () => import("./2011-BJ5v9MVe.js"),
	2012: () => import("./2012-CLNi2jgj.js"),
	2013: () => import("./2013-D_jb3Fo0.js"),
	2014: () => import("./2014-B575zjnv.js"),
	2015: () => import("./2015-Cg9eL4ZP.js"),
	2016: () => import("./2016-Yn4KDs_i.js"),
	2017: () => import("./2017-B2B2xz3l.js")
};
export { bodies, lessons };
