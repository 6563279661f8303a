import { Library } from 'lucide-react';
import type { AdminSermonSeries } from '#shared/schemas/sermons.js';
import {
  AdminCard,
  AdminCardGrid,
  EditButton,
  ListBanners,
  ListBody,
  ListEmpty,
  QuietDeleteButton,
  type ListQueryState,
} from '#web/admin/kit/index.js';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function SeriesCard({
  series,
  onEdit,
  onDelete,
}: {
  series: AdminSermonSeries;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  const drafts = series.allSermonCount - series.sermonCount;
  return (
    <AdminCard
      className="series-card"
      title={series.title}
      media={
        series.artworkUrl ? (
          <img className="series-card__artwork" src={series.artworkUrl} alt="" />
        ) : null
      }
      meta={
        <dl className="series-card__facts">
          <div>
            <dt>Sermons</dt>
            <dd>
              {count(series.sermonCount, 'published', 'published')}
              {drafts > 0 ? `, ${count(drafts, 'draft', 'drafts')}` : ''}
            </dd>
          </div>
          <div>
            <dt>Order</dt>
            <dd>{series.order}</dd>
          </div>
        </dl>
      }
      clamp
      actions={
        onEdit || onDelete ? (
          <>
            {onEdit ? <EditButton onClick={onEdit} name={series.title} /> : null}
            {onDelete ? <QuietDeleteButton onClick={onDelete} name={series.title} /> : null}
          </>
        ) : null
      }
    >
      {series.description ? <p>{series.description}</p> : null}
    </AdminCard>
  );
}

interface SeriesListProps {
  query: ListQueryState & { data?: AdminSermonSeries[] | undefined };
  failure: { message: string | null; dismiss: () => void };
  notice: string | null;
  onNoticeDismiss: () => void;
  /** Absent for a moderator. */
  onEdit?: ((series: AdminSermonSeries) => void) | undefined;
  onDelete?: ((series: AdminSermonSeries) => void) | undefined;
  addButton?: React.ReactNode;
}

/** The series, in their order: each with its artwork, its sermons counted and its place. */
export function SeriesList({
  query,
  failure,
  notice,
  onNoticeDismiss,
  onEdit,
  onDelete,
  addButton,
}: SeriesListProps) {
  const series = query.data ?? [];
  return (
    <div className="admin-list">
      <ListBanners failure={failure} notice={notice} onNoticeDismiss={onNoticeDismiss} />
      <ListBody
        query={query}
        loadingText="Loading series..."
        loadFailedText="Failed to load the series"
        isEmpty={series.length === 0}
        empty={
          <ListEmpty
            icon={Library}
            title="No series yet"
            narrowed={false}
            firstUseHint="A series gathers the sermons of a teaching run, with its own artwork and its own podcast."
            firstUseAction={addButton}
          />
        }
      >
        <AdminCardGrid
          label="Series"
          items={series}
          getKey={(one) => one._id}
          renderItem={(one) => (
            <SeriesCard
              series={one}
              onEdit={onEdit ? () => onEdit(one) : undefined}
              onDelete={onDelete ? () => onDelete(one) : undefined}
            />
          )}
        />
      </ListBody>
    </div>
  );
}
