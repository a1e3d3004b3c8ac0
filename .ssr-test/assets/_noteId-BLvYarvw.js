import { i as seriesDisplay, t as Route, u as seriesInfo } from "../entry-server.js";
import { t as LocalDate } from "./LocalDate-De3KV4Wb.js";
import { Link } from "@tanstack/react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var NoteNotFound_module_default = { block: "_block_1ywvn_1" };
// src/screens/note/NoteNotFound.tsx
/** The spec's block for an id that is not a note of this series. */
function NoteNotFound({ noteId, topic, seriesTitle }) {
	return /* @__PURE__ */ jsxs("section", {
		className: NoteNotFound_module_default.block,
		"aria-labelledby": "note-missing-title",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "note-missing-title",
				children: "Note Not Found (404)"
			}),
			/* @__PURE__ */ jsxs("p", { children: [
				"The note with ID ",
				noteId,
				" in the ",
				topic,
				" series does not exist."
			] }),
			/* @__PURE__ */ jsxs(Link, {
				to: "/$topic",
				params: { topic },
				className: "button",
				children: [
					"← Back to ",
					seriesTitle,
					" notes"
				]
			})
		]
	});
}
// src/markup/parse-light-markup.ts
var FENCE = /^(`{3,})(.*)$/;
/**
* Parses a note body in the spec's light-markup format into blocks.
*
* - `## ` and `### ` lines are headings.
* - Text between triple-backtick lines is a code block; an unclosed block runs to the end.
*   A fence opened with more than three backticks closes only on a line with at least as many,
*   so a sample can itself contain ``` lines (plain ``` fences behave exactly as the spec says).
* - Every other non-empty line is a paragraph of raw HTML whose backtick spans become code.
* - Empty lines are skipped.
*/
function parseLightMarkup(source) {
	const blocks = [];
	const lines = source.split(/\r?\n/);
	let fence;
	for (const line of lines) {
		if (fence) {
			if (isClosingFence(line, fence.ticks)) {
				blocks.push({
					type: "code",
					lang: fence.lang,
					code: fence.lines.join("\n"),
					closed: true
				});
				fence = void 0;
			} else fence.lines.push(line);
			continue;
		}
		const opening = FENCE.exec(line);
		if (opening) fence = {
			ticks: opening[1].length,
			lang: opening[2].trim().split(/\s+/)[0] ?? "",
			lines: []
		};
		else if (line.startsWith("## ")) blocks.push({
			type: "heading",
			level: 2,
			text: line.slice(3).trim()
		});
		else if (line.startsWith("### ")) blocks.push({
			type: "heading",
			level: 3,
			text: line.slice(4).trim()
		});
		else if (line.trim() !== "") blocks.push({
			type: "paragraph",
			html: renderInlineCode(line)
		});
	}
	if (fence) blocks.push({
		type: "code",
		lang: fence.lang,
		code: fence.lines.join("\n"),
		closed: false
	});
	return blocks;
}
function isClosingFence(line, ticks) {
	const match = FENCE.exec(line);
	return match !== null && match[1].length >= ticks;
}
var ESCAPES = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;"
};
/** Turns `code` spans of a paragraph line into <code> elements showing their text literally. */
function renderInlineCode(line) {
	return line.replace(/`([^`]+)`/g, (_span, code) => {
		return `<code>${code.replace(/[&<>]/g, (char) => ESCAPES[char])}</code>`;
	});
}
// src/markup/LightMarkup.tsx
/** Matches a paragraph line that is already block-level HTML, which a <p> must not wrap. */
var BLOCK_HTML = /^<(p|div|ul|ol|table|blockquote|pre|h[1-6]|hr|section|details|dl|figure)[\s>/]/i;
/** Renders a light-markup body by the spec's rules: headings, code blocks, and paragraphs as raw HTML. */
function LightMarkup({ source }) {
	return /* @__PURE__ */ jsx(Fragment, { children: parseLightMarkup(source).map((block, index) => {
		switch (block.type) {
			case "heading": return block.level === 2 ? /* @__PURE__ */ jsx("h2", { children: block.text }, index) : /* @__PURE__ */ jsx("h3", { children: block.text }, index);
			case "code": return /* @__PURE__ */ jsx("pre", {
				"data-lang": block.lang || void 0,
				tabIndex: 0,
				children: /* @__PURE__ */ jsx("code", { children: block.code })
			}, index);
			case "paragraph": return BLOCK_HTML.test(block.html) ? /* @__PURE__ */ jsx("div", { dangerouslySetInnerHTML: { __html: block.html } }, index) : /* @__PURE__ */ jsx("p", { dangerouslySetInnerHTML: { __html: block.html } }, index);
		}
	}) });
}
var NotePage_module_default = {
	note: "_note_u8xwa_1",
	header: "_header_u8xwa_6",
	title: "_title_u8xwa_12",
	meta: "_meta_u8xwa_24",
	tags: "_tags_u8xwa_30",
	tag: "_tag_u8xwa_30",
	prose: "_prose_u8xwa_49",
	pager: "_pager_u8xwa_164",
	pagerLink: "_pagerLink_u8xwa_178",
	pagerNext: "_pagerNext_u8xwa_195",
	pagerLabel: "_pagerLabel_u8xwa_200",
	pagerTitle: "_pagerTitle_u8xwa_205"
};
// src/screens/note/NotePage.tsx
/** One note: title, publication line, tags, the rendered body, then Previous / Next by id order. */
function NotePage({ note, body, topic, previous, next }) {
	return /* @__PURE__ */ jsxs("article", {
		className: NotePage_module_default.note,
		"aria-labelledby": "note-title",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: NotePage_module_default.header,
				children: [
					/* @__PURE__ */ jsx("h1", {
						id: "note-title",
						className: NotePage_module_default.title,
						children: note.title
					}),
					/* @__PURE__ */ jsxs("p", {
						className: NotePage_module_default.meta,
						children: [
							"Published on ",
							/* @__PURE__ */ jsx(LocalDate, { value: note.date }),
							" in ",
							(note.displayTopic ?? note.topic).toUpperCase()
						]
					}),
					note.tags.length > 0 && /* @__PURE__ */ jsx("ul", {
						className: NotePage_module_default.tags,
						"aria-label": "Tags",
						children: note.tags.map((tag) => /* @__PURE__ */ jsx("li", {
							className: NotePage_module_default.tag,
							children: tag
						}, tag))
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: NotePage_module_default.prose,
				children: /* @__PURE__ */ jsx(LightMarkup, { source: body })
			}),
			(previous || next) && /* @__PURE__ */ jsxs("nav", {
				className: NotePage_module_default.pager,
				"aria-label": "Previous and next notes",
				children: [previous && /* @__PURE__ */ jsxs(Link, {
					to: "/$topic/$noteId",
					params: {
						topic,
						noteId: String(previous.id)
					},
					className: NotePage_module_default.pagerLink,
					rel: "prev",
					children: [/* @__PURE__ */ jsx("span", {
						className: NotePage_module_default.pagerLabel,
						children: "← Previous"
					}), /* @__PURE__ */ jsx("span", {
						className: NotePage_module_default.pagerTitle,
						children: previous.title
					})]
				}), next && /* @__PURE__ */ jsxs(Link, {
					to: "/$topic/$noteId",
					params: {
						topic,
						noteId: String(next.id)
					},
					className: `${NotePage_module_default.pagerLink} ${NotePage_module_default.pagerNext}`,
					rel: "next",
					children: [/* @__PURE__ */ jsx("span", {
						className: NotePage_module_default.pagerLabel,
						children: "Next →"
					}), /* @__PURE__ */ jsx("span", {
						className: NotePage_module_default.pagerTitle,
						children: next.title
					})]
				})]
			})
		]
	});
}
// src/routes/$topic/$noteId.tsx?tsr-split=component
function NoteRoute() {
	const { note, body, previous, next } = Route.useLoaderData();
	const { topic, noteId } = Route.useParams();
	if (!note) return /* @__PURE__ */ jsx(NoteNotFound, {
		noteId,
		topic,
		seriesTitle: seriesDisplay(seriesInfo, topic).title
	});
	return /* @__PURE__ */ jsx(NotePage, {
		note,
		body,
		topic,
		previous,
		next
	}, note.id);
}
export { NoteRoute as component };
