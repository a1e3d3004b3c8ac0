import { a as StaticPage_module_default } from "../entry-server.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/screens/static/AboutPage.tsx
var COVERAGE = [
	{
		icon: "🎨",
		title: "Frontend Focus",
		text: "Frontend web from the ground up: HTML, CSS and JavaScript, then React for building real interfaces."
	},
	{
		icon: "⚙️",
		title: "Core Languages",
		text: "C, C++, Java and Python, plus data structures and algorithms explained with code you can run."
	},
	{
		icon: "🐳",
		title: "DevOps & Tools",
		text: "Node.js on the server, Docker for shipping it, and Git and GitHub for working with others."
	}
];
function AboutPage() {
	return /* @__PURE__ */ jsxs("div", {
		className: StaticPage_module_default.page,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: StaticPage_module_default.lead,
				children: [/* @__PURE__ */ jsx("h1", { children: "About Study Notes" }), /* @__PURE__ */ jsx("p", { children: "Study Notes is a free library of short programming tutorials for developers, students and hobbyists. Every note explains one idea, shows code that works, and points to what to learn next." })]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: StaticPage_module_default.section,
				"aria-labelledby": "mission",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "mission",
						children: "Our Mission: Concise Clarity"
					}),
					/* @__PURE__ */ jsx("p", { children: "Documentation is often either too thin to learn from or too long to finish. We write the note we wished we had: one topic, the few rules that matter, a working example and the mistakes to avoid, in a few minutes of reading." }),
					/* @__PURE__ */ jsx("p", { children: "Each series follows a learning order, so you can start at lesson one or jump straight to the note you need. Everything is public, free and readable without an account." })
				]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: StaticPage_module_default.section,
				"aria-labelledby": "coverage",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "coverage",
						children: "What We Cover"
					}),
					/* @__PURE__ */ jsx("p", { children: "Thirteen series across frontend web, C, C++, Java, Python, data structures and algorithms, Node.js, Docker, Git and GitHub, and React." }),
					/* @__PURE__ */ jsx("ul", {
						className: StaticPage_module_default.cards,
						children: COVERAGE.map((area) => /* @__PURE__ */ jsxs("li", {
							className: StaticPage_module_default.card,
							children: [
								/* @__PURE__ */ jsx("span", {
									className: StaticPage_module_default.cardIcon,
									"aria-hidden": "true",
									children: area.icon
								}),
								/* @__PURE__ */ jsx("h3", { children: area.title }),
								/* @__PURE__ */ jsx("p", { children: area.text })
							]
						}, area.title))
					})
				]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: `${StaticPage_module_default.section} ${StaticPage_module_default.callout}`,
				"aria-labelledby": "start",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "start",
						children: "Start Learning Today"
					}),
					/* @__PURE__ */ jsx("p", { children: "Pick a series on the home page, read the first note, and run the first example. That is all it takes." }),
					/* @__PURE__ */ jsxs("div", {
						className: StaticPage_module_default.calloutActions,
						children: [/* @__PURE__ */ jsx(Link, {
							to: "/",
							className: `button ${StaticPage_module_default.calloutButton}`,
							children: "Browse the topics"
						}), /* @__PURE__ */ jsx(Link, {
							to: "/contact",
							className: `button ${StaticPage_module_default.calloutButton}`,
							children: "Suggest a note"
						})]
					})
				]
			})
		]
	});
}
// src/routes/about.tsx?tsr-split=component
var SplitComponent = AboutPage;
export { SplitComponent as component };
