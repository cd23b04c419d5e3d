/**
 * After a refused save the focus goes to the field in error, not the button pressed: a keyboard or
 * screen-reader user lands on what to fix. Call it when the message is set; it waits for the frame
 * that draws the message (and, in a tabbed form, the tab that holds the field).
 */
export function focusField(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
