import { t as siteConfig } from "./assets/config-CyiwrsZz.js";
import { HeadContent, Link, Outlet, RouterProvider, createFileRoute, createMemoryHistory, createRootRoute, createRouter, notFound, redirect, useLocation, useRouter } from "@tanstack/react-router";
import { StrictMode, createElement, use, useEffect, useEffectEvent, useState, useSyncExternalStore } from "react";
import { renderToString } from "react-dom/server";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/catalog/queries.ts
/**
* The lessons of a series page: notes whose seriesKey, topic or one of whose tags equals the
* route topic, ignoring case, by ascending id (site-spec "Series page").
*/
function seriesLessons(notes, topic) {
	const wanted = topic.toLowerCase();
	return notes.filter((note) => note.topic.toLowerCase() === wanted || note.seriesKey?.toLowerCase() === wanted || note.tags.some((tag) => tag.toLowerCase() === wanted)).sort((a, b) => a.id - b.id);
}
/**
* The note of a note page: the id must equal the route's noteId as written (so `abc`, `1e2` or
* `0101` find nothing) and its seriesKey or topic must equal the route topic exactly.
*/
function findNote(notes, topic, noteId) {
	return notes.find((note) => String(note.id) === noteId && (note.topic === topic || note.seriesKey === topic));
}
/** The lessons before and after a note in its series, by id order; undefined at either end. */
function neighbours(lessons, id) {
	const index = lessons.findIndex((lesson) => lesson.id === id);
	if (index < 0) return {};
	return {
		previous: lessons[index - 1],
		next: lessons[index + 1]
	};
}
// src/site/page-head.ts
/** A site path as it appears in canonical links: each segment encoded, `+` kept (`/c++/1001`). */
function sitePath(segments) {
	return "/" + segments.map((segment) => encodeURIComponent(segment).replace(/%2B/gi, "+")).join("/");
}
function canonicalUrl(path) {
	return siteConfig.canonicalHost + (path === "/" ? "/" : path);
}
/** The head tags every page carries: title, description, canonical link and Open Graph basics. */
function pageHead({ title, description, path, type = "website", keywords }) {
	const fullTitle = path === "/" ? title : `${title} | ${siteConfig.name}`;
	const url = canonicalUrl(path);
	return {
		meta: [
			{ title: fullTitle },
			{
				name: "description",
				content: description
			},
			...keywords ? [{
				name: "keywords",
				content: keywords
			}] : [],
			{
				property: "og:title",
				content: fullTitle
			},
			{
				property: "og:description",
				content: description
			},
			{
				property: "og:type",
				content: type
			},
			{
				property: "og:url",
				content: url
			},
			{
				property: "og:site_name",
				content: siteConfig.name
			},
			{
				name: "twitter:card",
				content: "summary"
			}
		],
		links: [{
			rel: "canonical",
			href: url
		}]
	};
}
// src/generated/catalog.ts
/** Every known series key: the navigation's, then any other folder under notes/. */
var seriesKeys = [
	"c",
	"c++",
	"python",
	"java",
	"html",
	"css",
	"javascript",
	"react",
	"nodejs",
	"docker",
	"git",
	"github",
	"dsa"
];
var seriesInfo = [
	{
		"key": "c",
		"title": "C",
		"icon": "🔧",
		"description": "Learn C17 from your first compiled program to pointers, dynamic memory, files and multi-file builds, with every example compiled and run with gcc.",
		"idRange": [901, 999]
	},
	{
		"key": "c++",
		"title": "C++",
		"icon": "⚙️",
		"description": "Modern C++20 for programmers who know some C, from references and overloading to classes, RAII, templates, the STL and smart pointers.",
		"idRange": [1001, 1999]
	},
	{
		"key": "python",
		"title": "Python",
		"icon": "🐍",
		"description": "Learn Python 3.13 from the first script to lists, dictionaries, functions, modules and virtual environments, files, classes and generators.",
		"idRange": [3001, 3999]
	},
	{
		"key": "java",
		"title": "Java",
		"icon": "☕",
		"description": "Learn Java 21 LTS: types, control flow, methods, classes, interfaces, exceptions, collections, generics, streams, records and virtual threads.",
		"idRange": [4001, 4999]
	},
	{
		"key": "html",
		"title": "HTML",
		"icon": "🌐",
		"description": "Write valid, accessible HTML from the first page skeleton to forms, semantic elements, meta tags and responsive images, following the HTML Living Standard.",
		"idRange": [201, 299]
	},
	{
		"key": "css",
		"title": "CSS",
		"icon": "🎨",
		"description": "Style pages with modern CSS, from selectors and the cascade through the box model, flexbox and grid to custom properties, animations and container queries.",
		"idRange": [401, 499]
	},
	{
		"key": "javascript",
		"title": "JavaScript",
		"icon": "🟨",
		"description": "Modern JavaScript from variables and functions to closures, classes, the DOM, events, promises, modules and how the engine runs your code.",
		"idRange": [301, 399]
	},
	{
		"key": "react",
		"title": "React",
		"icon": "⚛️",
		"description": "Build user interfaces with React 19: components, JSX, props, state and hooks, then routing, data fetching, testing and typed, well-structured apps.",
		"idRange": [101, 199]
	},
	{
		"key": "nodejs",
		"title": "Node.js",
		"icon": "🟢",
		"description": "Run JavaScript outside the browser with Node.js 22 LTS, from modules and npm through files, streams and HTTP to Express APIs, configuration, databases, authentication and testing.",
		"idRange": [501, 599]
	},
	{
		"key": "docker",
		"title": "Docker",
		"icon": "🐳",
		"description": "Package and run applications in containers with Docker Engine 27, from your first docker run through Dockerfiles, volumes, networking and Compose to registries, debugging and security.",
		"idRange": [601, 699]
	},
	{
		"key": "git",
		"title": "Git",
		"icon": "🌿",
		"description": "Track changes with Git: repositories, staging and commits, branches and merges, remotes, undoing mistakes and keeping a clean history.",
		"idRange": [701, 799]
	},
	{
		"key": "github",
		"title": "Github",
		"icon": "🐙",
		"description": "Collaborate on GitHub: repositories, issues and pull requests, forks and contributions, GitHub Actions workflows, Pages and releases.",
		"idRange": [801, 899]
	},
	{
		"key": "dsa",
		"title": "DSA",
		"icon": "🧮",
		"description": "Data structures and algorithms with runnable Python: complexity, arrays, lists, stacks, queues, hash tables, trees, graphs, sorting, searching, dynamic programming and greedy methods.",
		"idRange": [2001, 2999]
	}
];
/** The lowest-id note of each series, for the featured learning paths. */
var seriesFirstNotes = [
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
	}
];
/** Each series is its own chunk, fetched by the pages of that series. */
var seriesLoaders = {
	"c": () => import("./assets/c-BJlcCI0p.js"),
	"c++": () => import("./assets/c_2b_2b-CA93fAq-.js"),
	"python": () => import("./assets/python-cJLG0ddM.js"),
	"java": () => import("./assets/java-CntnxGIc.js"),
	"html": () => import("./assets/html-BiJh3GCx.js"),
	"css": () => import("./assets/css-CqZ1dlfR.js"),
	"javascript": () => import("./assets/javascript--I8Kazbp.js"),
	"react": () => import("./assets/react-z_mA1jUz.js"),
	"nodejs": () => import("./assets/nodejs-DFouyGkK.js"),
	"docker": () => import("./assets/docker-B6lVjZEb.js"),
	"git": () => import("./assets/git-AVV8aX_w.js"),
	"github": () => import("./assets/github-BbJJFqqJ.js"),
	"dsa": () => import("./assets/dsa-DaIA_xCn.js")
};
// src/app/chunk-load-error.ts
/** 'Loading chunk {n} failed', with the reason, and a way to try the same load again. */
var ChunkLoadError = class extends Error {
	chunk;
	reason;
	detail;
	retry;
	name = "ChunkLoadError";
	constructor(chunk, reason, detail, retry) {
		super(`Loading chunk ${chunk} failed`);
		this.chunk = chunk;
		this.reason = reason;
		this.detail = detail;
		this.retry = retry;
	}
};
function isChunkLoadError(error) {
	return error instanceof ChunkLoadError;
}
var FETCH_FAILURE = /dynamically imported module|module script failed|Failed to fetch|NetworkError|Load failed/i;
/**
* Runs a dynamic import, failing with a ChunkLoadError when it rejects or when it has not settled
* after `timeoutMs` (a hanging request would otherwise leave the page blank forever).
*/
function loadChunk(chunk, importer, timeoutMs) {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new ChunkLoadError(chunk, "timeout", `no response after ${timeoutMs} ms`)), timeoutMs);
		importer().then((module) => {
			clearTimeout(timer);
			resolve(module);
		}, (error) => {
			clearTimeout(timer);
			const message = error instanceof Error ? error.message : String(error);
			reject(new ChunkLoadError(chunk, FETCH_FAILURE.test(message) ? "missing" : "error", message));
		});
	});
}
// src/app/catalogue-chunks.ts
/** The lessons of a known series, fetched as the series' own chunk with the chunk time-out. */
function loadSeries(key) {
	const importer = seriesLoaders[key];
	if (!importer) return Promise.resolve({
		lessons: [],
		bodies: {}
	});
	return loadChunk(`series-${key}`, importer, siteConfig.chunkTimeoutMs);
}
/** A note's light-markup body, fetched as its own chunk with the chunk time-out. */
async function loadNoteBody(series, id) {
	const importer = series.bodies[id];
	if (!importer) throw new Error(`Note ${id} has no body in its series`);
	return (await loadChunk(`note-${id}`, importer, siteConfig.chunkTimeoutMs)).default;
}
/** Every note's card data for the home search, fetched when a visitor first searches. */
async function loadSearchIndex() {
	return (await loadChunk("search", () => import("./assets/search-index-Daac0Rm0.js"), siteConfig.chunkTimeoutMs)).summaries;
}
// src/app/series-landing.ts
/** Where a series page lands: its first lesson, or undefined while the series has none. */
async function seriesLanding(topic) {
	const first = seriesLessons((await loadSeries(topic)).lessons, topic)[0];
	if (!first) return void 0;
	const noteId = String(first.id);
	return {
		topic,
		noteId,
		path: sitePath([topic, noteId])
	};
}
var ErrorPanel_module_default = {
	panel: "_panel_1kfr4_1",
	title: "_title_1kfr4_12",
	reason: "_reason_1kfr4_16",
	help: "_help_1kfr4_21",
	actions: "_actions_1kfr4_25"
};
// src/components/status/ErrorPanel.tsx
/**
* What a route shows instead of a blank page when it breaks: for a script chunk that did not load,
* 'Loading chunk {n} failed' with the reason and a Retry that loads it again; for anything else,
* the error and a way to try again or go home.
*/
function ErrorPanel({ error, reset }) {
	const router = useRouter();
	const [retrying, setRetrying] = useState(false);
	const chunkError = isChunkLoadError(error) ? error : void 0;
	const retry = async () => {
		setRetrying(true);
		try {
			await chunkError?.retry?.();
		} finally {
			setRetrying(false);
			reset();
			await router.invalidate();
		}
	};
	return /* @__PURE__ */ jsxs("section", {
		className: ErrorPanel_module_default.panel,
		role: "alert",
		"aria-labelledby": "error-title",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "error-title",
				className: ErrorPanel_module_default.title,
				children: chunkError ? chunkError.message : "Something went wrong"
			}),
			chunkError ? /* @__PURE__ */ jsxs("p", {
				className: ErrorPanel_module_default.reason,
				children: [
					"Reason: ",
					/* @__PURE__ */ jsx("strong", { children: chunkError.reason }),
					" (",
					chunkError.detail,
					")"
				]
			}) : /* @__PURE__ */ jsx("p", {
				className: ErrorPanel_module_default.reason,
				children: error instanceof Error ? error.message : String(error)
			}),
			/* @__PURE__ */ jsx("p", {
				className: ErrorPanel_module_default.help,
				children: chunkError ? "Part of this page could not be downloaded. Check your connection and try again." : "This page hit an unexpected problem. Trying again usually helps."
			}),
			/* @__PURE__ */ jsxs("div", {
				className: ErrorPanel_module_default.actions,
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button",
					onClick: retry,
					disabled: retrying,
					children: retrying ? "Retrying…" : "Retry"
				}), /* @__PURE__ */ jsx(Link, {
					to: "/",
					className: "button button-secondary",
					children: "Go to the home page"
				})]
			})
		]
	});
}
var PendingPanel_module_default = {
	pending: "_pending_1ekjb_1",
	spinner: "_spinner_1ekjb_10",
	spin: "_spin_1ekjb_10"
};
// src/components/status/PendingPanel.tsx
/** Shown when a page takes more than a moment to load. */
function PendingPanel() {
	return /* @__PURE__ */ jsxs("div", {
		className: PendingPanel_module_default.pending,
		role: "status",
		children: [/* @__PURE__ */ jsx("span", {
			className: PendingPanel_module_default.spinner,
			"aria-hidden": "true"
		}), "Loading…"]
	});
}
var RootLayout_module_default = {
	skipLink: "_skipLink_12199_1",
	main: "_main_12199_19"
};
// src/components/use-client-value.ts
var noChanges = () => () => {};
/**
* A value that differs between the prerendered page and the visitor's browser (their locale, the
* current year): hydration uses `prerendered`, then React renders `client` without a mismatch.
*/
function useClientValue(client, prerendered) {
	return useSyncExternalStore(noChanges, client, prerendered);
}
var SiteFooter_module_default = {
	footer: "_footer_1s3bw_1",
	inner: "_inner_1s3bw_7",
	copyright: "_copyright_1s3bw_19",
	links: "_links_1s3bw_24"
};
// src/components/layout/SiteFooter.tsx
var BUILD_YEAR = (/* @__PURE__ */ new Date()).getFullYear();
function SiteFooter() {
	const year = useClientValue(() => (/* @__PURE__ */ new Date()).getFullYear(), () => BUILD_YEAR);
	return /* @__PURE__ */ jsx("footer", {
		className: SiteFooter_module_default.footer,
		children: /* @__PURE__ */ jsxs("div", {
			className: SiteFooter_module_default.inner,
			children: [/* @__PURE__ */ jsxs("p", {
				className: SiteFooter_module_default.copyright,
				children: [
					"© ",
					year,
					" ",
					siteConfig.name,
					". All rights reserved."
				]
			}), /* @__PURE__ */ jsx("nav", {
				"aria-label": "Site",
				children: /* @__PURE__ */ jsxs("ul", {
					className: SiteFooter_module_default.links,
					children: [
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/about",
							children: "About"
						}) }),
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/contact",
							children: "Contact"
						}) }),
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/privacy",
							children: "Privacy Policy"
						}) })
					]
				})
			})]
		})
	});
}
var SiteHeader_module_default = {
	header: "_header_nozpw_1",
	bar: "_bar_nozpw_11",
	brand: "_brand_nozpw_21",
	logo: "_logo_nozpw_33",
	wideNav: "_wideNav_nozpw_46",
	wideList: "_wideList_nozpw_51",
	wideLink: "_wideLink_nozpw_59",
	menuButton: "_menuButton_nozpw_81",
	menuIcon: "_menuIcon_nozpw_94",
	menu: "_menu_nozpw_81",
	menuList: "_menuList_nozpw_148",
	menuLink: "_menuLink_nozpw_156"
};
// src/site/navigation.ts
/** The header's 14 entries: Home, then the 13 series in the spec's order. */
var NAV_ENTRIES = [
	{ label: "Home" },
	{
		label: "C",
		topic: "c"
	},
	{
		label: "C++",
		topic: "c++"
	},
	{
		label: "Python",
		topic: "python"
	},
	{
		label: "Java",
		topic: "java"
	},
	{
		label: "HTML",
		topic: "html"
	},
	{
		label: "CSS",
		topic: "css"
	},
	{
		label: "JavaScript",
		topic: "javascript"
	},
	{
		label: "React",
		topic: "react"
	},
	{
		label: "Node.js",
		topic: "nodejs"
	},
	{
		label: "Docker",
		topic: "docker"
	},
	{
		label: "Git",
		topic: "git"
	},
	{
		label: "Github",
		topic: "github"
	},
	{
		label: "DSA",
		topic: "dsa"
	}
];
// src/components/layout/TopicLinks.tsx
/**
* The 14 navigation links. `activeTopic` is the lowercase first path segment, or '' on the home
* page; the matching link is highlighted and marked as the current page.
*/
function TopicLinks({ activeTopic, className, linkClassName, onNavigate }) {
	return /* @__PURE__ */ jsx("ul", {
		className,
		children: NAV_ENTRIES.map((entry) => {
			const active = (entry.topic ?? "") === activeTopic;
			const common = {
				className: linkClassName,
				"aria-current": active ? "page" : void 0,
				"data-active": active || void 0,
				onClick: onNavigate,
				activeOptions: { exact: true },
				activeProps: {}
			};
			return /* @__PURE__ */ jsx("li", { children: entry.topic ? /* @__PURE__ */ jsx(Link, {
				to: "/$topic",
				params: { topic: entry.topic },
				...common,
				children: entry.label
			}) : /* @__PURE__ */ jsx(Link, {
				to: "/",
				...common,
				children: entry.label
			}) }, entry.label);
		})
	});
}
// src/components/layout/use-active-topic.ts
/** The lowercase series segment of the current path ('' on the home page, undefined elsewhere). */
function useActiveTopic() {
	const pathname = useLocation({ select: (location) => location.pathname });
	if (pathname === "/") return "";
	const first = pathname.split("/")[1] ?? "";
	try {
		return decodeURIComponent(first).toLowerCase();
	} catch {
		return first.toLowerCase();
	}
}
// src/components/layout/use-escape-key.ts
/** Calls `onEscape` when Escape is pressed anywhere while `active` (menus and drawers close on it). */
function useEscapeKey(active, onEscape) {
	const handle = useEffectEvent(onEscape);
	useEffect(() => {
		if (!active) return;
		const onKeyDown = (event) => {
			if (event.key === "Escape") handle();
		};
		document.addEventListener("keydown", onKeyDown);
		return () => document.removeEventListener("keydown", onKeyDown);
	}, [active]);
}
// src/components/layout/use-route-disclosure.ts
/**
* Open/closed state of a menu or drawer that closes on Escape and on any navigation (a link,
* Back, Forward): it remembers the path it was opened on and counts as open only there.
*/
function useRouteDisclosure() {
	const pathname = useLocation({ select: (location) => location.pathname });
	const [openOn, setOpenOn] = useState(null);
	const open = openOn === pathname;
	const close = () => setOpenOn(null);
	useEscapeKey(open, close);
	return {
		open,
		close,
		toggle: () => setOpenOn(open ? null : pathname)
	};
}
// src/components/layout/SiteHeader.tsx
/** Sticky header: brand, horizontal topic navigation on wide screens, a menu of the same on small ones. */
function SiteHeader() {
	const activeTopic = useActiveTopic();
	const { open, close, toggle } = useRouteDisclosure();
	return /* @__PURE__ */ jsxs("header", {
		className: SiteHeader_module_default.header,
		children: [/* @__PURE__ */ jsxs("div", {
			className: SiteHeader_module_default.bar,
			children: [
				/* @__PURE__ */ jsxs(Link, {
					to: "/",
					className: SiteHeader_module_default.brand,
					onClick: close,
					children: [/* @__PURE__ */ jsx("span", {
						className: SiteHeader_module_default.logo,
						"aria-hidden": "true",
						children: "</>"
					}), siteConfig.name]
				}),
				/* @__PURE__ */ jsx("nav", {
					"aria-label": "Topics",
					className: SiteHeader_module_default.wideNav,
					children: /* @__PURE__ */ jsx(TopicLinks, {
						activeTopic,
						className: SiteHeader_module_default.wideList,
						linkClassName: SiteHeader_module_default.wideLink
					})
				}),
				/* @__PURE__ */ jsxs("button", {
					type: "button",
					className: SiteHeader_module_default.menuButton,
					"aria-expanded": open,
					"aria-controls": "topic-menu",
					onClick: toggle,
					children: [/* @__PURE__ */ jsx("span", {
						className: SiteHeader_module_default.menuIcon,
						"data-open": open || void 0,
						"aria-hidden": "true"
					}), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: open ? "Close topics menu" : "Open topics menu"
					})]
				})
			]
		}), open && /* @__PURE__ */ jsx("nav", {
			id: "topic-menu",
			"aria-label": "Topics menu",
			className: SiteHeader_module_default.menu,
			children: /* @__PURE__ */ jsx(TopicLinks, {
				activeTopic,
				className: SiteHeader_module_default.menuList,
				linkClassName: SiteHeader_module_default.menuLink,
				onNavigate: close
			})
		})]
	});
}
// src/app/blocked-shortcuts.ts
/** The shortcut keys that open developer tools or the page source (site-spec section 1). */
function isBlockedShortcut(event) {
	if (event.key === "F12") return true;
	if (!(event.ctrlKey || event.metaKey)) return false;
	const key = event.key.toLowerCase();
	if (event.shiftKey && (key === "i" || key === "j" || key === "c")) return true;
	return !event.shiftKey && key === "u";
}
/** Blocks the context menu and the shortcuts on a document; returns the function that lifts it. */
function blockInspection(target) {
	const onContextMenu = (event) => event.preventDefault();
	const onKeyDown = (event) => {
		if (isBlockedShortcut(event)) event.preventDefault();
	};
	target.addEventListener("contextmenu", onContextMenu);
	target.addEventListener("keydown", onKeyDown, { capture: true });
	return () => {
		target.removeEventListener("contextmenu", onContextMenu);
		target.removeEventListener("keydown", onKeyDown, { capture: true });
	};
}
// src/components/layout/use-inspect-block.ts
/** Blocks the context menu and developer-tools shortcuts while `enabled` (decisions.md item 12). */
function useInspectBlock(enabled) {
	useEffect(() => enabled ? blockInspection(document) : void 0, [enabled]);
}
// src/components/layout/RootLayout.tsx
/** The frame of every page: skip link, header, the page itself and the footer. */
function RootLayout() {
	useInspectBlock(siteConfig.blockInspect);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(HeadContent, {}),
		/* @__PURE__ */ jsx("a", {
			className: RootLayout_module_default.skipLink,
			href: "#main-content",
			children: "Skip to content"
		}),
		/* @__PURE__ */ jsx(SiteHeader, {}),
		/* @__PURE__ */ jsx("main", {
			id: "main-content",
			className: RootLayout_module_default.main,
			tabIndex: -1,
			children: /* @__PURE__ */ jsx(Outlet, {})
		}),
		/* @__PURE__ */ jsx(SiteFooter, {})
	] });
}
var StaticPage_module_default = {
	page: "_page_1oweq_1",
	lead: "_lead_1oweq_8",
	section: "_section_1oweq_24",
	cards: "_cards_1oweq_37",
	card: "_card_1oweq_37",
	cardIcon: "_cardIcon_1oweq_77",
	callout: "_callout_1oweq_84",
	calloutActions: "_calloutActions_1oweq_99",
	calloutButton: "_calloutButton_1oweq_106",
	updated: "_updated_1oweq_115",
	center: "_center_1oweq_121",
	bigCode: "_bigCode_1oweq_127"
};
// src/screens/static/NotFoundPage.tsx
/** Every path that is not a page of the site (decisions.md item 1). */
function NotFoundPage() {
	return /* @__PURE__ */ jsxs("div", {
		className: StaticPage_module_default.page,
		children: [
			/* @__PURE__ */ jsx("title", { children: `404 Page Not Found | ${siteConfig.name}` }),
			/* @__PURE__ */ jsx("meta", {
				name: "description",
				content: "The page you requested does not exist."
			}),
			/* @__PURE__ */ jsx("meta", {
				name: "robots",
				content: "noindex"
			}),
			/* @__PURE__ */ jsxs("section", {
				className: StaticPage_module_default.center,
				"aria-labelledby": "not-found-title",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: StaticPage_module_default.bigCode,
						"aria-hidden": "true",
						children: "404"
					}),
					/* @__PURE__ */ jsx("h1", {
						id: "not-found-title",
						children: "404 Page Not Found"
					}),
					/* @__PURE__ */ jsx("p", { children: "The page you requested does not exist." }),
					/* @__PURE__ */ jsx(Link, {
						to: "/",
						className: "button",
						children: "Go to the home page"
					})
				]
			})
		]
	});
}
// src/routes/__root.tsx
var Route$7 = createRootRoute({
	component: RootLayout,
	notFoundComponent: NotFoundPage
});
// src/app/lazy-route-component.ts
/**
* Stands in for TanStack Router's lazyRouteComponent in the route chunks its code splitter makes
* (see scripts/vite/guard-route-chunks.ts): the same preload contract, plus the chunk time-out and a
* ChunkLoadError whose retry really loads the chunk again.
*/
function lazyRouteComponent(importer, exportName = "default", chunk = "route") {
	let component;
	let pending;
	let failure;
	const load = () => {
		if (component) return Promise.resolve();
		pending ??= loadChunk(chunk, importer, siteConfig.chunkTimeoutMs).then((module) => {
			component = module[exportName];
			failure = void 0;
			pending = void 0;
		}, (error) => {
			failure = error instanceof ChunkLoadError ? error : new ChunkLoadError(chunk, "error", String(error));
			failure.retry = () => {
				failure = void 0;
				return load();
			};
			pending = void 0;
		});
		return pending;
	};
	function LazyRoute(props) {
		if (component) return createElement(component, props);
		if (failure) throw failure;
		use(load());
		if (failure) throw failure;
		return component ? createElement(component, props) : null;
	}
	LazyRoute.preload = load;
	return LazyRoute;
}
// src/routes/index.tsx
var $$splitComponentImporter$6 = () => import("./assets/routes-CewdPQqq.js");
var Route$6 = createFileRoute("/")({
	head: () => pageHead({
		title: `${siteConfig.name} | Clean, concise programming notes`,
		description: "Master programming with clean, concise coding documentation: short tutorial notes on C, C++, Python, Java, HTML, CSS, JavaScript, React, Node.js, Docker, Git, GitHub and DSA.",
		path: "/"
	}),
	component: lazyRouteComponent($$splitComponentImporter$6, "component", "index")
});
/**
* The title, icon and description of a series page: the author's `_series.md`, or the capitalised
* topic and the generic description when a series has none (decisions.md item 6).
*/
function seriesDisplay(series, topic) {
	const key = topic.toLowerCase();
	return series.find((info) => info.key === key) ?? {
		key,
		title: key.charAt(0).toUpperCase() + key.slice(1),
		icon: "📘",
		description: "Short, focused notes with working examples, in a learning order from the first step to confident use."
	};
}
/** The canonical spelling of a known series key, or undefined when the topic is not a series. */
function knownSeriesKey(seriesKeys, topic) {
	const wanted = topic.toLowerCase();
	return seriesKeys.find((key) => key === wanted);
}
// src/routes/$topic.tsx
var $$splitComponentImporter$5 = () => import("./assets/_topic-DJrE8mxF.js");
var Route$5 = createFileRoute("/$topic")({
	beforeLoad: ({ params, location }) => {
		const key = knownSeriesKey(seriesKeys, params.topic);
		if (!key) throw notFound();
		if (key !== params.topic) {
			const rest = location.pathname.split("/").slice(2).join("/");
			throw redirect({
				href: `/${key}${rest ? `/${rest}` : ""}${location.searchStr}${location.hash ? `#${location.hash}` : ""}`,
				replace: true
			});
		}
	},
	loader: async ({ params }) => {
		const series = await loadSeries(params.topic);
		return {
			series: seriesDisplay(seriesInfo, params.topic),
			chunk: series,
			lessons: seriesLessons(series.lessons, params.topic)
		};
	},
	component: lazyRouteComponent($$splitComponentImporter$5, "component", "topic")
});
// src/routes/about.tsx
var $$splitComponentImporter$4 = () => import("./assets/about-CQoUg8gw.js");
var Route$4 = createFileRoute("/about")({
	head: () => pageHead({
		title: "About",
		description: "Why Study Notes exists and what it covers: concise tutorials on frontend web, core languages, DevOps and tools.",
		path: "/about"
	}),
	component: lazyRouteComponent($$splitComponentImporter$4, "component", "about")
});
// src/routes/contact.tsx
var $$splitComponentImporter$3 = () => import("./assets/contact-BeD5hdxv.js");
var Route$3 = createFileRoute("/contact")({
	head: () => pageHead({
		title: "Contact",
		description: "Suggest a note, report a bug in a sample or ask a question: send the Study Notes team a message.",
		path: "/contact"
	}),
	component: lazyRouteComponent($$splitComponentImporter$3, "component", "contact")
});
// src/routes/privacy.tsx
var $$splitComponentImporter$2 = () => import("./assets/privacy-BDyj-Dqb.js");
var Route$2 = createFileRoute("/privacy")({
	head: () => pageHead({
		title: "Privacy Policy",
		description: "What information Study Notes handles when you read the notes or contact us, and your choices.",
		path: "/privacy"
	}),
	component: lazyRouteComponent($$splitComponentImporter$2, "component", "privacy")
});
// src/routes/$topic/index.tsx
var $$splitComponentImporter$1 = () => import("./assets/_topic-BZle6wy4.js");
var Route$1 = createFileRoute("/$topic/")({
	beforeLoad: async ({ params }) => {
		const landing = await seriesLanding(params.topic);
		if (landing) throw redirect({
			to: "/$topic/$noteId",
			params: {
				topic: landing.topic,
				noteId: landing.noteId
			},
			replace: true
		});
	},
	head: ({ params }) => {
		const series = seriesDisplay(seriesInfo, params.topic);
		return pageHead({
			title: `${series.title} Notes`,
			description: series.description,
			path: sitePath([series.key])
		});
	},
	component: lazyRouteComponent($$splitComponentImporter$1, "component", "topic.index")
});
/**
* The page description of a note: its own description, or else the first 150 characters of its
* plain text with line breaks as spaces, then '...' (site-spec "Note page", decisions.md item 7).
*/
function noteDescription(note) {
	if (note.description) return note.description;
	return `${(note.excerpt ?? "").replace(/\r?\n/g, " ").slice(0, 150)}...`;
}
/** Keywords of a note page: its tags, then its topic. */
function noteKeywords(note) {
	return [...note.tags, note.topic].join(", ");
}
// src/routes/$topic/$noteId.tsx
var $$splitComponentImporter = () => import("./assets/_noteId-BLvYarvw.js");
var Route = createFileRoute("/$topic/$noteId")({
	loader: async ({ params, parentMatchPromise }) => {
		const { chunk, lessons } = (await parentMatchPromise).loaderData;
		const note = findNote(lessons, params.topic, params.noteId);
		const { previous, next } = note ? neighbours(lessons, note.id) : {};
		return {
			note,
			previous,
			next,
			body: note ? await loadNoteBody(chunk, note.id) : ""
		};
	},
	head: ({ loaderData, params }) => {
		const note = loaderData?.note;
		if (!note) return { meta: [
			{ title: `Note Not Found (404) | ${siteConfig.name}` },
			{
				name: "description",
				content: `The note with ID ${params.noteId} in the ${params.topic} series does not exist.`
			},
			{
				name: "robots",
				content: "noindex"
			}
		] };
		const series = seriesDisplay(seriesInfo, params.topic);
		return pageHead({
			title: `${note.title} | ${series.title}`,
			description: noteDescription(note),
			path: sitePath([params.topic, String(note.id)]),
			type: "article",
			keywords: noteKeywords(note)
		});
	},
	component: lazyRouteComponent($$splitComponentImporter, "component", "topic.noteId")
});
// src/routeTree.gen.ts
var IndexRoute = Route$6.update({
	id: "/",
	path: "/",
	getParentRoute: () => Route$7
});
var TopicRoute = Route$5.update({
	id: "/$topic",
	path: "/$topic",
	getParentRoute: () => Route$7
});
var AboutRoute = Route$4.update({
	id: "/about",
	path: "/about",
	getParentRoute: () => Route$7
});
var ContactRoute = Route$3.update({
	id: "/contact",
	path: "/contact",
	getParentRoute: () => Route$7
});
var PrivacyRoute = Route$2.update({
	id: "/privacy",
	path: "/privacy",
	getParentRoute: () => Route$7
});
var TopicIndexRoute = Route$1.update({
	id: "/",
	path: "/",
	getParentRoute: () => TopicRoute
});
var TopicRouteChildren = {
	TopicNoteIdRoute: Route.update({
		id: "/$noteId",
		path: "/$noteId",
		getParentRoute: () => TopicRoute
	}),
	TopicIndexRoute
};
var rootRouteChildren = {
	IndexRoute,
	TopicRoute: TopicRoute._addFileChildren(TopicRouteChildren),
	AboutRoute,
	ContactRoute,
	PrivacyRoute
};
var routeTree = Route$7._addFileChildren(rootRouteChildren)._addFileTypes();
// src/router.tsx
/** The site's router; a function so tests can give each render its own history. */
function createSiteRouter(options = {}) {
	return createRouter({
		routeTree,
		notFoundMode: "root",
		pathParamsAllowedCharacters: ["+"],
		defaultPreload: "intent",
		defaultErrorComponent: ErrorPanel,
		defaultPendingComponent: PendingPanel,
		scrollRestoration: true,
		...options
	});
}
// src/entry-server.tsx
/** Every page the site has: home, static pages, series (landing on their first lesson) and notes. */
async function sitePages() {
	const pages = [
		"/",
		"/about",
		"/contact",
		"/privacy"
	].map((path) => ({ path }));
	for (const key of seriesKeys) {
		const landing = await seriesLanding(key);
		pages.push({
			path: sitePath([key]),
			redirectTo: landing?.path
		});
		for (const lesson of (await loadSeries(key)).lessons) pages.push({ path: sitePath([key, String(lesson.id)]) });
	}
	return pages;
}
var HOISTED_PREFIX = /^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>|<script type="application\/ld\+json">[^<]*<\/script>)+/;
/** Renders one path of the site to static HTML, after running its loaders. */
async function renderPage(path) {
	const router = createSiteRouter({
		history: createMemoryHistory({ initialEntries: [path] }),
		scrollRestoration: false
	});
	await router.load();
	const notFound = router.state.matches.some((match) => match.status === "notFound" || match._notFound === true);
	const html = renderToString(/* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(RouterProvider, { router }) }));
	const headHtml = HOISTED_PREFIX.exec(html)?.[0] ?? "";
	return {
		appHtml: html.slice(headHtml.length),
		headHtml,
		status: notFound ? 404 : 200
	};
}
export { StaticPage_module_default as a, loadSearchIndex as c, sitePath as d, seriesDisplay as i, seriesFirstNotes as l, Route$1 as n, useRouteDisclosure as o, Route$5 as r, renderPage, useClientValue as s, sitePages, Route as t, seriesInfo as u };
