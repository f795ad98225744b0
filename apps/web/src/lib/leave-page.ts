/**
 * Sends the browser to another site's page (the payment gateway's checkout), leaving the app. The components
 * that do so take it as a default, so that tests can give them another.
 */
export function leavePage(url: string, location: Pick<Location, 'assign'> = window.location): void {
  location.assign(url);
}
