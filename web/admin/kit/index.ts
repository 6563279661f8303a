import './kit.css';
import './panel.css';

/**
 * The admin kit: what the admin sections share. The section frame (heading, subtitle, actions)
 * and each section's address; ListSection, a section made of one searchable, filtered, paged
 * card list with its add or edit dialog (over ManagementList and its state hooks), the declared
 * EditDialog and the mutation that refreshes a list; the cards, pills and buttons in them (a
 * visitor's post, with the menu that acts on its sender); the form dialog and its fields; the
 * image or video upload field; and the handling of the server's errors.
 */
export {
  ADMINS_ONLY,
  EVERY_STAFF_ROLE,
  sectionHref,
  type AdminSectionDescriptor,
  type AdminSectionInfo,
} from './admin-section.js';
export { SectionAccessContext, useMayOpenSection } from './section-access.js';
export { MediaUploadField, audioSummary, formatDuration } from './MediaUploadField.js';
export { AdminSectionFrame, type AdminSectionViewProps } from './AdminSectionFrame.js';
export { AdminCard, AdminCardGrid } from './AdminCard.js';
export { PostCard } from './PostCard.js';
export { SANCTION_CHOICES, SanctionMenu, type SanctionChoice } from './SanctionMenu.js';
export { DeleteConfirm } from './DeleteConfirm.js';
export { EraseByEmailModal, type EraseByEmailCopy } from './EraseByEmailModal.js';
export { CardButton, DeleteButton, EditButton, QuietDeleteButton } from './CardActions.js';
export { CheckboxField, FormField, FormModal, fieldDescribedBy } from './FormModal.js';
export {
  FailureBanner,
  ListBanners,
  ListBody,
  ListEmpty,
  ListLoading,
  type ListQueryState,
} from './ListStates.js';
export { ListToolbar } from './ListToolbar.js';
export { ManagementList } from './ManagementList.js';
export { ListSection, type ListSectionCopy } from './ListSection.js';
export { EditDialog, type EditField } from './EditDialog.js';
export {
  runningOn,
  useListSection,
  type ListFilterSpec,
  type ListFilterSpecs,
  type ListSectionState,
} from './use-list-section.js';
export { useRefreshingMutation } from './use-refreshing-mutation.js';
export { downloadAdminCsv } from './download-csv.js';
export { Pager } from './Pager.js';
export { StatusPill, type PillTone } from './StatusPill.js';
export { MOMENT_KIND_LABELS } from './moment-kinds.js';
export { applyServerErrors } from './server-errors.js';
export { useEditForm } from './use-edit-form.js';
export { useManagementList } from './use-management-list.js';
export { useActionFailure } from './use-action-failure.js';
export { useListParams } from './use-list-params.js';
export * from './settings-layout/index.js';
