/**
 * Lets code outside React (the HTTP client) move to another page. The app registers the router's
 * navigate function at start-up; until then a full page load is used.
 */
export type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  navigate(to);
}
