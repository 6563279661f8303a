import { useSearchParams } from 'react-router';
import { DEFAULT_ADMIN_SECTION, type AdminSection } from '#shared/constants.js';
import { isAdminSection } from './admin-sections.js';

/** The section in the URL (?section=streams); the dashboard when absent or unknown. */
export function useAdminSection(): AdminSection {
  const [params] = useSearchParams();
  const value = params.get('section');
  return isAdminSection(value) ? value : DEFAULT_ADMIN_SECTION;
}
