import './event-management.css';
import { CalendarPlus, CalendarX2, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EVENT_CATEGORY_LABELS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import type { AdminEvent } from '#shared/schemas/events.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { EmptyState } from '#web/components/EmptyState.js';
import { EventCard } from '#web/components/event-card/EventCard.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { ConfirmDialog } from '#web/components/modal/ConfirmDialog.js';
import { Spinner } from '#web/components/Spinner.js';
import { errorMessage } from '#web/lib/api-client.js';
import { AdminSectionFrame, type AdminSectionViewProps } from '#web/admin/kit/index.js';
import { useAdminEvents, useDeleteEvent } from './api.js';
import { EventFormModal } from './EventFormModal.js';

type Notice = { tone: 'success' | 'error'; text: string };
/** Which form is open: a new event, or the one being edited; `key` remounts it fresh. */
type FormState = { event: AdminEvent | null; key: number } | null;

function EventActions({
  event,
  onEdit,
  onDelete,
}: {
  event: AdminEvent;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="event-admin-actions">
      <span
        className={`event-admin-actions__category event-admin-actions__category--${event.category}`}
      >
        {EVENT_CATEGORY_LABELS[event.category]}
      </span>
      <span className="event-admin-actions__buttons">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${event.title}`}>
          <Pencil aria-hidden="true" size={16} />
          Edit
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete} aria-label={`Delete ${event.title}`}>
          <Trash2 aria-hidden="true" size={16} />
          Delete
        </Button>
      </span>
    </div>
  );
}

/** Event Management: add, edit and delete the church's events. */
export function EventManagement(props: AdminSectionViewProps) {
  const churchZone = useChurchTimeZone();
  const query = useAdminEvents();
  const remove = useDeleteEvent();
  const [form, setForm] = useState<FormState>(null);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  const openForm = (event: AdminEvent | null) => {
    setFormKey((key) => key + 1);
    setForm({ event, key: formKey + 1 });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      setNotice({ tone: 'success', text: `“${deleting.title}” was deleted.` });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, MESSAGES.events.deleteFailed) });
    } finally {
      setDeleting(null);
    }
  };

  const events = query.data?.events ?? [];

  return (
    <AdminSectionFrame
      {...props}
      actions={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" size={18} />
          Add New Event
        </Button>
      }
    >
      {notice ? (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Banner>
      ) : null}
      {query.isPending ? (
        <p className="event-admin__loading" role="status">
          <Spinner size={20} /> {MESSAGES.events.loading}
        </p>
      ) : query.isError ? (
        dismissedAt === query.errorUpdatedAt ? null : (
          <Banner tone="error" onDismiss={() => setDismissedAt(query.errorUpdatedAt)}>
            {errorMessage(query.error, MESSAGES.events.loadFailed)}{' '}
            <button
              type="button"
              className="event-admin__retry"
              onClick={() => void query.refetch()}
            >
              Try again
            </button>
          </Banner>
        )
      ) : events.length === 0 ? (
        <EmptyState
          icon={CalendarX2}
          title="No events yet"
          action={
            <Button onClick={() => openForm(null)}>
              <CalendarPlus aria-hidden="true" size={18} />
              Add the first event
            </Button>
          }
        >
          <p>
            Events you add here appear on the Upcoming Events page, the home page and the livestream
            page.
          </p>
        </EmptyState>
      ) : (
        <>
          {query.data.total > events.length ? (
            <p className="event-admin__count">
              Showing the first {events.length} of {query.data.total} events by date.
            </p>
          ) : null}
          <ul className="event-admin__grid" aria-label="Events">
            {events.map((event) => (
              <li key={event._id}>
                <EventCard
                  churchZone={churchZone}
                  event={event}
                  headingLevel={2}
                  actions={
                    <EventActions
                      event={event}
                      onEdit={() => openForm(event)}
                      onDelete={() => setDeleting(event)}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}

      {form ? (
        <EventFormModal
          key={form.key}
          event={form.event}
          open
          onOpenChange={(open) => {
            if (!open) setForm(null);
          }}
          onSaved={(saved, created) => {
            setForm(null);
            setNotice({
              tone: 'success',
              text: created ? `“${saved.title}” was added.` : `“${saved.title}” was updated.`,
            });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title="Delete event"
        message={MESSAGES.events.confirmDelete}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </AdminSectionFrame>
  );
}
