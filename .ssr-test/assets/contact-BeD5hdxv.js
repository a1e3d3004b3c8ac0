import { t as siteConfig } from "./config-CyiwrsZz.js";
import { a as StaticPage_module_default } from "../entry-server.js";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { Slide, ToastContainer, toast } from "react-toastify/unstyled";
// src/site/notify.ts
/** Toast lifetimes of site-spec section 4: success 2000 ms; error, blank and custom 4000 ms. */
var TOAST_DURATIONS = {
	success: 2e3,
	other: 4e3
};
var notify = {
	success: (message, options) => toast.success(message, {
		autoClose: TOAST_DURATIONS.success,
		...options
	}),
	error: (message, options) => toast.error(message, {
		autoClose: TOAST_DURATIONS.other,
		...options
	}),
	info: (message, options) => toast(message, {
		autoClose: TOAST_DURATIONS.other,
		...options
	}),
	/** Stays until it is updated or dismissed. */
	loading: (message, options) => toast.loading(message, options),
	/** Turns a loading toast into a success toast with the success lifetime. */
	resolve: (id, message, options) => toast.update(id, {
		render: message,
		type: "success",
		isLoading: false,
		autoClose: TOAST_DURATIONS.success,
		closeOnClick: true,
		...options
	}),
	/** Turns a loading toast into an error toast with the error lifetime. */
	reject: (id, message, options) => toast.update(id, {
		render: message,
		type: "error",
		isLoading: false,
		autoClose: TOAST_DURATIONS.other,
		closeOnClick: true,
		...options
	})
};
// src/components/layout/Toasts.tsx
/** The one toast container: at most 20 toasts, paused on hover, 4000 ms unless a toast says otherwise. */
function Toasts() {
	return /* @__PURE__ */ jsx(ToastContainer, {
		position: "top-right",
		autoClose: TOAST_DURATIONS.other,
		limit: 20,
		pauseOnHover: true,
		pauseOnFocusLoss: true,
		newestOnTop: true,
		closeOnClick: true,
		transition: Slide,
		theme: "colored"
	});
}
var ContactPage_module_default = {
	layout: "_layout_pivdp_1",
	form: "_form_pivdp_13",
	field: "_field_pivdp_32",
	aside: "_aside_pivdp_62",
	box: "_box_pivdp_67",
	mail: "_mail_pivdp_98"
};
// src/screens/contact/submit-contact.ts
var emptyDraft = {
	name: "",
	email: "",
	message: ""
};
/** Why a POST failed, in words a visitor can act on. */
var ContactDeliveryError = class extends Error {
	name = "ContactDeliveryError";
};
var CONTACT_TIMEOUT_MS = 15e3;
/** POSTs the draft as JSON; resolves when the endpoint accepted it, rejects with a readable reason. */
async function postContact(endpoint, draft, timeoutMs = CONTACT_TIMEOUT_MS) {
	let response;
	try {
		response = await fetch(endpoint, {
			method: "POST",
			headers: {
				"Content-Type": "application/json",
				Accept: "application/json"
			},
			body: JSON.stringify(draft),
			signal: AbortSignal.timeout(timeoutMs)
		});
	} catch (error) {
		throw new ContactDeliveryError(error instanceof DOMException && error.name === "TimeoutError" ? "the server did not answer in time" : "the server could not be reached");
	}
	if (!response.ok) throw new ContactDeliveryError(`the server answered ${response.status}`);
}
/** A mailto: link that opens the visitor's mail program with the draft filled in. */
function mailtoLink(address, draft) {
	const subject = `Study Notes: message from ${draft.name}`;
	const body = `${draft.message}\n\n${draft.name} <${draft.email}>`;
	return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
/** Hands a mailto: link to the browser, which opens the mail program and keeps the page. */
function openMailProgram(href) {
	window.open(href, "_self");
}
// src/screens/contact/ContactPage.tsx
var SUCCESS_POSITION = { position: "top-center" };
function ContactPage() {
	const [draft, setDraft] = useState(emptyDraft);
	const [sending, setSending] = useState(false);
	const update = (field) => (event) => setDraft((current) => ({
		...current,
		[field]: event.target.value
	}));
	const succeed = (name) => {
		setDraft(emptyDraft);
		return `Message sent successfully, ${name}! We'll be in touch soon.`;
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		const sent = { ...draft };
		if (!siteConfig.contactEndpoint) {
			openMailProgram(mailtoLink(siteConfig.contactEmail, sent));
			notify.success(succeed(sent.name), SUCCESS_POSITION);
			return;
		}
		setSending(true);
		const toastId = notify.loading("Sending your message…", SUCCESS_POSITION);
		try {
			await postContact(siteConfig.contactEndpoint, sent);
			notify.resolve(toastId, succeed(sent.name));
		} catch (error) {
			const reason = error instanceof Error ? error.message : "an unknown error";
			notify.reject(toastId, `Your message was not sent: ${reason}. Your text is still in the form; please try again.`);
		} finally {
			setSending(false);
		}
	};
	return /* @__PURE__ */ jsxs("div", {
		className: StaticPage_module_default.page,
		children: [
			/* @__PURE__ */ jsx(Toasts, {}),
			/* @__PURE__ */ jsxs("div", {
				className: StaticPage_module_default.lead,
				children: [/* @__PURE__ */ jsx("h1", { children: "Contact Us" }), /* @__PURE__ */ jsx("p", { children: "Questions, ideas for a note, or something that looks wrong? We read every message." })]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: ContactPage_module_default.layout,
				children: [/* @__PURE__ */ jsxs("form", {
					className: ContactPage_module_default.form,
					onSubmit,
					"aria-label": "Contact form",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: ContactPage_module_default.field,
							children: [/* @__PURE__ */ jsx("label", {
								htmlFor: "contact-name",
								children: "Name"
							}), /* @__PURE__ */ jsx("input", {
								id: "contact-name",
								name: "name",
								type: "text",
								autoComplete: "name",
								required: true,
								value: draft.name,
								onChange: update("name")
							})]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: ContactPage_module_default.field,
							children: [/* @__PURE__ */ jsx("label", {
								htmlFor: "contact-email",
								children: "Email"
							}), /* @__PURE__ */ jsx("input", {
								id: "contact-email",
								name: "email",
								type: "email",
								autoComplete: "email",
								required: true,
								value: draft.email,
								onChange: update("email")
							})]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: ContactPage_module_default.field,
							children: [/* @__PURE__ */ jsx("label", {
								htmlFor: "contact-message",
								children: "Message"
							}), /* @__PURE__ */ jsx("textarea", {
								id: "contact-message",
								name: "message",
								rows: 4,
								required: true,
								value: draft.message,
								onChange: update("message")
							})]
						}),
						/* @__PURE__ */ jsx("button", {
							type: "submit",
							className: "button",
							disabled: sending,
							children: sending ? "Sending…" : "Send Message"
						})
					]
				}), /* @__PURE__ */ jsxs("div", {
					className: ContactPage_module_default.aside,
					children: [/* @__PURE__ */ jsxs("section", {
						className: ContactPage_module_default.box,
						"aria-labelledby": "support-title",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "support-title",
							children: "Support & Feedback"
						}), /* @__PURE__ */ jsxs("ul", { children: [
							/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Note suggestion:" }), " a topic you would like us to explain next."] }),
							/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Bug report:" }), " a sample that fails, a broken link or a page that misbehaves."] }),
							/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "General inquiry:" }), " anything else about the notes."] })
						] })]
					}), /* @__PURE__ */ jsxs("section", {
						className: ContactPage_module_default.box,
						"aria-labelledby": "direct-title",
						children: [
							/* @__PURE__ */ jsx("h2", {
								id: "direct-title",
								children: "Direct Email"
							}),
							/* @__PURE__ */ jsx("p", { children: "For partnership or urgent matters, write to us directly:" }),
							/* @__PURE__ */ jsx("a", {
								className: ContactPage_module_default.mail,
								href: `mailto:${siteConfig.contactEmail}`,
								children: siteConfig.contactEmail
							})
						]
					})]
				})]
			})
		]
	});
}
// src/routes/contact.tsx?tsr-split=component
var SplitComponent = ContactPage;
export { SplitComponent as component };
