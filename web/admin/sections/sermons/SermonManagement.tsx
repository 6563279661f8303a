import './sermons.css';
import { BookOpen, Library, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminSermon, AdminSermonSeries } from '#shared/schemas/sermons.js';
import { useStaffRole } from '#web/admin/auth/index.js';
import {
  AdminSectionFrame,
  DeleteConfirm,
  ManagementList,
  SettingsTabs,
  useListSection,
  useManagementList,
  type AdminSectionViewProps,
  type ListFilterSpecs,
  type ListSectionCopy,
} from '#web/admin/kit/index.js';
import { Button } from '#web/components/Button.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import {
  type AdminSermonsParams,
  useAdminSermonSeries,
  useAdminSermons,
  useDeleteSermon,
  useDeleteSermonSeries,
  useSermonPreachers,
} from './api.js';
import { SeriesFormModal } from './SeriesFormModal.js';
import { SeriesList } from './SeriesList.js';
import { SermonCard } from './SermonCard.js';
import { SermonFormModal } from './SermonFormModal.js';

const COPY: ListSectionCopy<AdminSermon> = {
  things: ['sermon', 'sermons'],
  searchPlaceholder: 'Search titles, preachers, summaries and notes...',
  texts: {
    loading: 'Loading sermons...',
    loadFailed: 'Failed to load sermons',
    empty: 'No sermons found',
    deleteFailed: 'Failed to delete the sermon',
  },
  emptyIcon: BookOpen,
  firstUseHint:
    'Each service’s replay arrives here as a draft when it ends; add sermons preached before by hand.',
  deleteName: (sermon) => sermon.title,
};

const STATUS_OPTIONS = [
  { value: 'all' as const, label: 'Drafts and published' },
  { value: 'draft' as const, label: 'Drafts' },
  { value: 'published' as const, label: 'Published' },
];

const statusOf = (value: string): AdminSermonsParams['status'] =>
  STATUS_OPTIONS.find((option) => option.value === value)?.value ?? 'all';

type View = 'sermons' | 'series';
const VIEW_KEY = 'view';

/**
 * Sermons: every sermon with its series, preacher, scripture, notes, video and audio, drafts
 * (a service's replay arrives as one) and published; and, in a tab beside them, the series.
 * Moderators read both lists; only admins add, edit and delete.
 */
export function SermonManagement(props: AdminSectionViewProps) {
  const canEdit = useStaffRole() === 'admin';
  const churchZone = useChurchTimeZone();
  const [address, setAddress] = useSearchParams();
  const view: View = address.get(VIEW_KEY) === 'series' ? 'series' : 'sermons';
  const seriesQuery = useAdminSermonSeries();
  const allSeries = seriesQuery.data ?? [];
  const preachers = useSermonPreachers().data ?? [];

  // Held as any filters' specs, so the list's parts take them as the kit's own lists do.
  const filters: ListFilterSpecs = {
    series: {
      label: 'Filter by series',
      options: [
        { value: 'all', label: 'All series' },
        ...allSeries.map((one) => ({ value: one._id, label: one.title })),
      ],
      otherLabel: 'The chosen series',
    },
    preacher: {
      label: 'Filter by preacher',
      options: [
        { value: '', label: 'All preachers' },
        ...preachers.map((name) => ({ value: name, label: name })),
      ],
      otherLabel: 'The chosen preacher',
    },
    status: { label: 'Filter by status', options: STATUS_OPTIONS },
  };
  const list = useListSection({
    copy: COPY,
    filters,
    remove: useDeleteSermon(),
    deletedNotice: (sermon) => `“${sermon.title}” was deleted.`,
  });
  const sermons = useAdminSermons({
    search: list.params.search,
    page: list.params.page,
    series: list.filters.series ?? 'all',
    preacher: list.filters.preacher ?? '',
    status: statusOf(list.filters.status ?? 'all'),
  });

  const [seriesEditor, setSeriesEditor] = useState<{ series: AdminSermonSeries | null } | null>(
    null,
  );
  const seriesState = useManagementList<AdminSermonSeries>({
    remove: useDeleteSermonSeries(),
    deleteFailed: 'Failed to delete the series',
    deletedNotice: (series) => `“${series.title}” was deleted; its sermons stay, without a series.`,
  });

  const showView = (next: View) =>
    setAddress(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'series') changed.set(VIEW_KEY, next);
        else changed.delete(VIEW_KEY);
        return changed;
      },
      { replace: true },
    );

  const addSermon = canEdit ? (
    <Button onClick={() => list.edit(null)}>
      <Plus aria-hidden="true" size={18} />
      Add Sermon
    </Button>
  ) : null;
  const addSeries = canEdit ? (
    <Button onClick={() => setSeriesEditor({ series: null })}>
      <Library aria-hidden="true" size={18} />
      Add Series
    </Button>
  ) : null;
  const nextOrder = allSeries.reduce((highest, one) => Math.max(highest, one.order + 1), 0);

  const sermonList = (
    <ManagementList
      searchPlaceholder={COPY.searchPlaceholder}
      searchLabel="Search sermons"
      filters={list.toolbarFilters}
      noun={COPY.things}
      query={sermons}
      items={sermons.data?.sermons}
      texts={COPY.texts}
      params={list.params}
      state={list.state}
      empty={{
        icon: COPY.emptyIcon,
        firstUseHint: COPY.firstUseHint,
        ...(addSermon ? { firstUseAction: addSermon } : {}),
      }}
      label="Sermons"
      pagerLabel="Sermon pages"
      renderItem={(sermon) => (
        <SermonCard
          sermon={sermon}
          churchZone={churchZone}
          onEdit={canEdit ? () => list.edit(sermon) : undefined}
          onDelete={canEdit ? () => list.state.askDelete(sermon) : undefined}
        />
      )}
      deleteThing="sermon"
      deleteName={(sermon) => sermon.title}
      backFromEmptyPage
    >
      {list.editor && canEdit ? (
        <SermonFormModal
          // A fresh form for each sermon opened.
          key={list.editor.item?._id ?? 'new'}
          sermon={list.editor.item}
          series={allSeries}
          churchZone={churchZone}
          onClose={list.closeEditor}
          onSaved={(saved, created) => {
            list.closeEditor();
            list.state.setNotice(
              created ? `“${saved.title}” was added.` : `“${saved.title}” was updated.`,
            );
          }}
        />
      ) : null}
    </ManagementList>
  );

  const seriesList = (
    <>
      <SeriesList
        query={seriesQuery}
        failure={seriesState.failure}
        notice={seriesState.notice}
        onNoticeDismiss={() => seriesState.setNotice(null)}
        onEdit={canEdit ? (series) => setSeriesEditor({ series }) : undefined}
        onDelete={canEdit ? seriesState.askDelete : undefined}
        addButton={addSeries}
      />
      {seriesEditor && canEdit ? (
        <SeriesFormModal
          key={seriesEditor.series?._id ?? 'new'}
          series={seriesEditor.series}
          nextOrder={nextOrder}
          onClose={() => setSeriesEditor(null)}
          onSaved={(saved, created) => {
            setSeriesEditor(null);
            seriesState.setNotice(
              created ? `“${saved.title}” was added.` : `“${saved.title}” was updated.`,
            );
          }}
        />
      ) : null}
      <DeleteConfirm
        thing="series"
        name={seriesState.deleting?.title ?? null}
        detail="Its sermons stay, without a series."
        busy={seriesState.deleteBusy}
        onConfirm={seriesState.confirmDelete}
        onCancel={seriesState.cancelDelete}
      />
    </>
  );

  return (
    <AdminSectionFrame {...props} actions={view === 'sermons' ? addSermon : addSeries}>
      <SettingsTabs
        label="Sermons views"
        tabs={[
          { id: 'sermons', label: 'Sermons', content: sermonList },
          { id: 'series', label: 'Series', content: view === 'series' ? seriesList : null },
        ]}
        value={view}
        onValueChange={showView}
        compact
      />
    </AdminSectionFrame>
  );
}
