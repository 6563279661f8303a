import { Plus, Trash2 } from 'lucide-react';
import {
  MOMENT_KINDS,
  MOMENT_LIMITS,
  MOMENT_PLAN_LIMITS,
  type MomentKind,
  type ServiceMoment,
} from '#shared/schemas/moments.js';
import { Button } from '#web/components/Button.js';
import { MOMENT_KIND_LABELS } from '#web/admin/kit/index.js';

/** A row of the plan, with a key of its own so removing one keeps the others' fields in place. */
export interface PlannedMoment {
  key: number;
  moment: ServiceMoment;
}

let nextKey = 0;
export const planRow = (moment: ServiceMoment): PlannedMoment => {
  nextKey += 1;
  return { key: nextKey, moment };
};

const NEW_MOMENT: ServiceMoment = { offsetMinutes: 30, kind: 'salvation', askContact: true };

interface ServiceMomentsEditorProps {
  rows: PlannedMoment[];
  onChange: (rows: PlannedMoment[]) => void;
  /** The server's field errors, by its names (`moments.0.title`). */
  errors: Record<string, string>;
}

/**
 * The service's plan of moments: each posted to an occurrence's room when it is live and that
 * many minutes have passed since its start.
 */
export function ServiceMomentsEditor({ rows, onChange, errors }: ServiceMomentsEditorProps) {
  const change = (key: number, patch: Partial<ServiceMoment>) =>
    onChange(
      rows.map((row) => (row.key === key ? { key, moment: { ...row.moment, ...patch } } : row)),
    );
  const text = (value: string) => (value.trim() ? value : undefined);
  const problem = (index: number, field: string) => errors[`moments.${String(index)}.${field}`];
  const listProblem = errors.moments;

  return (
    <fieldset className="service-form__group service-moments">
      <legend className="field__label">Moments</legend>
      <p className="field__hint">
        Posted over the chat of each occurrence, the given minutes after it starts.
      </p>
      {rows.map(({ key, moment }, index) => {
        const id = (field: string) => `service-moment-${String(key)}-${field}`;
        const rowErrors = ['offsetMinutes', 'kind', 'title', 'actionLabel', 'actionUrl']
          .map((field) => problem(index, field))
          .filter(Boolean);
        return (
          <div
            key={key}
            className="service-moments__row"
            role="group"
            aria-label={`Moment ${String(index + 1)}`}
          >
            <label className="service-moments__field" htmlFor={id('offset')}>
              <span className="field__label">Minutes after start</span>
              <input
                id={id('offset')}
                className="field__input"
                type="number"
                inputMode="numeric"
                min={0}
                max={MOMENT_PLAN_LIMITS.offsetMinutes}
                value={String(moment.offsetMinutes)}
                onChange={(event) =>
                  change(key, { offsetMinutes: Number(event.currentTarget.value) })
                }
              />
            </label>
            <label className="service-moments__field" htmlFor={id('kind')}>
              <span className="field__label">Kind</span>
              <select
                id={id('kind')}
                className="field__input"
                value={moment.kind}
                onChange={(event) => change(key, { kind: event.currentTarget.value as MomentKind })}
              >
                {MOMENT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {MOMENT_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            </label>
            <label className="service-moments__field service-moments__title" htmlFor={id('title')}>
              <span className="field__label">Title</span>
              <input
                id={id('title')}
                className="field__input"
                maxLength={MOMENT_LIMITS.title}
                value={moment.title ?? ''}
                onChange={(event) => change(key, { title: text(event.currentTarget.value) })}
              />
            </label>
            {moment.kind === 'next-step' ? (
              <>
                <label className="service-moments__field" htmlFor={id('label')}>
                  <span className="field__label">Button label</span>
                  <input
                    id={id('label')}
                    className="field__input"
                    maxLength={MOMENT_LIMITS.actionLabel}
                    value={moment.actionLabel ?? ''}
                    onChange={(event) =>
                      change(key, { actionLabel: text(event.currentTarget.value) })
                    }
                  />
                </label>
                <label className="service-moments__field" htmlFor={id('link')}>
                  <span className="field__label">Button link</span>
                  <input
                    id={id('link')}
                    className="field__input"
                    maxLength={MOMENT_LIMITS.actionUrl}
                    placeholder="/foundationSchool"
                    value={moment.actionUrl ?? ''}
                    onChange={(event) =>
                      change(key, { actionUrl: text(event.currentTarget.value) })
                    }
                  />
                </label>
              </>
            ) : null}
            <label className="service-moments__check" htmlFor={id('contact')}>
              <input
                id={id('contact')}
                type="checkbox"
                checked={moment.askContact}
                onChange={(event) => change(key, { askContact: event.currentTarget.checked })}
              />
              Ask contact
            </label>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove moment ${String(index + 1)}`}
              onClick={() => onChange(rows.filter((row) => row.key !== key))}
            >
              <Trash2 aria-hidden="true" size={16} />
            </Button>
            {rowErrors.length > 0 ? (
              <p className="field__error service-moments__error" role="alert">
                {rowErrors.join(' ')}
              </p>
            ) : null}
          </div>
        );
      })}
      {listProblem ? (
        <p className="field__error" role="alert">
          {listProblem}
        </p>
      ) : null}
      {rows.length < MOMENT_PLAN_LIMITS.items ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange([...rows, planRow({ ...NEW_MOMENT })])}
          >
            <Plus aria-hidden="true" size={16} /> Add a moment
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
