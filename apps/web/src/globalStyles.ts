// The styles every page needs, imported by each entry (main.tsx, signingMain.tsx) first: the font, and
// Mantine's global styles; each component's own come with its code (vite-plugins/mantineStylesPerComponent),
// in cascade layers, so the app's own styles win whatever order chunks load in. baseline.css comes
// first: it declares the layers' order. The toasts bring their package's styles with their own code.
import '@fontsource-variable/inter';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
