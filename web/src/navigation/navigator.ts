// Lets code outside React (the API client) move the user to another page. The router registers
// its navigate function once it exists; before that a full page load does the job.

type Navigate = (to: string) => void;

let current: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  current = navigate;
}

export function navigateTo(to: string): void {
  current(to);
}
