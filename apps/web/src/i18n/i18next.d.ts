import 'i18next';
import type { en } from '@tradepact/shared';
import type { ui } from './en/ui';

// Keys are checked at compile time. Placeholders are written {name} (see ./index.ts); i18next's
// types only parse the default {{name}} form, so parameters are not type-checked. 'messages' is typed
// with the whole catalogue, as the shared code's MessageKey is, though the app carries only the
// messages pages show (`pageCatalogues`): no page shows the server's renderings (emails, documents).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: { ui: typeof ui; messages: typeof en };
  }
}
