import { describe, expect, it } from 'vitest';
import type { TransformResult } from 'vite';
import { mantineStylesPerComponent } from './mantineStylesPerComponent';

const core = '/app/node_modules/@mantine/core';

function transform(code: string, id: string): string | undefined {
  const hook = mantineStylesPerComponent().transform;
  if (typeof hook !== 'function') throw new Error('the plugin has no transform hook');
  const result = hook.call({} as never, code, id) as TransformResult | undefined;
  return result?.code;
}

/** The layer names of an `@layer a, b, c;` statement, in order. */
const declaredLayers = (css: string) =>
  /^@layer ([^;{]+);/
    .exec(css)?.[1]
    ?.split(',')
    .map((name) => name.trim()) ?? [];

describe('Mantine styles per component', () => {
  it("makes a component's class-name module import the component's stylesheet", () => {
    const code = transform('var classes = {};', `${core}/esm/components/Button/Button.module.mjs`);
    expect(code).toMatch(/^import '@mantine\/core\/styles\/Button\.css';\n/);
  });

  it('puts each stylesheet in a layer of its own inside mantine', () => {
    const code = transform('.m_1 { color: red; }', `${core}/styles/Button.css`);
    expect(code).toBe('@layer mantine.Button {\n.m_1 { color: red; }\n}\n');
  });

  it("declares every layer in the order of Mantine's whole stylesheet in baseline.css, loaded first", () => {
    const layers = declaredLayers(transform('body { margin: 0; }', `${core}/styles/baseline.css`) ?? '');
    expect(layers[0]).toBe('mantine.baseline');
    expect(layers.length).toBeGreaterThan(100);
    // A component's rules follow those of the component it is built on.
    expect(layers.indexOf('mantine.Button')).toBeGreaterThan(layers.indexOf('mantine.UnstyledButton'));
    expect(layers.indexOf('mantine.Checkbox')).toBeGreaterThan(layers.indexOf('mantine.InlineInput'));
  });

  it('leaves other modules alone', () => {
    expect(transform('export {}', '/app/src/main.tsx')).toBeUndefined();
    expect(transform('.a {}', '/app/node_modules/@mantine/dates/styles.layer.css')).toBeUndefined();
    expect(
      transform('var c = {};', `${core}/esm/components/NotAComponent/Nothing.module.mjs`),
    ).toBeUndefined();
  });
});
