/**
 * After a refused save the focus goes to the field in error, not the button pressed: a keyboard or
 * screen-reader user lands on what to fix. Call it when the message is set; it waits for the frame
 * that draws the message (and, in a tabbed form, the tab that holds the field). The field is
 * scrolled to the middle of the screen: at an edge it would sit under the sticky header or the
 * builder's action bar (issue 29 §4).
 */
export function focusField(id: string) {
  requestAnimationFrame(() => {
    const field = document.getElementById(id);
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  });
}
