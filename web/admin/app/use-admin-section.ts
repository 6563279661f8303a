import { useSearchParams } from 'react-router';
import { DEFAULT_ADMIN_SECTION } from '#shared/constants.js';
import type { AdminSectionDescriptor } from '#web/admin/kit/index.js';
import { findSection, sectionById } from './sections.js';

/** The section in the URL (?section=streams); the dashboard when absent or unknown. */
export function useAdminSection(): AdminSectionDescriptor {
  const [params] = useSearchParams();
  return findSection(params.get('section')) ?? sectionById(DEFAULT_ADMIN_SECTION);
}
