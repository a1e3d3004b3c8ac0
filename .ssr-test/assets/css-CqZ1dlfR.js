// src/generated/series/css.ts
/** The notes of the series, by ascending id. */
var lessons = [
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
		"date": "2025-02-11",
		"headings": [
			{
				"level": 2,
				"text": "Anatomy of a rule",
				"slug": "anatomy-of-a-rule"
			},
			{
				"level": 2,
				"text": "Attaching CSS to a page",
				"slug": "attaching-css-to-a-page"
			},
			{
				"level": 2,
				"text": "What the browser does with it",
				"slug": "what-the-browser-does-with-it"
			},
			{
				"level": 2,
				"text": "Every element has every property",
				"slug": "every-element-has-every-property"
			},
			{
				"level": 2,
				"text": "Mistakes are skipped, not fatal",
				"slug": "mistakes-are-skipped-not-fatal"
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
		"sourcePath": "notes/css/401-how-css-works.md"
	},
	{
		"id": 402,
		"topic": "css",
		"title": "Selectors",
		"description": "Target exactly the elements you mean with type, class, id and attribute selectors, combinators, selector lists and a first set of pseudo-classes.",
		"tags": [
			"css",
			"selectors",
			"combinators",
			"classes"
		],
		"date": "2025-02-13",
		"headings": [
			{
				"level": 2,
				"text": "The page we will style",
				"slug": "the-page-we-will-style"
			},
			{
				"level": 2,
				"text": "Basic selectors",
				"slug": "basic-selectors"
			},
			{
				"level": 2,
				"text": "Attribute selectors",
				"slug": "attribute-selectors"
			},
			{
				"level": 2,
				"text": "Combinators",
				"slug": "combinators"
			},
			{
				"level": 2,
				"text": "Selector lists",
				"slug": "selector-lists"
			},
			{
				"level": 2,
				"text": "Pseudo-classes: a first look",
				"slug": "pseudo-classes-a-first-look"
			},
			{
				"level": 2,
				"text": "The stylesheet",
				"slug": "the-stylesheet"
			},
			{
				"level": 2,
				"text": "Keep selectors short",
				"slug": "keep-selectors-short"
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
		"sourcePath": "notes/css/402-selectors.md"
	},
	{
		"id": 403,
		"topic": "css",
		"title": "Cascade and Specificity",
		"description": "Predict which CSS declaration wins when rules conflict, calculate specificity, and fix conflicts without reaching for !important.",
		"tags": [
			"css",
			"cascade",
			"specificity",
			"inheritance"
		],
		"date": "2025-02-15",
		"headings": [
			{
				"level": 2,
				"text": "The cascade in five steps",
				"slug": "the-cascade-in-five-steps"
			},
			{
				"level": 2,
				"text": "Calculating specificity",
				"slug": "calculating-specificity"
			},
			{
				"level": 2,
				"text": "A worked example",
				"slug": "a-worked-example"
			},
			{
				"level": 2,
				"text": "Inheritance is not the cascade",
				"slug": "inheritance-is-not-the-cascade"
			},
			{
				"level": 2,
				"text": "When to use !important",
				"slug": "when-to-use-important"
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
		"sourcePath": "notes/css/403-cascade-and-specificity.md"
	},
	{
		"id": 404,
		"topic": "css",
		"title": "The Box Model",
		"description": "See every element as a box of content, padding, border and margin, size boxes predictably with box-sizing border-box, and understand margin collapsing.",
		"tags": [
			"box-model",
			"box-sizing",
			"margin",
			"padding"
		],
		"date": "2025-02-17",
		"headings": [
			{
				"level": 2,
				"text": "Four layers",
				"slug": "four-layers"
			},
			{
				"level": 2,
				"text": "box-sizing: what width means",
				"slug": "box-sizing-what-width-means"
			},
			{
				"level": 2,
				"text": "Shorthands and logical properties",
				"slug": "shorthands-and-logical-properties"
			},
			{
				"level": 2,
				"text": "Block and inline boxes",
				"slug": "block-and-inline-boxes"
			},
			{
				"level": 2,
				"text": "Margin collapsing",
				"slug": "margin-collapsing"
			},
			{
				"level": 2,
				"text": "Overflow",
				"slug": "overflow"
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
		"sourcePath": "notes/css/404-the-box-model.md"
	},
	{
		"id": 405,
		"topic": "css",
		"title": "Colours and Units",
		"description": "Write colours with hex, rgb, hsl and oklch, check contrast, and choose between px, rem, em, %, viewport units and clamp() for sizes that scale.",
		"tags": [
			"colours",
			"units",
			"rem",
			"contrast"
		],
		"date": "2025-02-19",
		"headings": [
			{
				"level": 2,
				"text": "Colour formats",
				"slug": "colour-formats"
			},
			{
				"level": 2,
				"text": "Contrast",
				"slug": "contrast"
			},
			{
				"level": 2,
				"text": "Absolute and relative lengths",
				"slug": "absolute-and-relative-lengths"
			},
			{
				"level": 2,
				"text": "Fluid values with clamp()",
				"slug": "fluid-values-with-clamp"
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
		"sourcePath": "notes/css/405-colours-and-units.md"
	},
	{
		"id": 406,
		"topic": "css",
		"title": "Typography",
		"description": "Set fonts with system stacks and web fonts, size text in rem, choose line height and line length for reading, and load fonts without invisible text or layout shifts.",
		"tags": [
			"typography",
			"fonts",
			"web-fonts",
			"readability"
		],
		"date": "2025-02-22",
		"headings": [
			{
				"level": 2,
				"text": "Font families and stacks",
				"slug": "font-families-and-stacks"
			},
			{
				"level": 2,
				"text": "Web fonts",
				"slug": "web-fonts"
			},
			{
				"level": 2,
				"text": "Size, weight and rhythm",
				"slug": "size-weight-and-rhythm"
			},
			{
				"level": 2,
				"text": "Details that matter",
				"slug": "details-that-matter"
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
		"sourcePath": "notes/css/406-typography.md"
	},
	{
		"id": 407,
		"topic": "css",
		"title": "Display and Positioning",
		"description": "Control how boxes are laid out with display, and take them out of normal flow with relative, absolute, fixed and sticky positioning and z-index.",
		"tags": [
			"display",
			"position",
			"z-index",
			"layout"
		],
		"date": "2025-02-24",
		"headings": [
			{
				"level": 2,
				"text": "display",
				"slug": "display"
			},
			{
				"level": 2,
				"text": "Positioning schemes",
				"slug": "positioning-schemes"
			},
			{
				"level": 2,
				"text": "Absolute inside relative",
				"slug": "absolute-inside-relative"
			},
			{
				"level": 2,
				"text": "Sticky",
				"slug": "sticky"
			},
			{
				"level": 2,
				"text": "Stacking and z-index",
				"slug": "stacking-and-z-index"
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
		"sourcePath": "notes/css/407-display-and-positioning.md"
	},
	{
		"id": 408,
		"topic": "css",
		"title": "Flexbox",
		"description": "Lay out items in a row or column with flexbox, align them on both axes, control how they grow, shrink and wrap, and build navigation bars and card rows.",
		"tags": [
			"flexbox",
			"layout",
			"alignment",
			"gap"
		],
		"date": "2025-02-26",
		"headings": [
			{
				"level": 2,
				"text": "Container and items",
				"slug": "container-and-items"
			},
			{
				"level": 2,
				"text": "Two axes",
				"slug": "two-axes"
			},
			{
				"level": 2,
				"text": "Growing and shrinking",
				"slug": "growing-and-shrinking"
			},
			{
				"level": 2,
				"text": "Wrapping rows of cards",
				"slug": "wrapping-rows-of-cards"
			},
			{
				"level": 2,
				"text": "Order and accessibility",
				"slug": "order-and-accessibility"
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
		"sourcePath": "notes/css/408-flexbox.md"
	},
	{
		"id": 409,
		"topic": "css",
		"title": "Grid",
		"description": "Build two-dimensional layouts with CSS grid: fr, repeat and minmax tracks, placement by line or named area, and responsive card grids without media queries.",
		"tags": [
			"grid",
			"layout",
			"fr-unit",
			"grid-template-areas"
		],
		"date": "2025-02-28",
		"headings": [
			{
				"level": 2,
				"text": "Tracks and the fr unit",
				"slug": "tracks-and-the-fr-unit"
			},
			{
				"level": 2,
				"text": "Responsive cards without media queries",
				"slug": "responsive-cards-without-media-queries"
			},
			{
				"level": 2,
				"text": "Placing items by line",
				"slug": "placing-items-by-line"
			},
			{
				"level": 2,
				"text": "Named areas for page layout",
				"slug": "named-areas-for-page-layout"
			},
			{
				"level": 2,
				"text": "Alignment",
				"slug": "alignment"
			},
			{
				"level": 2,
				"text": "Subgrid",
				"slug": "subgrid"
			},
			{
				"level": 2,
				"text": "Grid or flexbox?",
				"slug": "grid-or-flexbox"
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
		"sourcePath": "notes/css/409-grid.md"
	},
	{
		"id": 410,
		"topic": "css",
		"title": "Responsive Design and Media Queries",
		"description": "Build mobile-first layouts that adapt with media queries, choose breakpoints from content, and respond to user preferences such as dark mode and reduced motion.",
		"tags": [
			"responsive-design",
			"media-queries",
			"mobile-first",
			"user-preferences"
		],
		"date": "2025-03-02",
		"headings": [
			{
				"level": 2,
				"text": "The prerequisites",
				"slug": "the-prerequisites"
			},
			{
				"level": 2,
				"text": "Mobile first",
				"slug": "mobile-first"
			},
			{
				"level": 2,
				"text": "Range syntax",
				"slug": "range-syntax"
			},
			{
				"level": 2,
				"text": "Capabilities, not devices",
				"slug": "capabilities-not-devices"
			},
			{
				"level": 2,
				"text": "User preferences",
				"slug": "user-preferences"
			},
			{
				"level": 2,
				"text": "Test for real",
				"slug": "test-for-real"
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
		"sourcePath": "notes/css/410-responsive-design-and-media-queries.md"
	},
	{
		"id": 411,
		"topic": "css",
		"title": "Custom Properties",
		"description": "Define CSS custom properties and read them with var(), override them for themes and components, change them from JavaScript, and type them with @property.",
		"tags": [
			"custom-properties",
			"css-variables",
			"theming",
			"design-tokens"
		],
		"date": "2025-03-04",
		"headings": [
			{
				"level": 2,
				"text": "Define and use",
				"slug": "define-and-use"
			},
			{
				"level": 2,
				"text": "Scoping and overriding",
				"slug": "scoping-and-overriding"
			},
			{
				"level": 2,
				"text": "Component APIs",
				"slug": "component-apis"
			},
			{
				"level": 2,
				"text": "From JavaScript",
				"slug": "from-javascript"
			},
			{
				"level": 2,
				"text": "Typed properties with @property",
				"slug": "typed-properties-with-property"
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
		"sourcePath": "notes/css/411-custom-properties.md"
	},
	{
		"id": 412,
		"topic": "css",
		"title": "Transitions",
		"description": "Animate state changes with transition, pick durations and easing, animate transform and opacity for smoothness, and respect reduced-motion settings.",
		"tags": [
			"transitions",
			"easing",
			"motion",
			"performance"
		],
		"date": "2025-03-06",
		"headings": [
			{
				"level": 2,
				"text": "A first transition",
				"slug": "a-first-transition"
			},
			{
				"level": 2,
				"text": "Duration and easing",
				"slug": "duration-and-easing"
			},
			{
				"level": 2,
				"text": "Smooth transitions: transform and opacity",
				"slug": "smooth-transitions-transform-and-opacity"
			},
			{
				"level": 2,
				"text": "Transitioning to and from display: none",
				"slug": "transitioning-to-and-from-display-none"
			},
			{
				"level": 2,
				"text": "Reduced motion",
				"slug": "reduced-motion"
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
		"sourcePath": "notes/css/412-transitions.md"
	},
	{
		"id": 413,
		"topic": "css",
		"title": "Animations",
		"description": "Define keyframe animations with @keyframes, control them with the animation properties, build loaders and entrance effects, and keep them accessible.",
		"tags": [
			"animations",
			"keyframes",
			"motion",
			"accessibility"
		],
		"date": "2025-03-08",
		"headings": [
			{
				"level": 2,
				"text": "Keyframes and the animation property",
				"slug": "keyframes-and-the-animation-property"
			},
			{
				"level": 2,
				"text": "An entrance effect",
				"slug": "an-entrance-effect"
			},
			{
				"level": 2,
				"text": "A skeleton shimmer",
				"slug": "a-skeleton-shimmer"
			},
			{
				"level": 2,
				"text": "Accessibility and performance",
				"slug": "accessibility-and-performance"
			},
			{
				"level": 2,
				"text": "Scroll-driven animations",
				"slug": "scroll-driven-animations"
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
		"sourcePath": "notes/css/413-animations.md"
	},
	{
		"id": 414,
		"topic": "css",
		"title": "Pseudo-classes and Pseudo-elements",
		"description": "Style elements by state with pseudo-classes such as :hover, :focus-visible, :checked and :has(), and add decorative content with ::before, ::after and ::marker.",
		"tags": [
			"pseudo-classes",
			"pseudo-elements",
			"has-selector",
			"focus-visible"
		],
		"date": "2025-03-10",
		"headings": [
			{
				"level": 2,
				"text": "Interaction states",
				"slug": "interaction-states"
			},
			{
				"level": 2,
				"text": "Form states",
				"slug": "form-states"
			},
			{
				"level": 2,
				"text": "Structure",
				"slug": "structure"
			},
			{
				"level": 2,
				"text": ":has(): the parent selector",
				"slug": "has-the-parent-selector"
			},
			{
				"level": 2,
				"text": "Pseudo-elements",
				"slug": "pseudo-elements"
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
		"sourcePath": "notes/css/414-pseudo-classes-and-pseudo-elements.md"
	},
	{
		"id": 415,
		"topic": "css",
		"title": "Container Queries and Modern Layout",
		"description": "Make components adapt to the space they are given with container queries and container units, and use aspect-ratio, logical properties and other modern layout tools.",
		"tags": [
			"container-queries",
			"container-units",
			"aspect-ratio",
			"components"
		],
		"date": "2025-03-12",
		"headings": [
			{
				"level": 2,
				"text": "Declaring a container",
				"slug": "declaring-a-container"
			},
			{
				"level": 2,
				"text": "Container units",
				"slug": "container-units"
			},
			{
				"level": 2,
				"text": "Style queries",
				"slug": "style-queries"
			},
			{
				"level": 2,
				"text": "Other modern tools",
				"slug": "other-modern-tools"
			},
			{
				"level": 2,
				"text": "Media or container queries?",
				"slug": "media-or-container-queries"
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
		"sourcePath": "notes/css/415-container-queries-and-modern-layout.md"
	},
	{
		"id": 416,
		"topic": "css",
		"title": "Organising CSS: BEM and Cascade Layers",
		"description": "Keep stylesheets maintainable with BEM naming, flat specificity, cascade layers for resets, components and utilities, and native nesting.",
		"tags": [
			"bem",
			"cascade-layers",
			"architecture",
			"nesting"
		],
		"date": "2025-03-15",
		"headings": [
			{
				"level": 2,
				"text": "BEM: block, element, modifier",
				"slug": "bem-block-element-modifier"
			},
			{
				"level": 2,
				"text": "Cascade layers",
				"slug": "cascade-layers"
			},
			{
				"level": 2,
				"text": "Native nesting",
				"slug": "native-nesting"
			},
			{
				"level": 2,
				"text": "Other approaches",
				"slug": "other-approaches"
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
		"sourcePath": "notes/css/416-organising-css-bem-and-cascade-layers.md"
	}
];
/** Each body is its own chunk, fetched when its note is opened. */
var bodies = {
	401: () => import("./401-DCqtgO4K.js"),
	402: () => import("./402-BqBnuVii.js"),
	403: () => import("./403-BhDJ2p26.js"),
	404: () => import("./404-97C3Wsfb.js"),
	405: () => import("./405-DMYmgOM7.js"),
	406: () => import("./406-B7rODYqQ.js"),
	407: () => import("./407-iTRPGGFA.js"),
	408: () => import("./408-CAjqlwFh.js"),
	409: () => import("./409-D6SC16V1.js"),
	410: () => import("./410-ByOAh3ln.js"),
	411: () => import("./411-BBiyVSIu.js"),
	412: () => import("./412-BcyXDIVc.js"),
	413: () => import("./413-DJnmfcu3.js"),
	414: () => import("./414-TKZXPNw0.js"),
	415: () => import("./415-BgixZh_-.js"),
	416: () => import("./416-CSmzIQaO.js")
};
export { bodies, lessons };
