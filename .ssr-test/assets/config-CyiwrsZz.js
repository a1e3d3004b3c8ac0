// src/site/config.ts
/**
* The site's settings in one place. Deployers set them at build time through environment variables
* (see README, "Site settings"); the defaults suit a local build.
*/
var env = {
	"BASE_URL": "/",
	"DEV": false,
	"MODE": "production",
	"PROD": true,
	"SSR": true,
	"TSS_INLINE_CSS_ENABLED": "false"
};
function positiveNumber(value, fallback) {
	const parsed = Number(value);
	return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}
var siteConfig = {
	name: "Study Notes",
	/** Host of canonical links, Open Graph URLs and the sitemap; a placeholder until deployed. */
	canonicalHost: (env.VITE_SITE_URL || "https://example.com").replace(/\/+$/, ""),
	/** The address of the contact page's 'Direct Email' box and of the mail-program fallback. */
	contactEmail: env.VITE_CONTACT_EMAIL || "hello@example.com",
	/** Where the contact form POSTs its JSON draft; unset, submitting opens the visitor's mail program. */
	contactEndpoint: env.VITE_CONTACT_ENDPOINT || void 0,
	/** Blocks the context menu and the developer-tools shortcuts (site-spec section 1); on by default. */
	blockInspect: env.VITE_BLOCK_INSPECT !== "false",
	/** How long a lazily loaded script chunk may take before it fails (site-spec section 7). */
	chunkTimeoutMs: positiveNumber(env.VITE_CHUNK_TIMEOUT_MS, 12e4)
};
export { siteConfig as t };
