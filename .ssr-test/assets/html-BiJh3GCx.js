// src/generated/series/html.ts
/** The notes of the series, by ascending id. */
var lessons = [
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
		"date": "2024-11-11",
		"headings": [
			{
				"level": 2,
				"text": "Structure and meaning, not looks",
				"slug": "structure-and-meaning-not-looks"
			},
			{
				"level": 2,
				"text": "Elements, tags and attributes",
				"slug": "elements-tags-and-attributes"
			},
			{
				"level": 2,
				"text": "Your first page",
				"slug": "your-first-page"
			},
			{
				"level": 2,
				"text": "How the browser reads it",
				"slug": "how-the-browser-reads-it"
			},
			{
				"level": 2,
				"text": "Which version of HTML?",
				"slug": "which-version-of-html"
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
		"sourcePath": "notes/html/201-what-html-is.md"
	},
	{
		"id": 202,
		"topic": "html",
		"title": "Document Structure",
		"description": "The standard skeleton of an HTML page, the doctype, html, head and body, and what each line does for browsers, search engines and screen readers.",
		"tags": [
			"html",
			"doctype",
			"head",
			"body",
			"boilerplate"
		],
		"date": "2024-11-12",
		"headings": [
			{
				"level": 2,
				"text": "The skeleton",
				"slug": "the-skeleton"
			},
			{
				"level": 2,
				"text": "The doctype",
				"slug": "the-doctype"
			},
			{
				"level": 2,
				"text": "The html element and lang",
				"slug": "the-html-element-and-lang"
			},
			{
				"level": 2,
				"text": "The head: information about the page",
				"slug": "the-head-information-about-the-page"
			},
			{
				"level": 2,
				"text": "The body: what people see",
				"slug": "the-body-what-people-see"
			},
			{
				"level": 2,
				"text": "Comments, whitespace and optional tags",
				"slug": "comments-whitespace-and-optional-tags"
			},
			{
				"level": 2,
				"text": "Check your work",
				"slug": "check-your-work"
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
		"sourcePath": "notes/html/202-document-structure.md"
	},
	{
		"id": 203,
		"topic": "html",
		"title": "Text Elements",
		"description": "Headings, paragraphs, line breaks, quotations and inline elements such as strong, em, code and time, chosen for meaning rather than looks.",
		"tags": [
			"html",
			"headings",
			"paragraphs",
			"inline-elements",
			"semantics"
		],
		"date": "2024-11-13",
		"headings": [
			{
				"level": 2,
				"text": "Headings",
				"slug": "headings"
			},
			{
				"level": 2,
				"text": "Paragraphs and breaks",
				"slug": "paragraphs-and-breaks"
			},
			{
				"level": 2,
				"text": "Inline elements: meaning first",
				"slug": "inline-elements-meaning-first"
			},
			{
				"level": 2,
				"text": "Quotations",
				"slug": "quotations"
			},
			{
				"level": 2,
				"text": "Putting it together",
				"slug": "putting-it-together"
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
		"sourcePath": "notes/html/203-text-elements.md"
	},
	{
		"id": 204,
		"topic": "html",
		"title": "Links",
		"description": "Create links with the a element, choose absolute, relative and fragment URLs, open email and phone links, and write link text that makes sense on its own.",
		"tags": [
			"links",
			"anchors",
			"urls",
			"navigation"
		],
		"date": "2024-11-14",
		"headings": [
			{
				"level": 2,
				"text": "The a element",
				"slug": "the-a-element"
			},
			{
				"level": 2,
				"text": "Kinds of URLs",
				"slug": "kinds-of-urls"
			},
			{
				"level": 2,
				"text": "Linking to a section",
				"slug": "linking-to-a-section"
			},
			{
				"level": 2,
				"text": "New tabs",
				"slug": "new-tabs"
			},
			{
				"level": 2,
				"text": "Downloads",
				"slug": "downloads"
			},
			{
				"level": 2,
				"text": "Link text that makes sense on its own",
				"slug": "link-text-that-makes-sense-on-its-own"
			},
			{
				"level": 2,
				"text": "Links or buttons?",
				"slug": "links-or-buttons"
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
		"sourcePath": "notes/html/204-links.md"
	},
	{
		"id": 205,
		"topic": "html",
		"title": "Images and Media",
		"description": "Add images with useful alt text and explicit dimensions, lazy-load them, caption them with figure, and embed accessible audio and video with captions.",
		"tags": [
			"images",
			"alt-text",
			"video",
			"audio"
		],
		"date": "2024-11-15",
		"headings": [
			{
				"level": 2,
				"text": "The img element",
				"slug": "the-img-element"
			},
			{
				"level": 2,
				"text": "Writing alt text",
				"slug": "writing-alt-text"
			},
			{
				"level": 2,
				"text": "Loading efficiently",
				"slug": "loading-efficiently"
			},
			{
				"level": 2,
				"text": "Captions with figure",
				"slug": "captions-with-figure"
			},
			{
				"level": 2,
				"text": "Video and audio",
				"slug": "video-and-audio"
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
		"sourcePath": "notes/html/205-images-and-media.md"
	},
	{
		"id": 206,
		"topic": "html",
		"title": "Lists",
		"description": "Group related items with unordered, ordered and description lists, nest lists correctly, and use list attributes such as start, reversed and value.",
		"tags": [
			"lists",
			"ul",
			"ol",
			"dl"
		],
		"date": "2024-11-16",
		"headings": [
			{
				"level": 2,
				"text": "Three kinds of lists",
				"slug": "three-kinds-of-lists"
			},
			{
				"level": 2,
				"text": "Nesting",
				"slug": "nesting"
			},
			{
				"level": 2,
				"text": "Controlling numbers",
				"slug": "controlling-numbers"
			},
			{
				"level": 2,
				"text": "Lists for navigation and layout",
				"slug": "lists-for-navigation-and-layout"
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
		"sourcePath": "notes/html/206-lists.md"
	},
	{
		"id": 207,
		"topic": "html",
		"title": "Tables",
		"description": "Mark up tabular data with table, caption, thead, tbody, th and scope so that it is readable and accessible, span cells, and know when not to use a table.",
		"tags": [
			"tables",
			"data",
			"accessibility",
			"th-scope"
		],
		"date": "2024-11-18",
		"headings": [
			{
				"level": 2,
				"text": "A complete table",
				"slug": "a-complete-table"
			},
			{
				"level": 2,
				"text": "Spanning cells",
				"slug": "spanning-cells"
			},
			{
				"level": 2,
				"text": "When not to use a table",
				"slug": "when-not-to-use-a-table"
			},
			{
				"level": 2,
				"text": "Small screens",
				"slug": "small-screens"
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
		"sourcePath": "notes/html/207-tables.md"
	},
	{
		"id": 208,
		"topic": "html",
		"title": "Forms",
		"description": "Build forms with form, label, input, textarea, select and button, group fields with fieldset and legend, and understand how a form submits its data.",
		"tags": [
			"forms",
			"labels",
			"fieldset",
			"submission"
		],
		"date": "2024-11-19",
		"headings": [
			{
				"level": 2,
				"text": "A complete form",
				"slug": "a-complete-form"
			},
			{
				"level": 2,
				"text": "Labels are not optional",
				"slug": "labels-are-not-optional"
			},
			{
				"level": 2,
				"text": "Grouping with fieldset and legend",
				"slug": "grouping-with-fieldset-and-legend"
			},
			{
				"level": 2,
				"text": "Names, values and submission",
				"slug": "names-values-and-submission"
			},
			{
				"level": 2,
				"text": "Buttons",
				"slug": "buttons"
			},
			{
				"level": 2,
				"text": "autocomplete",
				"slug": "autocomplete"
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
		"sourcePath": "notes/html/208-forms.md"
	},
	{
		"id": 209,
		"topic": "html",
		"title": "Input Types",
		"description": "Pick the right input type for emails, numbers, dates, search, passwords and files, so users get the right keyboard and the browser checks the format.",
		"tags": [
			"inputs",
			"input-types",
			"mobile-keyboards",
			"pickers"
		],
		"date": "2024-11-21",
		"headings": [
			{
				"level": 2,
				"text": "Text-like types",
				"slug": "text-like-types"
			},
			{
				"level": 2,
				"text": "Numbers and ranges",
				"slug": "numbers-and-ranges"
			},
			{
				"level": 2,
				"text": "Dates and times",
				"slug": "dates-and-times"
			},
			{
				"level": 2,
				"text": "Choices, colours and files",
				"slug": "choices-colours-and-files"
			},
			{
				"level": 2,
				"text": "Hidden and buttons",
				"slug": "hidden-and-buttons"
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
		"sourcePath": "notes/html/209-input-types.md"
	},
	{
		"id": 210,
		"topic": "html",
		"title": "Built-in Form Validation",
		"description": "Validate forms without JavaScript using required, type, min, max, minlength, maxlength and pattern, style valid and invalid fields, and write error hints that help.",
		"tags": [
			"validation",
			"forms",
			"constraints",
			"user-invalid"
		],
		"date": "2024-11-22",
		"headings": [
			{
				"level": 2,
				"text": "The constraints",
				"slug": "the-constraints"
			},
			{
				"level": 2,
				"text": "Hints before errors",
				"slug": "hints-before-errors"
			},
			{
				"level": 2,
				"text": "Styling validity",
				"slug": "styling-validity"
			},
			{
				"level": 2,
				"text": "Turning it off, and replacing it",
				"slug": "turning-it-off-and-replacing-it"
			},
			{
				"level": 2,
				"text": "The server has the last word",
				"slug": "the-server-has-the-last-word"
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
		"sourcePath": "notes/html/210-built-in-form-validation.md"
	},
	{
		"id": 211,
		"topic": "html",
		"title": "Semantic Elements",
		"description": "Structure pages with header, nav, main, article, section, aside and footer, understand the landmarks they create, and choose between them and a plain div.",
		"tags": [
			"semantics",
			"landmarks",
			"page-structure",
			"accessibility"
		],
		"date": "2024-11-24",
		"headings": [
			{
				"level": 2,
				"text": "A semantic page",
				"slug": "a-semantic-page"
			},
			{
				"level": 2,
				"text": "What each element means",
				"slug": "what-each-element-means"
			},
			{
				"level": 2,
				"text": "Headings carry the outline",
				"slug": "headings-carry-the-outline"
			},
			{
				"level": 2,
				"text": "Other meaningful elements",
				"slug": "other-meaningful-elements"
			},
			{
				"level": 2,
				"text": "When a div is right",
				"slug": "when-a-div-is-right"
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
		"sourcePath": "notes/html/211-semantic-elements.md"
	},
	{
		"id": 212,
		"topic": "html",
		"title": "Accessibility and ARIA Basics",
		"description": "Make pages usable with keyboards and screen readers through native HTML first, visible focus, names for every control, and ARIA only where HTML has no answer.",
		"tags": [
			"accessibility",
			"aria",
			"keyboard",
			"screen-readers"
		],
		"date": "2024-11-25",
		"headings": [
			{
				"level": 2,
				"text": "Native HTML first",
				"slug": "native-html-first"
			},
			{
				"level": 2,
				"text": "The everyday checklist",
				"slug": "the-everyday-checklist"
			},
			{
				"level": 2,
				"text": "ARIA: roles, names, states",
				"slug": "aria-roles-names-states"
			},
			{
				"level": 2,
				"text": "Test it",
				"slug": "test-it"
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
		"sourcePath": "notes/html/212-accessibility-and-aria-basics.md"
	},
	{
		"id": 213,
		"topic": "html",
		"title": "The Head and Meta Tags",
		"description": "Fill a page's head correctly with charset, viewport, title, description, links to CSS and icons, and scripts, and know what each tag does for browsers and users.",
		"tags": [
			"head",
			"meta-tags",
			"viewport",
			"favicon"
		],
		"date": "2024-11-27",
		"headings": [
			{
				"level": 2,
				"text": "A modern head",
				"slug": "a-modern-head"
			},
			{
				"level": 2,
				"text": "Line by line",
				"slug": "line-by-line"
			},
			{
				"level": 2,
				"text": "Loading hints",
				"slug": "loading-hints"
			},
			{
				"level": 2,
				"text": "What does not belong in the head",
				"slug": "what-does-not-belong-in-the-head"
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
		"sourcePath": "notes/html/213-the-head-and-meta-tags.md"
	},
	{
		"id": 214,
		"topic": "html",
		"title": "Social and Search Meta Tags",
		"description": "Control how pages appear when shared with Open Graph tags, steer search engines with robots and canonical tags, and describe content with JSON-LD structured data.",
		"tags": [
			"open-graph",
			"seo",
			"structured-data",
			"json-ld"
		],
		"date": "2024-11-28",
		"headings": [
			{
				"level": 2,
				"text": "Open Graph: the share preview",
				"slug": "open-graph-the-share-preview"
			},
			{
				"level": 2,
				"text": "Talking to search engines",
				"slug": "talking-to-search-engines"
			},
			{
				"level": 2,
				"text": "Structured data with JSON-LD",
				"slug": "structured-data-with-json-ld"
			},
			{
				"level": 2,
				"text": "What really drives search",
				"slug": "what-really-drives-search"
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
		"sourcePath": "notes/html/214-social-and-search-meta-tags.md"
	},
	{
		"id": 215,
		"topic": "html",
		"title": "Responsive Images and picture",
		"description": "Serve the right image to every screen with srcset and sizes, switch formats and crops with picture and source, and keep images fast without layout shifts.",
		"tags": [
			"responsive-images",
			"srcset",
			"picture",
			"performance"
		],
		"date": "2024-11-30",
		"headings": [
			{
				"level": 2,
				"text": "Resolution switching with srcset and sizes",
				"slug": "resolution-switching-with-srcset-and-sizes"
			},
			{
				"level": 2,
				"text": "Format switching with picture",
				"slug": "format-switching-with-picture"
			},
			{
				"level": 2,
				"text": "Art direction: a different crop",
				"slug": "art-direction-a-different-crop"
			},
			{
				"level": 2,
				"text": "Priorities",
				"slug": "priorities"
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
		"sourcePath": "notes/html/215-responsive-images-and-picture.md"
	}
];
/** Each body is its own chunk, fetched when its note is opened. */
var bodies = {
	201: () => import("./201-C8mPwQUv.js"),
	202: () => import("./202-BYCPhQa5.js"),
	203: () => import("./203-O0JOt7MK.js"),
	204: () => import("./204-D6dddnBN.js"),
	205: () => import("./205-BhismizL.js"),
	206: () => import("./206-D5fnzm3N.js"),
	207: () => import("./207-D3xnhKXi.js"),
	208: () => import("./208-D7fyaSMZ.js"),
	209: () => import("./209-Cg_KLntC.js"),
	210: () => import("./210-Dg5rus5O.js"),
	211: () => import("./211-CWLyUuIP.js"),
	212: () => import("./212-BknpUZ82.js"),
	213: () => import("./213-CIyFWR4-.js"),
	214: () => import("./214-D11xGYN4.js"),
	215: () => import("./215-Ch5YeGcB.js")
};
export { bodies, lessons };
