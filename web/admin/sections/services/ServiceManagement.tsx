import './service-management.css';
import { CalendarClock, CalendarDays, CalendarPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminService } from '#shared/schemas/services.js';
import { Button } from '#web/components/Button.js';
import { ChurchTime } from '#web/components/ChurchTime.js';
import { formatEventWhen } from '#web/components/event-card/event-dates.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { errorMessage } from '#web/lib/api-client.js';
import {
  AdminCard,
  AdminCardGrid,
  AdminSectionFrame,
  CardButton,
  DeleteConfirm,
  EditButton,
  ListBanners,
  ListBody,
  ListEmpty,
  QuietDeleteButton,
  StatusPill,
  type AdminSectionViewProps,
} from '#web/admin/kit/index.js';
import { useAdminServices, useDeleteService } from './api.js';
import { ServiceFormModal } from './ServiceFormModal.js';
import { ServiceSchedule } from './ServiceSchedule.js';
import { SOURCE_LABELS, durationInWords, repeatInWords } from './service-words.js';

/** Which form is open: a new service, or the one being edited; `key` remounts it fresh. */
type FormState = { service: AdminService | null; key: number } | null;

function ServiceCard({
  service,
  churchZone,
  onSchedule,
  onEdit,
  onDelete,
}: {
  service: AdminService;
  churchZone: string;
  onSchedule: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <AdminCard
      className="service-card"
      title={service.title}
      pills={
        <StatusPill tone={service.mode === 'live' ? 'neutral' : 'featured'}>
          {SOURCE_LABELS[service.mode]}
        </StatusPill>
      }
      meta={
        <dl className="service-card__facts">
          <div>
            <dt>When</dt>
            <dd>{repeatInWords(service, churchZone)}</dd>
          </div>
          <div>
            <dt>Length</dt>
            <dd>{durationInWords(service.durationMinutes)}</dd>
          </div>
          <div>
            <dt>Next</dt>
            <dd>
              {service.nextStartsAt ? (
                <ChurchTime
                  dateTime={service.nextStartsAt}
                  churchZone={churchZone}
                  format={(zone) => formatEventWhen(service.nextStartsAt ?? '', null, zone)}
                />
              ) : (
                'No more to come'
              )}
            </dd>
          </div>
        </dl>
      }
      actions={
        <>
          <CardButton icon={CalendarDays} variant="outline" onClick={onSchedule}>
            Schedule
          </CardButton>
          <EditButton onClick={onEdit} name={service.title} />
          <QuietDeleteButton onClick={onDelete} name={service.title} />
        </>
      }
    >
      {service.description ? <p>{service.description}</p> : null}
    </AdminCard>
  );
}

/** Services: the church's services on a schedule, and each time one happens. */
export function ServiceManagement(props: AdminSectionViewProps) {
  const churchZone = useChurchTimeZone();
  const query = useAdminServices();
  const remove = useDeleteService();
  const [form, setForm] = useState<FormState>(null);
  const [formKey, setFormKey] = useState(0);
  const [scheduleOf, setScheduleOf] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminService | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const openForm = (service: AdminService | null) => {
    setFormKey((key) => key + 1);
    setForm({ service, key: formKey + 1 });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setFailure(null);
    try {
      await remove.mutateAsync(deleting._id);
      setNotice(`“${deleting.title}” was deleted.`);
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to delete the service'));
    } finally {
      setDeleting(null);
    }
  };

  const services = query.data ?? [];
  const scheduled = services.find((service) => service._id === scheduleOf) ?? null;

  return (
    <AdminSectionFrame
      {...props}
      actions={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" size={18} />
          Add Service
        </Button>
      }
    >
      <div className="service-admin">
        <ListBanners
          failure={{ message: failure, dismiss: () => setFailure(null) }}
          notice={notice}
          onNoticeDismiss={() => setNotice(null)}
        />
        <ListBody
          query={query}
          loadingText="Loading services..."
          loadFailedText="Failed to fetch services"
          isEmpty={services.length === 0}
          empty={
            <ListEmpty
              icon={CalendarClock}
              title="No services yet"
              narrowed={false}
              firstUseHint="Add the church's services, once or every week, live or from a recorded video. Each one opens on the livestream page by the clock."
              firstUseAction={
                <Button onClick={() => openForm(null)}>
                  <CalendarPlus aria-hidden="true" size={18} />
                  Add the first service
                </Button>
              }
            />
          }
        >
          <AdminCardGrid
            label="Services"
            items={services}
            getKey={(service) => service._id}
            renderItem={(service) => (
              <ServiceCard
                service={service}
                churchZone={churchZone}
                onSchedule={() => setScheduleOf(service._id)}
                onEdit={() => openForm(service)}
                onDelete={() => setDeleting(service)}
              />
            )}
          />
        </ListBody>
      </div>

      {form ? (
        <ServiceFormModal
          key={form.key}
          service={form.service}
          churchZone={churchZone}
          onClose={() => setForm(null)}
          onSaved={(saved, created) => {
            setForm(null);
            setNotice(created ? `“${saved.title}” was added.` : `“${saved.title}” was updated.`);
          }}
        />
      ) : null}
      {scheduled ? (
        <ServiceSchedule
          service={scheduled}
          churchZone={churchZone}
          onClose={() => setScheduleOf(null)}
        />
      ) : null}
      <DeleteConfirm
        thing="service"
        name={deleting?.title ?? null}
        detail="Its coming occurrences go with it; past ones keep their chat."
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          if (!remove.isPending) setDeleting(null);
        }}
      />
    </AdminSectionFrame>
  );
}
