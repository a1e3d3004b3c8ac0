// src/generated/series/nodejs.ts
/** The notes of the series, by ascending id. */
var lessons = [
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
		"date": "2025-03-16",
		"headings": [
			{
				"level": 2,
				"text": "A runtime, not a language",
				"slug": "a-runtime-not-a-language"
			},
			{
				"level": 2,
				"text": "One thread, never waiting",
				"slug": "one-thread-never-waiting"
			},
			{
				"level": 2,
				"text": "Installing Node.js 22",
				"slug": "installing-nodejs-22"
			},
			{
				"level": 2,
				"text": "Running code",
				"slug": "running-code"
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
		"sourcePath": "notes/nodejs/501-what-nodejs-is.md"
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
		"date": "2025-03-18",
		"headings": [
			{
				"level": 2,
				"text": "ES modules",
				"slug": "es-modules"
			},
			{
				"level": 2,
				"text": "CommonJS",
				"slug": "commonjs"
			},
			{
				"level": 2,
				"text": "How Node picks the system",
				"slug": "how-node-picks-the-system"
			},
			{
				"level": 2,
				"text": "Mixing the two",
				"slug": "mixing-the-two"
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
		"sourcePath": "notes/nodejs/502-modules-esm-and-commonjs.md"
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
		"date": "2025-03-21",
		"headings": [
			{
				"level": 2,
				"text": "Starting a project",
				"slug": "starting-a-project"
			},
			{
				"level": 2,
				"text": "Installing packages",
				"slug": "installing-packages"
			},
			{
				"level": 2,
				"text": "Version ranges",
				"slug": "version-ranges"
			},
			{
				"level": 2,
				"text": "The lock file",
				"slug": "the-lock-file"
			},
			{
				"level": 2,
				"text": "Scripts",
				"slug": "scripts"
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
		"sourcePath": "notes/nodejs/503-npm-and-package-json.md"
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
		"date": "2025-03-24",
		"headings": [
			{
				"level": 2,
				"text": "Read and write",
				"slug": "read-and-write"
			},
			{
				"level": 2,
				"text": "JSON files",
				"slug": "json-files"
			},
			{
				"level": 2,
				"text": "Folders",
				"slug": "folders"
			},
			{
				"level": 2,
				"text": "Errors",
				"slug": "errors"
			},
			{
				"level": 2,
				"text": "Which API?",
				"slug": "which-api"
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
		"sourcePath": "notes/nodejs/504-the-file-system.md"
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
		"date": "2025-03-27",
		"headings": [
			{
				"level": 2,
				"text": "Joining and resolving",
				"slug": "joining-and-resolving"
			},
			{
				"level": 2,
				"text": "Taking paths apart",
				"slug": "taking-paths-apart"
			},
			{
				"level": 2,
				"text": "Paths relative to your module",
				"slug": "paths-relative-to-your-module"
			},
			{
				"level": 2,
				"text": "The OS and the process",
				"slug": "the-os-and-the-process"
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
		"sourcePath": "notes/nodejs/505-paths-and-the-os.md"
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
		"date": "2025-03-28",
		"headings": [
			{
				"level": 2,
				"text": "Emitting and listening",
				"slug": "emitting-and-listening"
			},
			{
				"level": 2,
				"text": "emit() is synchronous",
				"slug": "emit-is-synchronous"
			},
			{
				"level": 2,
				"text": "Errors, waiting and cleaning up",
				"slug": "errors-waiting-and-cleaning-up"
			},
			{
				"level": 2,
				"text": "Emitters everywhere",
				"slug": "emitters-everywhere"
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
		"sourcePath": "notes/nodejs/506-events-and-eventemitter.md"
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
		"date": "2025-03-31",
		"headings": [
			{
				"level": 2,
				"text": "Four kinds of stream",
				"slug": "four-kinds-of-stream"
			},
			{
				"level": 2,
				"text": "Reading with for await",
				"slug": "reading-with-for-await"
			},
			{
				"level": 2,
				"text": "pipeline: source, transforms, destination",
				"slug": "pipeline-source-transforms-destination"
			},
			{
				"level": 2,
				"text": "Backpressure",
				"slug": "backpressure"
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
		"sourcePath": "notes/nodejs/507-streams.md"
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
		"date": "2025-04-03",
		"headings": [
			{
				"level": 2,
				"text": "Text and bytes",
				"slug": "text-and-bytes"
			},
			{
				"level": 2,
				"text": "Creating buffers",
				"slug": "creating-buffers"
			},
			{
				"level": 2,
				"text": "Binary formats",
				"slug": "binary-formats"
			},
			{
				"level": 2,
				"text": "Joining chunks",
				"slug": "joining-chunks"
			},
			{
				"level": 2,
				"text": "Views share memory",
				"slug": "views-share-memory"
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
		"sourcePath": "notes/nodejs/508-buffers.md"
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
		"date": "2025-04-06",
		"headings": [
			{
				"level": 2,
				"text": "A first server",
				"slug": "a-first-server"
			},
			{
				"level": 2,
				"text": "A JSON API",
				"slug": "a-json-api"
			},
			{
				"level": 2,
				"text": "Running it for real",
				"slug": "running-it-for-real"
			},
			{
				"level": 2,
				"text": "Why frameworks exist",
				"slug": "why-frameworks-exist"
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
		"sourcePath": "notes/nodejs/509-the-http-module.md"
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
		"date": "2025-04-09",
		"headings": [
			{
				"level": 2,
				"text": "Setting up",
				"slug": "setting-up"
			},
			{
				"level": 2,
				"text": "A first app",
				"slug": "a-first-app"
			},
			{
				"level": 2,
				"text": "Reading the request",
				"slug": "reading-the-request"
			},
			{
				"level": 2,
				"text": "Sending the response",
				"slug": "sending-the-response"
			},
			{
				"level": 2,
				"text": "Express 5 for Express 4 readers",
				"slug": "express-5-for-express-4-readers"
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
		"sourcePath": "notes/nodejs/510-express-basics.md"
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
		"date": "2025-04-12",
		"headings": [
			{
				"level": 2,
				"text": "Middleware",
				"slug": "middleware"
			},
			{
				"level": 2,
				"text": "Route paths in Express 5",
				"slug": "route-paths-in-express-5"
			},
			{
				"level": 2,
				"text": "Routers",
				"slug": "routers"
			},
			{
				"level": 2,
				"text": "Middleware you will install",
				"slug": "middleware-you-will-install"
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
		"sourcePath": "notes/nodejs/511-routing-and-middleware.md"
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
		"date": "2025-04-15",
		"headings": [
			{
				"level": 2,
				"text": "Designing the API",
				"slug": "designing-the-api"
			},
			{
				"level": 2,
				"text": "Validating input",
				"slug": "validating-input"
			},
			{
				"level": 2,
				"text": "The router",
				"slug": "the-router"
			},
			{
				"level": 2,
				"text": "Trying it",
				"slug": "trying-it"
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
		"sourcePath": "notes/nodejs/512-building-a-rest-api.md"
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
		"date": "2025-04-18",
		"headings": [
			{
				"level": 2,
				"text": "process.env",
				"slug": "processenv"
			},
			{
				"level": 2,
				"text": ".env files",
				"slug": "env-files"
			},
			{
				"level": 2,
				"text": "One config module",
				"slug": "one-config-module"
			},
			{
				"level": 2,
				"text": "NODE_ENV and secrets",
				"slug": "node_env-and-secrets"
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
		"sourcePath": "notes/nodejs/513-environment-variables-and-configuration.md"
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
		"date": "2025-04-21",
		"headings": [
			{
				"level": 2,
				"text": "Two kinds of error",
				"slug": "two-kinds-of-error"
			},
			{
				"level": 2,
				"text": "Custom errors and causes",
				"slug": "custom-errors-and-causes"
			},
			{
				"level": 2,
				"text": "Errors in async code",
				"slug": "errors-in-async-code"
			},
			{
				"level": 2,
				"text": "One error handler in Express",
				"slug": "one-error-handler-in-express"
			},
			{
				"level": 2,
				"text": "When everything else fails",
				"slug": "when-everything-else-fails"
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
		"sourcePath": "notes/nodejs/514-error-handling.md"
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
		"date": "2025-04-24",
		"headings": [
			{
				"level": 2,
				"text": "Choosing a database and a client",
				"slug": "choosing-a-database-and-a-client"
			},
			{
				"level": 2,
				"text": "Setting up",
				"slug": "setting-up"
			},
			{
				"level": 2,
				"text": "A pool and parameterised queries",
				"slug": "a-pool-and-parameterised-queries"
			},
			{
				"level": 2,
				"text": "A repository module",
				"slug": "a-repository-module"
			},
			{
				"level": 2,
				"text": "Transactions",
				"slug": "transactions"
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
		"sourcePath": "notes/nodejs/515-working-with-a-database.md"
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
		"date": "2025-04-27",
		"headings": [
			{
				"level": 2,
				"text": "Storing passwords",
				"slug": "storing-passwords"
			},
			{
				"level": 2,
				"text": "Sessions",
				"slug": "sessions"
			},
			{
				"level": 2,
				"text": "JSON Web Tokens",
				"slug": "json-web-tokens"
			},
			{
				"level": 2,
				"text": "Which one?",
				"slug": "which-one"
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
		"sourcePath": "notes/nodejs/516-authentication-with-sessions-and-jwt.md"
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
		"date": "2025-04-30",
		"headings": [
			{
				"level": 2,
				"text": "A first test file",
				"slug": "a-first-test-file"
			},
			{
				"level": 2,
				"text": "Testing an HTTP API",
				"slug": "testing-an-http-api"
			},
			{
				"level": 2,
				"text": "Mock functions",
				"slug": "mock-functions"
			},
			{
				"level": 2,
				"text": "Running the suite",
				"slug": "running-the-suite"
			},
			{
				"level": 2,
				"text": "Key points",
				"slug": "key-points"
			}
		],
		"sourcePath": "notes/nodejs/517-testing-with-nodetest.md"
	}
];
/** Each body is its own chunk, fetched when its note is opened. */
var bodies = {
	501: () => import("./501-CcM5gdpr.js"),
	502: () => import("./502-BnxXzMIU.js"),
	503: () => import("./503-BHHdjTd1.js"),
	504: () => import("./504-Cm6uD2Zc.js"),
	505: () => import("./505-BxVKQ5RC.js"),
	506: () => import("./506-DuCoAjtL.js"),
	507: () => import("./507-BzFzlrjt.js"),
	508: () => import("./508-DXSS68oq.js"),
	509: () => import("./509-BeeKjlek.js"),
	510: () => import("./510-CYbVdpBn.js"),
	511: () => import("./511-Cufx3Ijn.js"),
	512: () => import("./512-BXd1urRM.js"),
	513: () => import("./513-DM8yiutc.js"),
	514: () => import("./514-BcbBQ5wn.js"),
	515: () => import("./515-C47wKmFc.js"),
	516: () => import("./516-fuAYdpY_.js"),
	517: () => import("./517-CSflA8xS.js")
};
export { bodies, lessons };
