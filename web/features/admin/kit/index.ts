import './kit.css';

/**
 * The admin list kit: the parts every management view shares (toolbar, list states, cards and
 * pills, form dialog, delete confirmation, pager, the list query in the address).
 */
export { AdminCard, AdminCardGrid } from './AdminCard.js';
export { DeleteButton, EditButton, QuietDeleteButton } from './CardActions.js';
export { DeleteConfirm, deleteQuestion } from './DeleteConfirm.js';
export { CheckboxField, FormField, FormModal, fieldDescribedBy } from './FormModal.js';
export {
  FailureBanner,
  ListBody,
  ListEmpty,
  ListLoading,
  type ListQueryState,
} from './ListStates.js';
export { ManagementList } from './ManagementList.js';
export { ListToolbar, type FilterOption, type ToolbarFilter } from './ListToolbar.js';
export { Pager } from './Pager.js';
export { StatusPill, type PillTone } from './StatusPill.js';
export { applyServerErrors } from './server-errors.js';
export { useActionFailure, type ActionFailure } from './use-action-failure.js';
export { useEditForm } from './use-edit-form.js';
export { useDebouncedValue } from './use-debounced-value.js';
export { useManagementList, type ManagementListState } from './use-management-list.js';
export { useListParams, type ListParams, type ListParamsControls } from './use-list-params.js';
