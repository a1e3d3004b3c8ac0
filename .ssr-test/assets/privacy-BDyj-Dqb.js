import { a as StaticPage_module_default } from "../entry-server.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/screens/static/PrivacyPage.tsx
function PrivacyPage() {
	return /* @__PURE__ */ jsxs("div", {
		className: StaticPage_module_default.page,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: StaticPage_module_default.lead,
				children: [/* @__PURE__ */ jsx("h1", { children: "Privacy Policy" }), /* @__PURE__ */ jsx("p", {
					className: StaticPage_module_default.updated,
					children: "Last updated October 2, 2025"
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: StaticPage_module_default.section,
				"aria-labelledby": "introduction",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "introduction",
					children: "Introduction"
				}), /* @__PURE__ */ jsx("p", { children: "Study Notes is a public, read-only website: there are no accounts and no sign-in. This policy explains what information is involved when you read the notes or contact us, and the choices you have." })]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: StaticPage_module_default.section,
				"aria-labelledby": "collect",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "collect",
					children: "Information We Collect"
				}), /* @__PURE__ */ jsxs("ul", { children: [
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Log data." }), " Like any web server, the host that serves these pages records technical details of each request, such as your IP address, browser type, the page requested and the time."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Usage data." }), " Which pages are read and how visitors move between them, in aggregate."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Cookies." }), " The notes themselves need no cookies. Where a cookie is used, it is for the purposes described under Third-Party Services & Advertising."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Personal data you give us." }), " Your name, email address and message, only when you choose to send them through the contact form."] })
				] })]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: StaticPage_module_default.section,
				"aria-labelledby": "use",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "use",
					children: "How We Use the Data"
				}), /* @__PURE__ */ jsx("p", { children: "We use log and usage data to keep the site available and secure and to learn which notes help readers most. We use what you send through the contact form only to answer you. We do not sell personal data." })]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: StaticPage_module_default.section,
				"aria-labelledby": "third-party",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "third-party",
						children: "Third-Party Services & Advertising"
					}),
					/* @__PURE__ */ jsx("p", { children: "We may use analytics services to understand traffic in aggregate, and advertising partners who may set advertising cookies to show and measure ads. These services process data under their own privacy policies." }),
					/* @__PURE__ */ jsx("p", { children: "Your opt-out choices: you can block or delete cookies in your browser settings, turn on your browser's tracking protection or Global Privacy Control, and opt out of personalised advertising through the industry opt-out pages of the advertising networks." })
				]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: StaticPage_module_default.section,
				"aria-labelledby": "security",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "security",
					children: "Security of Data"
				}), /* @__PURE__ */ jsx("p", { children: "Pages are served over HTTPS, and the site runs no third-party scripts of its own. No method of transmission or storage is completely secure, but we take reasonable measures to protect the information we hold." })]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: StaticPage_module_default.section,
				"aria-labelledby": "contact-us",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "contact-us",
					children: "Contact Us"
				}), /* @__PURE__ */ jsxs("p", { children: [
					"Questions about this policy? Reach us through the ",
					/* @__PURE__ */ jsx(Link, {
						to: "/contact",
						children: "contact page"
					}),
					"."
				] })]
			})
		]
	});
}
// src/routes/privacy.tsx?tsr-split=component
var SplitComponent = PrivacyPage;
export { SplitComponent as component };
