import { useState } from 'react';
import { useActionFailure, type ActionFailure } from './use-action-failure.js';

/** The delete mutation of a list: takes the item's id. */
export interface DeleteMutation {
  isPending: boolean;
  mutate: (
    id: string,
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
}

interface ManagementListOptions<T> {
  remove: DeleteMutation;
  /** The spec's fallback when a delete fails, e.g. 'Failed to delete stream'. */
  deleteFailed: string;
  /** The line shown once an item is deleted; none when left out. */
  deletedNotice?: (item: T) => string;
}

export interface ManagementListState<T> {
  failure: ActionFailure;
  /** The success line over the list, or null. */
  notice: string | null;
  setNotice: (notice: string | null) => void;
  /** The item the delete confirmation asks about, or null. */
  deleting: T | null;
  askDelete: (item: T) => void;
  cancelDelete: () => void;
  confirmDelete: () => void;
  deleteBusy: boolean;
  /** Runs an action on an item: clears the last failure, shows the fallback if it fails. */
  act: <V, D>(
    mutation: {
      mutate: (
        variables: V,
        callbacks: { onSuccess?: (data: D) => void; onError: (error: unknown) => void },
      ) => void;
    },
    variables: V,
    failed: string,
    onSuccess?: (data: D) => void,
  ) => void;
}

/** The state a management view keeps besides its query: action failure, notice, delete asked. */
export function useManagementList<T extends { _id: string }>({
  remove,
  deleteFailed,
  deletedNotice,
}: ManagementListOptions<T>): ManagementListState<T> {
  const failure = useActionFailure();
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    failure.dismiss();
    remove.mutate(deleting._id, {
      onSuccess: () => {
        if (deletedNotice) setNotice(deletedNotice(deleting));
        setDeleting(null);
      },
      onError: (error) => {
        failure.fail(error, deleteFailed);
        setDeleting(null);
      },
    });
  };

  return {
    failure,
    notice,
    setNotice,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    deleteBusy: remove.isPending,
    act: (mutation, variables, failed, onSuccess) => {
      failure.dismiss();
      mutation.mutate(variables, {
        ...(onSuccess ? { onSuccess } : {}),
        onError: (error) => failure.fail(error, failed),
      });
    },
  };
}
