import { i as seriesDisplay, n as Route, u as seriesInfo } from "../entry-server.js";
import { jsx, jsxs } from "react/jsx-runtime";
var SeriesWelcome_module_default = {
	welcome: "_welcome_kww5x_1",
	icon: "_icon_kww5x_12",
	description: "_description_kww5x_23",
	prompt: "_prompt_kww5x_28"
};
// src/screens/series/SeriesWelcome.tsx
/** Shown while no lesson is chosen, which only lasts when a series has no lessons yet. */
function SeriesWelcome({ series }) {
	return /* @__PURE__ */ jsxs("section", {
		className: SeriesWelcome_module_default.welcome,
		"aria-labelledby": "welcome-title",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: SeriesWelcome_module_default.icon,
				"aria-hidden": "true",
				children: series.icon
			}),
			/* @__PURE__ */ jsxs("h1", {
				id: "welcome-title",
				children: [
					"Welcome to ",
					series.title,
					" Notes"
				]
			}),
			/* @__PURE__ */ jsx("p", {
				className: SeriesWelcome_module_default.description,
				children: series.description
			}),
			/* @__PURE__ */ jsx("p", {
				className: SeriesWelcome_module_default.prompt,
				children: "Select a topic from the sidebar to start learning"
			})
		]
	});
}
// src/routes/$topic/index.tsx?tsr-split=component
function SeriesIndex() {
	const { topic } = Route.useParams();
	return /* @__PURE__ */ jsx(SeriesWelcome, { series: seriesDisplay(seriesInfo, topic) });
}
export { SeriesIndex as component };
