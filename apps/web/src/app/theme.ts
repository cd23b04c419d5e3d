import {
  Anchor,
  Button,
  Card,
  createTheme,
  Notification,
  Paper,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** Deep teal-blue: trustworthy, and white text on shade 7 reads at 7.2:1. */
const brand: MantineColorsTuple = [
  '#e7f3f6',
  '#cfe3e9',
  '#a2c8d3',
  '#72abbc',
  '#4a92a8',
  '#30839b',
  '#1f7390',
  '#155e78',
  '#0f4c62',
  '#093a4c',
];

/**
 * Safety orange, the accent. Shade 6 is for fills under dark text (7.8:1 with black) and for
 * decoration; shades 8–9 are dark enough for text on white.
 */
const accent: MantineColorsTuple = [
  '#fff4e6',
  '#ffe6cc',
  '#ffcb99',
  '#ffae63',
  '#ff9536',
  '#ff8519',
  '#f97a08',
  '#d96a00',
  '#a84f00',
  '#8a3f00',
];

/**
 * Mantine's red, darkened from shade 6 up so that white on a filled red button (shade 7, the primary
 * shade) reads at 5.5:1 and an error's red text (shade 6) at 4.5:1 on white; Mantine's own read at
 * 3.8:1 and 3.3:1.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#a61e1e',
];

const fontFamily =
  "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, accent, red },
  autoContrast: true,
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'hover' } }),
    // Every select's list (Select, Autocomplete…) is placed against the screen, not the page. Opening
    // a list scrolls its chosen option into view; Mantine keeps the list mounted and may still have it
    // hidden then (its field was off screen when the page loaded, on a phone), so the whole page
    // scrolled instead, the field left the screen and the list stayed hidden for good: on My Profile a
    // phone could not choose the province. An element fixed to the screen never scrolls the page.
    // A plain object, not Combobox.extend: importing Combobox here would put it in every page's first
    // script (28 KB).
    Combobox: { defaultProps: { floatingStrategy: 'fixed' } },
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    Card: Card.extend({ defaultProps: { radius: 'lg', padding: 'lg' } }),
    Paper: Paper.extend({ defaultProps: { radius: 'lg' } }),
    // Under a title Mantine greys a toast's text to gray 6 (3.3:1 on white); gray 7 reads at 8:1.
    Notification: Notification.extend({
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
  },
});

/** Mantine's dimmed text (gray 6) reads at 3.3:1 on white; gray 7 reads at 8:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
