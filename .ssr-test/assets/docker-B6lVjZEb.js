// src/generated/series/docker.ts
/** The notes of the series, by ascending id. */
var lessons = [
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
		"date": "2025-05-01",
		"headings": [
			{
				"level": 2,
				"text": "The problem Docker solves",
				"slug": "the-problem-docker-solves"
			},
			{
				"level": 2,
				"text": "Containers are processes, not machines",
				"slug": "containers-are-processes-not-machines"
			},
			{
				"level": 2,
				"text": "The vocabulary",
				"slug": "the-vocabulary"
			},
			{
				"level": 2,
				"text": "How the pieces fit",
				"slug": "how-the-pieces-fit"
			},
			{
				"level": 2,
				"text": "Installing Docker",
				"slug": "installing-docker"
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
		"sourcePath": "notes/docker/601-what-docker-is.md"
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
		"date": "2025-05-03",
		"headings": [
			{
				"level": 2,
				"text": "Hello, world",
				"slug": "hello-world"
			},
			{
				"level": 2,
				"text": "A command in a throwaway container",
				"slug": "a-command-in-a-throwaway-container"
			},
			{
				"level": 2,
				"text": "A shell inside a container",
				"slug": "a-shell-inside-a-container"
			},
			{
				"level": 2,
				"text": "A web server in the background",
				"slug": "a-web-server-in-the-background"
			},
			{
				"level": 2,
				"text": "Managing containers",
				"slug": "managing-containers"
			},
			{
				"level": 2,
				"text": "When something goes wrong",
				"slug": "when-something-goes-wrong"
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
		"sourcePath": "notes/docker/602-your-first-container.md"
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
		"date": "2025-05-05",
		"headings": [
			{
				"level": 2,
				"text": "An image is a read-only template",
				"slug": "an-image-is-a-read-only-template"
			},
			{
				"level": 2,
				"text": "Reading an image name",
				"slug": "reading-an-image-name"
			},
			{
				"level": 2,
				"text": "A container is an image plus a writable layer",
				"slug": "a-container-is-an-image-plus-a-writable-layer"
			},
			{
				"level": 2,
				"text": "The container lifecycle",
				"slug": "the-container-lifecycle"
			},
			{
				"level": 2,
				"text": "Cleaning up",
				"slug": "cleaning-up"
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
		"sourcePath": "notes/docker/603-images-and-containers.md"
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
		"date": "2025-05-07",
		"headings": [
			{
				"level": 2,
				"text": "The app to package",
				"slug": "the-app-to-package"
			},
			{
				"level": 2,
				"text": "The Dockerfile",
				"slug": "the-dockerfile"
			},
			{
				"level": 2,
				"text": "Build and run it",
				"slug": "build-and-run-it"
			},
			{
				"level": 2,
				"text": "Keep files out with .dockerignore",
				"slug": "keep-files-out-with-dockerignore"
			},
			{
				"level": 2,
				"text": "Exec form and shell form",
				"slug": "exec-form-and-shell-form"
			},
			{
				"level": 2,
				"text": "ENTRYPOINT and CMD together",
				"slug": "entrypoint-and-cmd-together"
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
		"sourcePath": "notes/docker/604-dockerfile-basics.md"
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
		"date": "2025-05-09",
		"headings": [
			{
				"level": 2,
				"text": "The build command",
				"slug": "the-build-command"
			},
			{
				"level": 2,
				"text": "Tags are names, not copies",
				"slug": "tags-are-names-not-copies"
			},
			{
				"level": 2,
				"text": "Build arguments",
				"slug": "build-arguments"
			},
			{
				"level": 2,
				"text": "Labels",
				"slug": "labels"
			},
			{
				"level": 2,
				"text": "Building for other architectures",
				"slug": "building-for-other-architectures"
			},
			{
				"level": 2,
				"text": "Checking a Dockerfile without building",
				"slug": "checking-a-dockerfile-without-building"
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
		"sourcePath": "notes/docker/605-building-and-tagging-images.md"
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
		"date": "2025-05-11",
		"headings": [
			{
				"level": 2,
				"text": "Instructions become layers",
				"slug": "instructions-become-layers"
			},
			{
				"level": 2,
				"text": "How the cache decides",
				"slug": "how-the-cache-decides"
			},
			{
				"level": 2,
				"text": "Order from least to most frequently changed",
				"slug": "order-from-least-to-most-frequently-changed"
			},
			{
				"level": 2,
				"text": "Layers only grow",
				"slug": "layers-only-grow"
			},
			{
				"level": 2,
				"text": "Cache mounts",
				"slug": "cache-mounts"
			},
			{
				"level": 2,
				"text": "Managing the cache",
				"slug": "managing-the-cache"
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
		"sourcePath": "notes/docker/606-layers-and-the-build-cache.md"
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
		"date": "2025-05-14",
		"headings": [
			{
				"level": 2,
				"text": "Three kinds of mount",
				"slug": "three-kinds-of-mount"
			},
			{
				"level": 2,
				"text": "Named volumes",
				"slug": "named-volumes"
			},
			{
				"level": 2,
				"text": "-v or --mount",
				"slug": "-v-or---mount"
			},
			{
				"level": 2,
				"text": "Bind mounts for development",
				"slug": "bind-mounts-for-development"
			},
			{
				"level": 2,
				"text": "Read-only and in-memory mounts",
				"slug": "read-only-and-in-memory-mounts"
			},
			{
				"level": 2,
				"text": "File ownership",
				"slug": "file-ownership"
			},
			{
				"level": 2,
				"text": "Backing up a volume",
				"slug": "backing-up-a-volume"
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
		"sourcePath": "notes/docker/607-volumes-and-bind-mounts.md"
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
		"date": "2025-05-16",
		"headings": [
			{
				"level": 2,
				"text": "The default bridge",
				"slug": "the-default-bridge"
			},
			{
				"level": 2,
				"text": "User-defined networks and DNS",
				"slug": "user-defined-networks-and-dns"
			},
			{
				"level": 2,
				"text": "Publishing ports",
				"slug": "publishing-ports"
			},
			{
				"level": 2,
				"text": "localhost is the container",
				"slug": "localhost-is-the-container"
			},
			{
				"level": 2,
				"text": "Network drivers",
				"slug": "network-drivers"
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
		"sourcePath": "notes/docker/608-networking.md"
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
		"date": "2025-05-18",
		"headings": [
			{
				"level": 2,
				"text": "Configuration comes from the environment",
				"slug": "configuration-comes-from-the-environment"
			},
			{
				"level": 2,
				"text": "Setting variables",
				"slug": "setting-variables"
			},
			{
				"level": 2,
				"text": "ARG or ENV",
				"slug": "arg-or-env"
			},
			{
				"level": 2,
				"text": "Why environment variables are weak secrets",
				"slug": "why-environment-variables-are-weak-secrets"
			},
			{
				"level": 2,
				"text": "Secrets during a build",
				"slug": "secrets-during-a-build"
			},
			{
				"level": 2,
				"text": "Secrets for a running container",
				"slug": "secrets-for-a-running-container"
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
		"sourcePath": "notes/docker/609-environment-variables-and-secrets.md"
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
		"date": "2025-05-21",
		"headings": [
			{
				"level": 2,
				"text": "The compose file",
				"slug": "the-compose-file"
			},
			{
				"level": 2,
				"text": "Running the application",
				"slug": "running-the-application"
			},
			{
				"level": 2,
				"text": "Variables in the file",
				"slug": "variables-in-the-file"
			},
			{
				"level": 2,
				"text": "Development settings and watch",
				"slug": "development-settings-and-watch"
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
		"sourcePath": "notes/docker/610-docker-compose.md"
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
		"date": "2025-05-23",
		"headings": [
			{
				"level": 2,
				"text": "Stages and COPY --from",
				"slug": "stages-and-copy---from"
			},
			{
				"level": 2,
				"text": "Choosing what to build",
				"slug": "choosing-what-to-build"
			},
			{
				"level": 2,
				"text": "A front end served by nginx",
				"slug": "a-front-end-served-by-nginx"
			},
			{
				"level": 2,
				"text": "Compiled languages: almost nothing at run time",
				"slug": "compiled-languages-almost-nothing-at-run-time"
			},
			{
				"level": 2,
				"text": "Choosing the final base",
				"slug": "choosing-the-final-base"
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
		"sourcePath": "notes/docker/611-multi-stage-builds.md"
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
		"date": "2025-05-25",
		"headings": [
			{
				"level": 2,
				"text": "Registries and repositories",
				"slug": "registries-and-repositories"
			},
			{
				"level": 2,
				"text": "Logging in",
				"slug": "logging-in"
			},
			{
				"level": 2,
				"text": "Tagging and pushing",
				"slug": "tagging-and-pushing"
			},
			{
				"level": 2,
				"text": "Pulling",
				"slug": "pulling"
			},
			{
				"level": 2,
				"text": "Docker Hub limits",
				"slug": "docker-hub-limits"
			},
			{
				"level": 2,
				"text": "A registry of your own",
				"slug": "a-registry-of-your-own"
			},
			{
				"level": 2,
				"text": "Publishing from CI",
				"slug": "publishing-from-ci"
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
		"sourcePath": "notes/docker/612-registries-push-and-pull.md"
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
		"date": "2025-05-28",
		"headings": [
			{
				"level": 2,
				"text": "1. Status",
				"slug": "1-status"
			},
			{
				"level": 2,
				"text": "2. Logs",
				"slug": "2-logs"
			},
			{
				"level": 2,
				"text": "3. The exit code",
				"slug": "3-the-exit-code"
			},
			{
				"level": 2,
				"text": "4. Look inside",
				"slug": "4-look-inside"
			},
			{
				"level": 2,
				"text": "Images without a shell",
				"slug": "images-without-a-shell"
			},
			{
				"level": 2,
				"text": "Network symptoms",
				"slug": "network-symptoms"
			},
			{
				"level": 2,
				"text": "Build failures and Compose",
				"slug": "build-failures-and-compose"
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
		"sourcePath": "notes/docker/613-debugging-containers.md"
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
		"date": "2025-05-30",
		"headings": [
			{
				"level": 2,
				"text": "A production Dockerfile",
				"slug": "a-production-dockerfile"
			},
			{
				"level": 2,
				"text": "The image checklist",
				"slug": "the-image-checklist"
			},
			{
				"level": 2,
				"text": "Scanning for known vulnerabilities",
				"slug": "scanning-for-known-vulnerabilities"
			},
			{
				"level": 2,
				"text": "Hardening at run time",
				"slug": "hardening-at-run-time"
			},
			{
				"level": 2,
				"text": "Never do this",
				"slug": "never-do-this"
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
		"sourcePath": "notes/docker/614-best-practices-and-security.md"
	}
];
/** Each body is its own chunk, fetched when its note is opened. */
var bodies = {
	601: () => import("./601-DwLFV1GZ.js"),
	602: () => import("./602-Cp7hXQi0.js"),
	603: () => import("./603-C1KD_Xxu.js"),
	604: () => import("./604-BBNd-d7N.js"),
	605: () => import("./605-xDJatgcQ.js"),
	606: () => import("./606-DR39wdOe.js"),
	607: () => import("./607-C00Up7HD.js"),
	608: () => import("./608-Dzy7NwVq.js"),
	609: () => import("./609-Cn9OHApV.js"),
	610: () => import("./610-hxLAZR12.js"),
	611: () => import("./611-BgY33cMn.js"),
	612: () => import("./612-mhhdiRZc.js"),
	613: () => import("./613-CX5Fc2vK.js"),
	614: () => import("./614-CLbUWnLN.js")
};
export { bodies, lessons };
