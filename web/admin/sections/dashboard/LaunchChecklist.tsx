import { ArrowRight, CircleAlert, Rocket, ServerCog, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type DemoContentCounts,
  type LaunchChecklistItem,
  demoContentParts,
} from '#shared/schemas/launch-checklist.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { ConfirmDialog } from '#web/components/modal/ConfirmDialog.js';
import { errorMessage } from '#web/lib/api-client.js';
import { useLaunchChecklist, useRemoveDemoContent } from './api.js';

/** "4 streams, 6 events and 3 testimonies". */
function describeCounts(counts: DemoContentCounts): string {
  const parts = demoContentParts(counts);
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
    : (parts[0] ?? '');
}

function ChecklistRow({ item }: { item: LaunchChecklistItem }) {
  const Icon = item.environment ? ServerCog : CircleAlert;
  // A server setting is fixed outside the panel; the outbox shows what it affects.
  const action = item.environment ? 'Outbox' : 'Fix';
  return (
    <li className="launch-item" data-item={item.id}>
      <span className="launch-item__icon" aria-hidden="true">
        <Icon size={18} />
      </span>
      <div className="launch-item__main">
        <span className="launch-item__label">{item.label}</span>
        <span className="launch-item__detail">
          {item.detail}
          {item.environment ? (
            <>
              {' '}
              Set <code>{item.environment}</code> in the server’s environment.
            </>
          ) : null}
        </span>
      </div>
      <Link to={item.href} className="launch-item__fix" aria-label={`${action}: ${item.label}`}>
        {action}
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </li>
  );
}

/** The demo's rows, kind by kind, each linking to its section, and the way to remove them all. */
function DemoContentRow({
  items,
  onRemove,
}: {
  items: LaunchChecklistItem[];
  onRemove: () => void;
}) {
  return (
    <li className="launch-item launch-item--demo" data-item="demo-content">
      <span className="launch-item__icon" aria-hidden="true">
        <Sparkles size={18} />
      </span>
      <div className="launch-item__main">
        <span className="launch-item__label">Demo content</span>
        <span className="launch-item__detail">
          Made up for the demo church: remove it all at once, or delete it row by row.
        </span>
        <ul className="launch-chips">
          {items.map((item) => (
            <li key={item.id} data-item={item.id}>
              <Link to={item.href} className="launch-chip" aria-label={item.label}>
                {item.label.replace(' demo ', ' ')}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <Button variant="danger" size="sm" onClick={onRemove} className="launch-item__remove">
        <Trash2 aria-hidden="true" size={16} /> Remove demo content
      </Button>
    </li>
  );
}

/**
 * The launch checklist (admins only): everything still the demo church's or at a default,
 * each with the place it is fixed, and one confirmed step that removes the demo's content.
 */
export function LaunchChecklist() {
  const checklist = useLaunchChecklist();
  const remove = useRemoveDemoContent();
  const [asking, setAsking] = useState(false);
  const [removed, setRemoved] = useState<string | null>(null);

  const data = checklist.data;
  if (!data || (data.items.length === 0 && !removed)) return null;
  const demo = describeCounts(data.demoContent);
  const isDemo = (item: LaunchChecklistItem) => item.id.startsWith('demo-');
  const inPanel = data.items.filter((item) => !isDemo(item) && !item.environment);
  const demoItems = data.items.filter(isDemo);
  const inEnvironment = data.items.filter((item) => !isDemo(item) && item.environment);
  // The demo's rows are one thing to do, as the list shows them.
  const count = inPanel.length + (demoItems.length > 0 ? 1 : 0) + inEnvironment.length;

  const confirm = () => {
    remove.mutate(undefined, {
      onSuccess: (result) => {
        setRemoved(result.message);
        setAsking(false);
      },
      onError: () => setAsking(false),
    });
  };

  return (
    <section className="admin-panel launch" aria-labelledby="launch-checklist">
      <div className="launch__head">
        <span className="launch__badge" aria-hidden="true">
          <Rocket size={20} />
        </span>
        <div className="launch__intro">
          <h2 id="launch-checklist" className="admin-panel__title">
            Before you launch
          </h2>
          <p className="launch__summary">
            {count === 0
              ? 'Nothing from the demo church is left. Your site is ready.'
              : `${count} ${count === 1 ? 'thing still carries' : 'things still carry'} the demo church’s content or a default.`}
          </p>
        </div>
      </div>
      {removed ? (
        <Banner tone="success" onDismiss={() => setRemoved(null)}>
          {removed}.
        </Banner>
      ) : null}
      {remove.isError ? (
        <Banner tone="error" onDismiss={() => remove.reset()}>
          {errorMessage(remove.error, 'Could not remove the demo content')}
        </Banner>
      ) : null}
      {count > 0 ? (
        <ul className="launch__list">
          {inPanel.map((item) => (
            <ChecklistRow key={item.id} item={item} />
          ))}
          {demoItems.length > 0 ? (
            <DemoContentRow items={demoItems} onRemove={() => setAsking(true)} />
          ) : null}
          {inEnvironment.map((item) => (
            <ChecklistRow key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setAsking(false);
        }}
        title="Remove the demo content?"
        message={`This deletes the demo’s ${demo}, with their reactions and views. Anything your church added or edited stays. This cannot be undone.`}
        confirmLabel="Remove demo content"
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
