/**
 * The one address of a page that a host also serves under others: a run of slashes is one (`/react//105`),
 * and a folder's `index.html` is the folder (`/index.html` is `/`, `/react/index.html` is `/react`).
 */
export function pageAddress(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/').replace(/\/index\.html$/, '') || '/';
}
