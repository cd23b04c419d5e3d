/**
 * Lets code outside React (the HTTP client) move to another page. The app registers the router's
 * navigate function at start-up; until then a full page load is used.
 */
export type Navigate = (to: string) => void;

/** The navigation of a page without the router: a full page load. */
export const fullPageLoad: Navigate = (to) => window.location.assign(to);

let navigate: Navigate = fullPageLoad;

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  navigate(to);
}
