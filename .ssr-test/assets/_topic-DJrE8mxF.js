import { o as useRouteDisclosure, r as Route } from "../entry-server.js";
import { Link, Outlet } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
var SeriesLayout_module_default = {
	layout: "_layout_1bndi_1",
	topBar: "_topBar_1bndi_10",
	menuButton: "_menuButton_1bndi_23",
	topBarTitle: "_topBarTitle_1bndi_41",
	overlay: "_overlay_1bndi_48",
	content: "_content_1bndi_57"
};
var SeriesSidebar_module_default = {
	sidebar: "_sidebar_1yc53_2",
	head: "_head_1yc53_43",
	icon: "_icon_1yc53_51",
	title: "_title_1yc53_62",
	count: "_count_1yc53_69",
	nav: "_nav_1yc53_75",
	list: "_list_1yc53_82",
	lesson: "_lesson_1yc53_90",
	number: "_number_1yc53_112",
	lessonTitle: "_lessonTitle_1yc53_131",
	empty: "_empty_1yc53_135",
	emptyTitle: "_emptyTitle_1yc53_141",
	emptyText: "_emptyText_1yc53_146",
	back: "_back_1yc53_152"
};
// src/screens/series/SeriesSidebar.tsx
/** The lessons of a series, numbered 1..n, the active one highlighted, and the way back home. */
function SeriesSidebar({ series, topic, lessons, open, onLessonChosen }) {
	return /* @__PURE__ */ jsxs("aside", {
		id: "series-sidebar",
		className: SeriesSidebar_module_default.sidebar,
		"data-open": open || void 0,
		"aria-label": `${series.title} lessons`,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: SeriesSidebar_module_default.head,
				children: [/* @__PURE__ */ jsx("span", {
					className: SeriesSidebar_module_default.icon,
					"aria-hidden": "true",
					children: series.icon
				}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
					className: SeriesSidebar_module_default.title,
					children: series.title
				}), /* @__PURE__ */ jsxs("p", {
					className: SeriesSidebar_module_default.count,
					children: [
						lessons.length,
						" ",
						lessons.length === 1 ? "lesson" : "lessons"
					]
				})] })]
			}),
			lessons.length > 0 ? /* @__PURE__ */ jsx("nav", {
				"aria-label": "Lessons",
				className: SeriesSidebar_module_default.nav,
				children: /* @__PURE__ */ jsx("ol", {
					className: SeriesSidebar_module_default.list,
					children: lessons.map((lesson, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
						to: "/$topic/$noteId",
						params: {
							topic,
							noteId: String(lesson.id)
						},
						className: SeriesSidebar_module_default.lesson,
						onClick: onLessonChosen,
						children: [/* @__PURE__ */ jsx("span", {
							className: SeriesSidebar_module_default.number,
							children: index + 1
						}), /* @__PURE__ */ jsx("span", {
							className: SeriesSidebar_module_default.lessonTitle,
							children: lesson.title
						})]
					}) }, lesson.id))
				})
			}) : /* @__PURE__ */ jsxs("div", {
				className: SeriesSidebar_module_default.empty,
				children: [/* @__PURE__ */ jsx("p", {
					className: SeriesSidebar_module_default.emptyTitle,
					children: "No notes available yet"
				}), /* @__PURE__ */ jsx("p", {
					className: SeriesSidebar_module_default.emptyText,
					children: "Content coming soon!"
				})]
			}),
			/* @__PURE__ */ jsxs(Link, {
				to: "/",
				className: SeriesSidebar_module_default.back,
				onClick: onLessonChosen,
				children: [/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					children: "←"
				}), " Back to Home"]
			})
		]
	});
}
// src/screens/series/SeriesLayout.tsx
/** A series page: the lesson sidebar (a drawer on small screens) beside the chosen lesson. */
function SeriesLayout({ series, topic, lessons }) {
	const { open, close, toggle } = useRouteDisclosure();
	return /* @__PURE__ */ jsxs("div", {
		className: SeriesLayout_module_default.layout,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: SeriesLayout_module_default.topBar,
				children: [/* @__PURE__ */ jsxs("button", {
					type: "button",
					className: SeriesLayout_module_default.menuButton,
					"aria-expanded": open,
					"aria-controls": "series-sidebar",
					onClick: toggle,
					children: [/* @__PURE__ */ jsx("svg", {
						viewBox: "0 0 24 24",
						width: "20",
						height: "20",
						fill: "none",
						stroke: "currentColor",
						strokeWidth: "2",
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsx("path", {
							d: "M4 6h16M4 12h16M4 18h10",
							strokeLinecap: "round"
						})
					}), "Lessons"]
				}), /* @__PURE__ */ jsxs("span", {
					className: SeriesLayout_module_default.topBarTitle,
					children: [
						/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: series.icon
						}),
						" ",
						series.title
					]
				})]
			}),
			/* @__PURE__ */ jsx(SeriesSidebar, {
				series,
				topic,
				lessons,
				open,
				onLessonChosen: close
			}),
			open && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: SeriesLayout_module_default.overlay,
				"aria-label": "Close lessons",
				tabIndex: -1,
				onClick: close
			}),
			/* @__PURE__ */ jsx("div", {
				className: SeriesLayout_module_default.content,
				children: /* @__PURE__ */ jsx(Outlet, {})
			})
		]
	});
}
// src/routes/$topic.tsx?tsr-split=component
function SeriesRoute() {
	const { series, lessons } = Route.useLoaderData();
	const { topic } = Route.useParams();
	return /* @__PURE__ */ jsx(SeriesLayout, {
		series,
		topic,
		lessons
	});
}
export { SeriesRoute as component };
