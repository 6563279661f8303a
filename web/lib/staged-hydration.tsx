import {
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * Hydration in stages. Hydrating a whole server-rendered page is one long task on a phone's CPU,
 * during which a tap waits. Parts of the page wrapped in `HydrateLater` are left as the server
 * rendered them during the first pass and hydrated one per task afterwards, in the order they
 * were met, so the browser can answer input between them (decision 0165).
 *
 * How: during hydration a wrapped part throws a promise; Preact keeps a suspended part's server
 * markup as it is and hydrates it when the promise settles. Outside the first hydration (on the
 * server, a client-rendered page, a later navigation) the parts render at once.
 */

interface Stage {
  promise: Promise<void>;
  open: boolean;
  /** Hydrated, or gone from the page before it could be (a navigation meanwhile). */
  done: boolean;
}

let active = false;
let unfinished = 0;
const queue: (() => void)[] = [];
let draining = false;
let onFinished: (() => void) | null = null;
// True except while a server-rendered page hydrates: a page rendered in the browser, or tests.
let hydrationOver = true;
const overListeners = new Set<() => void>();

/** Opens the waiting stages one per task, first come first served. */
function drain() {
  const next = queue.shift();
  if (!next) {
    draining = false;
    return;
  }
  next();
  setTimeout(drain, 0);
}

function createStage(): Stage {
  unfinished += 1;
  let resolve = () => {};
  const stage: Stage = {
    open: false,
    done: false,
    promise: new Promise<void>((settle) => (resolve = settle)),
  };
  queue.push(() => {
    stage.open = true;
    resolve();
  });
  if (!draining) {
    draining = true;
    setTimeout(drain, 0);
  }
  return stage;
}

function stageDone(stage: Stage) {
  if (stage.done) return;
  stage.done = true;
  unfinished -= 1;
  if (unfinished === 0 && onFinished) {
    const finished = onFinished;
    onFinished = null;
    finished();
  }
}

/** Call right before hydrating the server's markup: `HydrateLater` parts wait from now on. */
export function beginStagedHydration() {
  active = true;
  hydrationOver = false;
}

/**
 * Resolves once every staged part has hydrated and, in one more task, what renders differently
 * in the browser than on the server (every `useBrowserValue`) has rendered. Call it after the
 * first pass committed (from an effect), when every part of that pass has its stage.
 */
export function finishStagedHydration(): Promise<void> {
  return new Promise((resolve) => {
    const end = () => {
      active = false;
      setTimeout(() => {
        hydrationOver = true;
        for (const listener of overListeners) listener();
        // The renders those listeners asked for run in a microtask of this task.
        setTimeout(resolve, 0);
      }, 0);
    };
    if (unfinished === 0) end();
    else onFinished = end;
  });
}

function subscribeToHydrationOver(listener: () => void): () => void {
  overListeners.add(listener);
  return () => {
    overListeners.delete(listener);
  };
}

/**
 * `useSyncExternalStore` for a value only the browser knows (storage, the device, the theme the
 * page was painted in): the server's value until hydration is over, every stage of it, then the
 * browser's, in a task of its own. A part hydrated in a later stage is thus drawn with the value
 * its server markup has (hydration does not correct attributes), and changes after, as any
 * render does. `subscribe` must keep its identity between renders.
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  browserValue: () => T,
  serverValue: () => T,
): T {
  const subscribeWithHydration = useCallback(
    (onChange: () => void) => {
      const stop = subscribe(onChange);
      const stopWaiting = subscribeToHydrationOver(onChange);
      return () => {
        stop();
        stopWaiting();
      };
    },
    [subscribe],
  );
  return useSyncExternalStore(
    subscribeWithHydration,
    () => (hydrationOver ? browserValue() : serverValue()),
    serverValue,
  );
}

function Gate({ stage, children }: { stage: Stage | null; children: ReactElement }) {
  useEffect(() => {
    if (stage) stageDone(stage);
  }, [stage]);
  if (stage && !stage.open) throw stage.promise;
  return children;
}

/**
 * Hydrates `children` in a task of its own after the first pass. They sit in an element without
 * a box of its own (`display: contents`, so layout and styles see the children as before): a
 * waiting part keeps exactly that element's markup, whatever the children render, nothing too.
 * What they render must not differ between server and browser (as for any hydrated markup).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [stage] = useState<Stage | null>(() => (active ? createStage() : null));
  // Removed while still waiting (the visitor navigated meanwhile): hydration is not left
  // waiting for it.
  useEffect(
    () => () => {
      if (stage) stageDone(stage);
    },
    [stage],
  );
  return (
    <Suspense fallback={null}>
      <Gate stage={stage}>
        <div className="staged">{children}</div>
      </Gate>
    </Suspense>
  );
}
