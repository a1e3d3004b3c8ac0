// src/generated/series/github.ts
/** The notes of the series, by ascending id. */
var lessons = [
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
		"date": "2025-06-16",
		"headings": [
			{
				"level": 2,
				"text": "Git and GitHub are different things",
				"slug": "git-and-github-are-different-things"
			},
			{
				"level": 2,
				"text": "Create the repository",
				"slug": "create-the-repository"
			},
			{
				"level": 2,
				"text": "Connect and push an existing project",
				"slug": "connect-and-push-an-existing-project"
			},
			{
				"level": 2,
				"text": "SSH or HTTPS?",
				"slug": "ssh-or-https"
			},
			{
				"level": 2,
				"text": "A tour of the repository page",
				"slug": "a-tour-of-the-repository-page"
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
		"sourcePath": "notes/github/801-repositories-on-github.md"
	},
	{
		"id": 802,
		"topic": "github",
		"title": "Issues and Pull Requests",
		"description": "Track work with issues, propose changes on a branch with a pull request, review them, and merge with the strategy that suits your history.",
		"tags": [
			"issues",
			"pull-requests",
			"code-review",
			"collaboration"
		],
		"date": "2025-06-19",
		"headings": [
			{
				"level": 2,
				"text": "Issues: one problem or task each",
				"slug": "issues-one-problem-or-task-each"
			},
			{
				"level": 2,
				"text": "Pull requests: a branch that asks to be merged",
				"slug": "pull-requests-a-branch-that-asks-to-be-merged"
			},
			{
				"level": 2,
				"text": "Reviewing",
				"slug": "reviewing"
			},
			{
				"level": 2,
				"text": "Merging",
				"slug": "merging"
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
		"sourcePath": "notes/github/802-issues-and-pull-requests.md"
	},
	{
		"id": 803,
		"topic": "github",
		"title": "Forks and Contributing",
		"description": "Contribute to a project you cannot push to: fork it, work on a branch, keep your fork in sync and open a pull request maintainers want to merge.",
		"tags": [
			"forks",
			"open-source",
			"upstream",
			"contributing"
		],
		"date": "2025-06-22",
		"headings": [
			{
				"level": 2,
				"text": "Fork, clone, branch",
				"slug": "fork-clone-branch"
			},
			{
				"level": 2,
				"text": "Keep your fork in sync",
				"slug": "keep-your-fork-in-sync"
			},
			{
				"level": 2,
				"text": "Open the pull request",
				"slug": "open-the-pull-request"
			},
			{
				"level": 2,
				"text": "Contributing so that it gets merged",
				"slug": "contributing-so-that-it-gets-merged"
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
		"sourcePath": "notes/github/803-forks-and-contributing.md"
	},
	{
		"id": 804,
		"topic": "github",
		"title": "GitHub Actions",
		"description": "Automate tests and builds with GitHub Actions workflows, from events, jobs and steps to caching, version matrices and safe secrets.",
		"tags": [
			"github-actions",
			"ci",
			"workflows",
			"automation"
		],
		"date": "2025-06-26",
		"headings": [
			{
				"level": 2,
				"text": "A first workflow",
				"slug": "a-first-workflow"
			},
			{
				"level": 2,
				"text": "Results in pull requests",
				"slug": "results-in-pull-requests"
			},
			{
				"level": 2,
				"text": "Testing several versions with a matrix",
				"slug": "testing-several-versions-with-a-matrix"
			},
			{
				"level": 2,
				"text": "Secrets and security",
				"slug": "secrets-and-security"
			},
			{
				"level": 2,
				"text": "Beyond CI",
				"slug": "beyond-ci"
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
		"sourcePath": "notes/github/804-github-actions.md"
	},
	{
		"id": 805,
		"topic": "github",
		"title": "GitHub Pages and Releases",
		"description": "Publish a static site with GitHub Pages from a branch or an Actions workflow, and ship versions with tags, release notes and attached files.",
		"tags": [
			"github-pages",
			"releases",
			"tags",
			"deployment"
		],
		"date": "2025-06-30",
		"headings": [
			{
				"level": 2,
				"text": "GitHub Pages",
				"slug": "github-pages"
			},
			{
				"level": 2,
				"text": "Deploying a built site with Actions",
				"slug": "deploying-a-built-site-with-actions"
			},
			{
				"level": 2,
				"text": "Releases",
				"slug": "releases"
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
		"sourcePath": "notes/github/805-github-pages-and-releases.md"
	}
];
/** Each body is its own chunk, fetched when its note is opened. */
var bodies = {
	801: () => import("./801-D6BRt23W.js"),
	802: () => import("./802-BldmW0of.js"),
	803: () => import("./803-rnG9-qq9.js"),
	804: () => import("./804-CY3byMby.js"),
	805: () => import("./805-DWil5Pzb.js")
};
export { bodies, lessons };
