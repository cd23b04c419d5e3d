import { renderFeatureRoutes } from '../../test/render';
import type { CustomTerm } from './api';
import { templatesRoutes } from './routes';

/** Test helpers of the template pages (imported by *.test.tsx only). */

export const templateId = '3f0c8a52-6a1e-4d7b-9c41-2b8e5f7a9d10';

export function aTemplate(overrides: Partial<CustomTerm> = {}): CustomTerm {
  return {
    Id: templateId,
    Tag: 'Kitchens',
    Terms: ['<p>Work is guaranteed for one year.</p>', '<p>Permits are the contractor’s.</p>'],
    Type: 1,
    Language: 'en',
    CreatedDate: '2026-03-02',
    UpdatedDate: '2026-03-02',
    IsChanged: false,
    UsageCount: 0,
    ...overrides,
  };
}

/** The template pages at `path`, with the previous page in the history. */
export function renderTemplatePages(path: string) {
  return renderFeatureRoutes(templatesRoutes, ['/MyProjects', path]);
}
