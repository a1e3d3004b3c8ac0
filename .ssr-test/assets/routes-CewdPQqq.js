import { c as loadSearchIndex, d as sitePath, l as seriesFirstNotes, u as seriesInfo } from "../entry-server.js";
import { t as LocalDate } from "./LocalDate-De3KV4Wb.js";
import { Link } from "@tanstack/react-router";
import { useEffect, useReducer, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/catalog/featured.ts
/** The featured learning paths of the home page, in this order (site-spec "Home page"). */
var FEATURED_ORDER = [
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
/** The series key a note belongs to for lists and links. */
function seriesKeyOf(note) {
	return note.seriesKey ?? note.topic;
}
/**
* One entry per featured series, represented by its lowest-id note (series matched ignoring case),
* series without notes dropped and duplicate keys removed.
*/
function featuredEntries(notes, series, order = FEATURED_ORDER) {
	const entries = [];
	const seen = /* @__PURE__ */ new Set();
	for (const key of order) {
		const wanted = key.toLowerCase();
		if (seen.has(wanted)) continue;
		seen.add(wanted);
		let first;
		for (const note of notes) if (seriesKeyOf(note).toLowerCase() === wanted && (!first || note.id < first.id)) first = note;
		if (!first) continue;
		const info = series.find((candidate) => candidate.key === wanted);
		entries.push({
			seriesKey: wanted,
			note: first,
			isFeatured: true,
			displayTopic: first.displayTopic ?? info?.title ?? wanted
		});
	}
	return entries;
}
// src/catalog/search.ts
var initialSearch = {
	text: "",
	exact: ""
};
/** Typing clears the exact term; Enter locks the trimmed text unless it is blank; clear empties both. */
function searchReducer(state, action) {
	switch (action.type) {
		case "typed": return {
			text: action.text,
			exact: ""
		};
		case "entered": {
			const term = state.text.trim();
			return term === "" ? state : {
				...state,
				exact: term
			};
		}
		case "cleared": return initialSearch;
	}
}
function searchMode(state) {
	if (state.exact !== "") return "exact";
	return state.text.trim() === "" ? "featured" : "browse";
}
/**
* The notes a search finds, by ascending id: browse matches series keys starting with the trimmed
* text, exact matches series keys equal to the confirmed term; both ignore case and treat the text
* literally (decisions.md item 10).
*/
function searchNotes(notes, state) {
	const mode = searchMode(state);
	if (mode === "featured") return [];
	const term = (mode === "exact" ? state.exact : state.text).trim().toLowerCase();
	const matches = (key) => mode === "exact" ? key === term : key.startsWith(term);
	return notes.filter((note) => matches(seriesKeyOf(note).toLowerCase())).sort((a, b) => a.id - b.id);
}
// src/catalog/card-action.ts
/**
* The label of a card's button: 'Explore' when its link has two or fewer path segments in the
* spec's sense (`/react` splits into '' and 'react'), 'Read' for a note link (`/react/101`).
*/
function cardAction(href) {
	return href.split("/").length <= 2 ? "Explore" : "Read";
}
// src/site/topic-colors.ts
var LIGHT_TEXT = "#ffffff";
var TOPIC_COLORS = {
	c: {
		background: "#3949ab",
		foreground: LIGHT_TEXT
	},
	"c++": {
		background: "#00599c",
		foreground: LIGHT_TEXT
	},
	python: {
		background: "#2b5b84",
		foreground: LIGHT_TEXT
	},
	java: {
		background: "#b3261e",
		foreground: LIGHT_TEXT
	},
	html: {
		background: "#c2410c",
		foreground: LIGHT_TEXT
	},
	css: {
		background: "#6d28d9",
		foreground: LIGHT_TEXT
	},
	javascript: {
		background: "#f7df1e",
		foreground: "#111827"
	},
	react: {
		background: "#0e7490",
		foreground: LIGHT_TEXT
	},
	nodejs: {
		background: "#2f6f2d",
		foreground: LIGHT_TEXT
	},
	docker: {
		background: "#0b5cad",
		foreground: LIGHT_TEXT
	},
	git: {
		background: "#b93a1d",
		foreground: LIGHT_TEXT
	},
	github: {
		background: "#24292f",
		foreground: LIGHT_TEXT
	},
	dsa: {
		background: "#0f766e",
		foreground: LIGHT_TEXT
	}
};
/** The colour of any topic other than the 13 series. */
var DEFAULT_TOPIC_COLOR = {
	background: "#2563eb",
	foreground: LIGHT_TEXT
};
function topicColor(topic) {
	return TOPIC_COLORS[topic.toLowerCase()] ?? DEFAULT_TOPIC_COLOR;
}
Object.keys(TOPIC_COLORS);
var NoteCard_module_default = {
	card: "_card_ynof9_1",
	header: "_header_ynof9_26",
	badge: "_badge_ynof9_36",
	title: "_title_ynof9_46",
	body: "_body_ynof9_57",
	description: "_description_ynof9_65",
	tags: "_tags_ynof9_83",
	tag: "_tag_ynof9_83",
	more: "_more_ynof9_93",
	footer: "_footer_ynof9_107",
	date: "_date_ynof9_116",
	action: "_action_ynof9_121"
};
/** A card of the home page: coloured topic header, title, description, tags, date and one button. */
function NoteCard({ note, seriesKey, linkToNote, displayTopic, highlighted = false }) {
	const colour = topicColor(note.topic);
	const noteId = String(note.id);
	const action = cardAction(sitePath(linkToNote ? [seriesKey, noteId] : [seriesKey]));
	const shownTags = note.tags.slice(0, 2);
	const hiddenTags = note.tags.length - shownTags.length;
	const badge = (displayTopic ?? note.displayTopic ?? note.topic).toUpperCase();
	const headerStyle = {
		"--card-bg": colour.background,
		"--card-fg": colour.foreground
	};
	return /* @__PURE__ */ jsxs("article", {
		className: NoteCard_module_default.card,
		"data-highlighted": highlighted || void 0,
		children: [/* @__PURE__ */ jsxs("header", {
			className: NoteCard_module_default.header,
			style: headerStyle,
			children: [/* @__PURE__ */ jsx("span", {
				className: NoteCard_module_default.badge,
				children: badge
			}), /* @__PURE__ */ jsx("h3", {
				className: NoteCard_module_default.title,
				children: note.title
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: NoteCard_module_default.body,
			children: [
				note.description && /* @__PURE__ */ jsx("p", {
					className: NoteCard_module_default.description,
					children: note.description
				}),
				note.tags.length > 0 && /* @__PURE__ */ jsxs("ul", {
					className: NoteCard_module_default.tags,
					"aria-label": "Tags",
					children: [shownTags.map((tag) => /* @__PURE__ */ jsx("li", {
						className: NoteCard_module_default.tag,
						children: tag
					}, tag)), hiddenTags > 0 && /* @__PURE__ */ jsxs("li", {
						className: NoteCard_module_default.more,
						children: [
							"+",
							hiddenTags,
							/* @__PURE__ */ jsx("span", {
								className: "visually-hidden",
								children: " more tags"
							})
						]
					})]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: NoteCard_module_default.footer,
					children: [/* @__PURE__ */ jsx(LocalDate, {
						className: NoteCard_module_default.date,
						value: note.date
					}), linkToNote ? /* @__PURE__ */ jsxs(Link, {
						to: "/$topic/$noteId",
						params: {
							topic: seriesKey,
							noteId
						},
						className: `button ${NoteCard_module_default.action}`,
						children: [action, /* @__PURE__ */ jsxs("span", {
							className: "visually-hidden",
							children: [": ", note.title]
						})]
					}) : /* @__PURE__ */ jsxs(Link, {
						to: "/$topic",
						params: { topic: seriesKey },
						className: `button ${NoteCard_module_default.action}`,
						children: [action, /* @__PURE__ */ jsxs("span", {
							className: "visually-hidden",
							children: [": ", badge]
						})]
					})]
				})
			]
		})]
	});
}
var HomePage_module_default = {
	page: "_page_fdnlm_1",
	hero: "_hero_fdnlm_5",
	kicker: "_kicker_fdnlm_13",
	title: "_title_fdnlm_22",
	tagline: "_tagline_fdnlm_30",
	hint: "_hint_fdnlm_37",
	section: "_section_fdnlm_43",
	sectionHead: "_sectionHead_fdnlm_50",
	count: "_count_fdnlm_64",
	grid: "_grid_fdnlm_70",
	featuredGrid: "_featuredGrid_fdnlm_103",
	viewAll: "_viewAll_fdnlm_118",
	empty: "_empty_fdnlm_124",
	emptyIcon: "_emptyIcon_fdnlm_135",
	emptyTitle: "_emptyTitle_fdnlm_141",
	emptyText: "_emptyText_fdnlm_147",
	loading: "_loading_fdnlm_152"
};
// src/screens/home/search-hint.ts
/** The line under the search box that says what the results are (site-spec "Home page", hints). */
function searchHint(mode, state) {
	switch (mode) {
		case "exact": return `Exact match: "${state.exact}"`;
		case "browse": return `Browsing topics starting with "${state.text.trim()}" · press Enter for an exact match`;
		case "featured": return "Start typing a topic such as react, python or c++ to browse its notes";
	}
}
var SearchBox_module_default = {
	form: "_form_ja1qe_1",
	icon: "_icon_ja1qe_8",
	input: "_input_ja1qe_18",
	clear: "_clear_ja1qe_48"
};
// src/screens/home/SearchBox.tsx
/** The home page's topic search: Enter confirms an exact match, the clear button resets both. */
function SearchBox({ ref, value, showClear, onType, onEnter, onClear }) {
	return /* @__PURE__ */ jsxs("form", {
		role: "search",
		className: SearchBox_module_default.form,
		onSubmit: (event) => {
			event.preventDefault();
			onEnter();
		},
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: "topic-search",
				className: "visually-hidden",
				children: "Search topics"
			}),
			/* @__PURE__ */ jsx("span", {
				className: SearchBox_module_default.icon,
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsxs("svg", {
					viewBox: "0 0 24 24",
					width: "20",
					height: "20",
					fill: "none",
					stroke: "currentColor",
					strokeWidth: "2",
					children: [/* @__PURE__ */ jsx("circle", {
						cx: "11",
						cy: "11",
						r: "7"
					}), /* @__PURE__ */ jsx("path", {
						d: "m20 20-3.5-3.5",
						strokeLinecap: "round"
					})]
				})
			}),
			/* @__PURE__ */ jsx("input", {
				ref,
				id: "topic-search",
				className: SearchBox_module_default.input,
				type: "search",
				autoComplete: "off",
				spellCheck: false,
				placeholder: "Search topics: react, python, c++…",
				"aria-describedby": "search-hint",
				value,
				onChange: (event) => onType(event.target.value)
			}),
			showClear && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: SearchBox_module_default.clear,
				onClick: onClear,
				"aria-label": "Clear search",
				children: /* @__PURE__ */ jsx("svg", {
					viewBox: "0 0 24 24",
					width: "18",
					height: "18",
					fill: "none",
					stroke: "currentColor",
					strokeWidth: "2",
					children: /* @__PURE__ */ jsx("path", {
						d: "M6 6l12 12M18 6 6 18",
						strokeLinecap: "round"
					})
				})
			})
		]
	});
}
// src/screens/home/use-search-index.ts
/**
* The notes the home search looks through, fetched once the visitor starts searching (`wanted`),
* so the home page's first view does not grow with the catalogue. `retry` tries a failed load again.
*/
function useSearchIndex(wanted) {
	const [index, setIndex] = useState({ status: "idle" });
	const [attempt, setAttempt] = useState(0);
	const start = wanted && index.status === "idle";
	useEffect(() => {
		if (!start) return;
		let current = true;
		loadSearchIndex().then((summaries) => current && setIndex({
			status: "ready",
			summaries
		}), (error) => current && setIndex({
			status: "failed",
			error: error instanceof Error ? error : new Error(String(error))
		}));
		return () => {
			current = false;
		};
	}, [start, attempt]);
	return {
		index: start ? { status: "loading" } : index,
		retry: () => {
			setIndex({ status: "idle" });
			setAttempt((count) => count + 1);
		}
	};
}
// src/screens/home/HomePage.tsx
var FEATURED = featuredEntries(seriesFirstNotes, seriesInfo);
function HomePage() {
	const [search, dispatch] = useReducer(searchReducer, initialSearch);
	const inputRef = useRef(null);
	const mode = searchMode(search);
	const featured = FEATURED;
	const { index, retry } = useSearchIndex(mode !== "featured");
	const results = index.status === "ready" ? searchNotes(index.summaries, search) : [];
	const viewAll = () => {
		dispatch({ type: "cleared" });
		inputRef.current?.focus();
	};
	return /* @__PURE__ */ jsxs("div", {
		className: HomePage_module_default.page,
		children: [/* @__PURE__ */ jsxs("section", {
			className: HomePage_module_default.hero,
			"aria-labelledby": "home-title",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: HomePage_module_default.kicker,
					children: "Free, concise programming notes"
				}),
				/* @__PURE__ */ jsx("h1", {
					id: "home-title",
					className: HomePage_module_default.title,
					children: "Learn to code, one clear note at a time"
				}),
				/* @__PURE__ */ jsx("p", {
					className: HomePage_module_default.tagline,
					children: "Master programming with clean, concise coding documentation."
				}),
				/* @__PURE__ */ jsx(SearchBox, {
					ref: inputRef,
					value: search.text,
					showClear: search.text !== "" || search.exact !== "",
					onType: (text) => dispatch({
						type: "typed",
						text
					}),
					onEnter: () => dispatch({ type: "entered" }),
					onClear: () => {
						dispatch({ type: "cleared" });
						inputRef.current?.focus();
					}
				}),
				/* @__PURE__ */ jsx("p", {
					id: "search-hint",
					className: HomePage_module_default.hint,
					children: searchHint(mode, search)
				})
			]
		}), mode === "featured" ? /* @__PURE__ */ jsxs("section", {
			className: HomePage_module_default.section,
			"aria-labelledby": "featured-title",
			children: [/* @__PURE__ */ jsxs("div", {
				className: HomePage_module_default.sectionHead,
				children: [/* @__PURE__ */ jsx("h2", {
					id: "featured-title",
					children: "Learning paths"
				}), /* @__PURE__ */ jsxs("p", {
					className: HomePage_module_default.count,
					children: [featured.length, " programming topics to explore"]
				})]
			}), /* @__PURE__ */ jsx("ul", {
				className: `${HomePage_module_default.grid} ${HomePage_module_default.featuredGrid}`,
				children: featured.map((entry) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NoteCard, {
					note: entry.note,
					seriesKey: entry.seriesKey,
					displayTopic: entry.displayTopic,
					linkToNote: false
				}) }, entry.seriesKey))
			})]
		}) : /* @__PURE__ */ jsxs("section", {
			className: HomePage_module_default.section,
			"aria-labelledby": "results-title",
			children: [/* @__PURE__ */ jsxs("div", {
				className: HomePage_module_default.sectionHead,
				children: [/* @__PURE__ */ jsx("h2", {
					id: "results-title",
					children: "Search results"
				}), /* @__PURE__ */ jsx("p", {
					className: HomePage_module_default.count,
					role: "status",
					children: results.length > 0 ? `Found ${results.length} matching topics` : ""
				})]
			}), index.status === "failed" ? /* @__PURE__ */ jsxs("div", {
				className: HomePage_module_default.empty,
				role: "alert",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: HomePage_module_default.emptyTitle,
						children: index.error.message
					}),
					/* @__PURE__ */ jsx("p", {
						className: HomePage_module_default.emptyText,
						children: "The list of topics could not be downloaded."
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button",
						onClick: retry,
						children: "Retry"
					})
				]
			}) : index.status !== "ready" ? /* @__PURE__ */ jsx("p", {
				className: HomePage_module_default.loading,
				role: "status",
				children: "Loading topics…"
			}) : results.length > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
				className: `${HomePage_module_default.grid} ${HomePage_module_default.resultsGrid}`,
				children: results.map((note) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NoteCard, {
					note,
					seriesKey: note.seriesKey ?? note.topic,
					linkToNote: true,
					highlighted: true
				}) }, note.id))
			}), /* @__PURE__ */ jsx("div", {
				className: HomePage_module_default.viewAll,
				children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button button-secondary",
					onClick: viewAll,
					children: "View All Topics"
				})
			})] }) : /* @__PURE__ */ jsxs("div", {
				className: HomePage_module_default.empty,
				children: [
					/* @__PURE__ */ jsx("span", {
						className: HomePage_module_default.emptyIcon,
						"aria-hidden": "true",
						children: "🔍"
					}),
					/* @__PURE__ */ jsx("p", {
						className: HomePage_module_default.emptyTitle,
						children: mode === "exact" ? `No exact match found for "${search.exact}"` : `No topics starting with "${search.text.trim()}"`
					}),
					/* @__PURE__ */ jsx("p", {
						className: HomePage_module_default.emptyText,
						children: "Try different search terms"
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button",
						onClick: viewAll,
						children: "View All Topics"
					})
				]
			})]
		})]
	});
}
// src/routes/index.tsx?tsr-split=component
var SplitComponent = HomePage;
export { SplitComponent as component };
