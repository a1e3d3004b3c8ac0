import { s as useClientValue } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/catalog/note-date.ts
var CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
* A note's calendar date as a local Date at midnight, so it shows as the same day in every time zone
* (decisions.md item 8). `new Date('2024-10-01')` would be UTC midnight: September 30 in America.
*/
function parseCalendarDate(value) {
	const match = value ? CALENDAR_DATE.exec(value) : null;
	if (!match) return void 0;
	const [year, month, day] = [
		Number(match[1]),
		Number(match[2]),
		Number(match[3])
	];
	const date = new Date(year, month - 1, day);
	return date.getMonth() === month - 1 && date.getDate() === day ? date : void 0;
}
/** The date in the viewer's locale ('October 1, 2024' in en-US), or 'N/A' when missing. */
function formatNoteDate(value, locale) {
	const date = parseCalendarDate(value);
	if (!date) return "N/A";
	return date.toLocaleDateString(locale, {
		year: "numeric",
		month: "long",
		day: "numeric"
	});
}
// src/components/LocalDate.tsx
var PRERENDER_LOCALE = "en-US";
/**
* A note date in the viewer's locale. Prerendered pages carry it in US English; the first client
* render matches that, then React switches to the viewer's own format without a hydration error.
*/
function LocalDate({ value, className }) {
	const text = useClientValue(() => formatNoteDate(value), () => formatNoteDate(value, PRERENDER_LOCALE));
	return /* @__PURE__ */ jsx("time", {
		className,
		dateTime: value,
		children: text
	});
}
export { LocalDate as t };
