import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** A Mantine core module holding a component's class names: `…/esm/…/Button.module.mjs`. */
const classNamesModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
/** One component's stylesheet in the package: `@mantine/core/styles/Button.css`. */
const componentStylesheet = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([\w-]+)\.css$/;

/**
 * Mantine's stylesheet names in the order of its whole stylesheet (styles.css, their concatenation):
 * a component's rules come after those of the components it is built on, and override them there.
 */
function stylesheetOrder(): string[] {
  const stylesDir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  const whole = readFileSync(path.join(stylesDir, '..', 'styles.css'), 'utf8');
  const names = readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length));
  const at = new Map(
    names.map((name) => {
      const text = readFileSync(path.join(stylesDir, `${name}.css`), 'utf8').trim();
      return [name, whole.indexOf(text)];
    }),
  );
  const missing = names.filter((name) => at.get(name) === -1);
  if (missing.length > 0) throw new Error(`Mantine's styles.css does not hold ${missing.join(', ')}`);
  return names.sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0));
}

/**
 * Each page loads the CSS of the Mantine components it draws, instead of all of Mantine's (some
 * 250 KB raw) on every page: a component's class-name module imports the component's stylesheet, so
 * the CSS travels in the same chunk as the component's code, wherever the bundler puts it.
 *
 * Loaded per chunk, the stylesheets arrive in whatever order the pages do, while a component's rules
 * must follow those of the components it builds on (Button after UnstyledButton). Each stylesheet is
 * therefore its own cascade layer inside `mantine` (`mantine.Button`), and the first one the app loads
 * (baseline.css, in main.tsx) declares every layer in the order of Mantine's whole stylesheet: layer
 * order, not arrival order, settles which rule wins, exactly as in the whole stylesheet. The app's own
 * styles stay outside any layer and win over Mantine's, as before.
 */
export function mantineStylesPerComponent(): Plugin {
  const order = stylesheetOrder();
  const known = new Set(order);
  const layerOf = (name: string) => `mantine.${name}`;
  return {
    name: 'tradepact:mantine-styles-per-component',
    enforce: 'pre',
    transform(code, id) {
      const component = classNamesModule.exec(id)?.[1];
      if (component && known.has(component)) {
        return { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null };
      }
      const stylesheet = componentStylesheet.exec(id)?.[1];
      if (stylesheet && known.has(stylesheet)) {
        const declareOrder = stylesheet === order[0] ? `@layer ${order.map(layerOf).join(', ')};\n` : '';
        return { code: `${declareOrder}@layer ${layerOf(stylesheet)} {\n${code}\n}\n`, map: null };
      }
      return undefined;
    },
  };
}
