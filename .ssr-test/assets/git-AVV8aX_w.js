// src/generated/series/git.ts
/** The notes of the series, by ascending id. */
var lessons = [
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
		"date": "2025-06-01",
		"headings": [
			{
				"level": 2,
				"text": "The problem version control solves",
				"slug": "the-problem-version-control-solves"
			},
			{
				"level": 2,
				"text": "Snapshots, not differences",
				"slug": "snapshots-not-differences"
			},
			{
				"level": 2,
				"text": "Distributed: the whole history is yours",
				"slug": "distributed-the-whole-history-is-yours"
			},
			{
				"level": 2,
				"text": "The three places a file lives",
				"slug": "the-three-places-a-file-lives"
			},
			{
				"level": 2,
				"text": "Branches in one paragraph",
				"slug": "branches-in-one-paragraph"
			},
			{
				"level": 2,
				"text": "Is Git installed?",
				"slug": "is-git-installed"
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
		"sourcePath": "notes/git/701-what-git-is.md"
	},
	{
		"id": 702,
		"topic": "git",
		"title": "Setting Up and Your First Repository",
		"description": "Configure your name, email and default branch once, create a repository with git init, and make and inspect your first commit.",
		"tags": [
			"config",
			"init",
			"first-commit",
			"setup"
		],
		"date": "2025-06-03",
		"headings": [
			{
				"level": 2,
				"text": "Tell Git who you are",
				"slug": "tell-git-who-you-are"
			},
			{
				"level": 2,
				"text": "Create a repository",
				"slug": "create-a-repository"
			},
			{
				"level": 2,
				"text": "Your first commit",
				"slug": "your-first-commit"
			},
			{
				"level": 2,
				"text": "Read the history",
				"slug": "read-the-history"
			},
			{
				"level": 2,
				"text": "Keep files out with .gitignore",
				"slug": "keep-files-out-with-gitignore"
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
		"sourcePath": "notes/git/702-setting-up-and-your-first-repository.md"
	},
	{
		"id": 703,
		"topic": "git",
		"title": "Staging and Committing",
		"description": "Use git status, diff, add and commit to turn your edits into small, well-described commits, and fix the last commit before you share it.",
		"tags": [
			"staging",
			"commits",
			"diff",
			"messages"
		],
		"date": "2025-06-05",
		"headings": [
			{
				"level": 2,
				"text": "See what changed",
				"slug": "see-what-changed"
			},
			{
				"level": 2,
				"text": "Stage exactly what belongs together",
				"slug": "stage-exactly-what-belongs-together"
			},
			{
				"level": 2,
				"text": "Commit with a message that explains why",
				"slug": "commit-with-a-message-that-explains-why"
			},
			{
				"level": 2,
				"text": "Fix the last commit",
				"slug": "fix-the-last-commit"
			},
			{
				"level": 2,
				"text": "Look back",
				"slug": "look-back"
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
		"sourcePath": "notes/git/703-staging-and-committing.md"
	},
	{
		"id": 704,
		"topic": "git",
		"title": "Branches",
		"description": "Create, switch, list, rename and delete branches with git switch and git branch, and understand what a branch and HEAD really are.",
		"tags": [
			"branches",
			"git-switch",
			"head",
			"workflow"
		],
		"date": "2025-06-07",
		"headings": [
			{
				"level": 2,
				"text": "A branch is a pointer",
				"slug": "a-branch-is-a-pointer"
			},
			{
				"level": 2,
				"text": "Create and switch",
				"slug": "create-and-switch"
			},
			{
				"level": 2,
				"text": "See your branches",
				"slug": "see-your-branches"
			},
			{
				"level": 2,
				"text": "Rename and delete",
				"slug": "rename-and-delete"
			},
			{
				"level": 2,
				"text": "Naming and habits",
				"slug": "naming-and-habits"
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
		"sourcePath": "notes/git/704-branches.md"
	},
	{
		"id": 705,
		"topic": "git",
		"title": "Merging and Conflicts",
		"description": "Merge branches with fast-forward and three-way merges, read and resolve merge conflicts step by step, and abort a merge that went wrong.",
		"tags": [
			"merging",
			"conflicts",
			"fast-forward",
			"workflow"
		],
		"date": "2025-06-09",
		"headings": [
			{
				"level": 2,
				"text": "Merging a branch",
				"slug": "merging-a-branch"
			},
			{
				"level": 2,
				"text": "When both branches changed the same lines",
				"slug": "when-both-branches-changed-the-same-lines"
			},
			{
				"level": 2,
				"text": "Resolving a conflict",
				"slug": "resolving-a-conflict"
			},
			{
				"level": 2,
				"text": "Getting out",
				"slug": "getting-out"
			},
			{
				"level": 2,
				"text": "Fewer, smaller conflicts",
				"slug": "fewer-smaller-conflicts"
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
		"sourcePath": "notes/git/705-merging-and-conflicts.md"
	},
	{
		"id": 706,
		"topic": "git",
		"title": "Remotes: fetch, pull and push",
		"description": "Connect a repository to remotes, download work with fetch, combine it with pull, publish with push, and understand remote-tracking branches and upstreams.",
		"tags": [
			"remotes",
			"fetch",
			"pull",
			"push"
		],
		"date": "2025-06-11",
		"headings": [
			{
				"level": 2,
				"text": "Remotes",
				"slug": "remotes"
			},
			{
				"level": 2,
				"text": "Remote-tracking branches",
				"slug": "remote-tracking-branches"
			},
			{
				"level": 2,
				"text": "fetch: download without touching your work",
				"slug": "fetch-download-without-touching-your-work"
			},
			{
				"level": 2,
				"text": "pull: fetch and integrate",
				"slug": "pull-fetch-and-integrate"
			},
			{
				"level": 2,
				"text": "push: publish your commits",
				"slug": "push-publish-your-commits"
			},
			{
				"level": 2,
				"text": "Rejected pushes",
				"slug": "rejected-pushes"
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
		"sourcePath": "notes/git/706-remotes-fetch-pull-and-push.md"
	},
	{
		"id": 707,
		"topic": "git",
		"title": "Undoing Changes: restore, reset and revert",
		"description": "Undo mistakes at every stage with git restore, git reset and git revert, recover lost commits with the reflog, and know which commands are safe on shared history.",
		"tags": [
			"undo",
			"restore",
			"reset",
			"revert"
		],
		"date": "2025-06-13",
		"headings": [
			{
				"level": 2,
				"text": "Which tool for which mistake",
				"slug": "which-tool-for-which-mistake"
			},
			{
				"level": 2,
				"text": "restore: files",
				"slug": "restore-files"
			},
			{
				"level": 2,
				"text": "reset: move the branch",
				"slug": "reset-move-the-branch"
			},
			{
				"level": 2,
				"text": "revert: undo by adding a commit",
				"slug": "revert-undo-by-adding-a-commit"
			},
			{
				"level": 2,
				"text": "The reflog: your safety net",
				"slug": "the-reflog-your-safety-net"
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
		"sourcePath": "notes/git/707-undoing-changes-restore-reset-and-revert.md"
	},
	{
		"id": 708,
		"topic": "git",
		"title": "Rebasing and a Clean History",
		"description": "Replay a branch on top of another with git rebase, tidy commits with interactive rebase, resolve rebase conflicts, and follow the one rule that keeps rebasing safe.",
		"tags": [
			"rebase",
			"interactive-rebase",
			"history",
			"workflow"
		],
		"date": "2025-06-15",
		"headings": [
			{
				"level": 2,
				"text": "Rebasing a branch onto main",
				"slug": "rebasing-a-branch-onto-main"
			},
			{
				"level": 2,
				"text": "Conflicts during a rebase",
				"slug": "conflicts-during-a-rebase"
			},
			{
				"level": 2,
				"text": "Interactive rebase: polish before sharing",
				"slug": "interactive-rebase-polish-before-sharing"
			},
			{
				"level": 2,
				"text": "The golden rule",
				"slug": "the-golden-rule"
			},
			{
				"level": 2,
				"text": "Merge or rebase?",
				"slug": "merge-or-rebase"
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
		"sourcePath": "notes/git/708-rebasing-and-a-clean-history.md"
	}
];
/** Each body is its own chunk, fetched when its note is opened. */
var bodies = {
	701: () => import("./701-BTA-vsVk.js"),
	702: () => import("./702-D9mG2fSr.js"),
	703: () => import("./703-DJ2kqU5F.js"),
	704: () => import("./704-BbltQlB4.js"),
	705: () => import("./705-B3xFu4qo.js"),
	706: () => import("./706-BLUO10ZC.js"),
	707: () => import("./707-owQsDZEe.js"),
	708: () => import("./708-Dqn-0T04.js")
};
export { bodies, lessons };
