import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';

/** What a header menu loaded on demand receives from its stand-in. */
export interface OnDemandProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Goes on the menu's own trigger, so focus can move to it from the stand-in. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

export interface OnDemandPart<P> {
  /** The code, once it has arrived. */
  current: () => ComponentType<P & OnDemandProps> | null;
  /** Fetches the code (once); a failed fetch is tried again next time. */
  load: () => Promise<ComponentType<P & OnDemandProps>>;
}

export function onDemand<P>(
  importer: () => Promise<ComponentType<P & OnDemandProps>>,
): OnDemandPart<P> {
  let loaded: ComponentType<P & OnDemandProps> | null = null;
  let pending: Promise<ComponentType<P & OnDemandProps>> | null = null;
  return {
    current: () => loaded,
    load: () => {
      pending ??= importer().then(
        (component) => {
          loaded = component;
          return component;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * A header menu whose code (Radix, its icons) loads the first time someone reaches for it, so
 * the first page stays light. Until then a plain button with the same look and name stands in:
 * hovering or focusing it fetches the code, pressing it opens the menu as soon as it is there.
 */
export function useOnDemand<P>(part: OnDemandPart<P>, { arrowDownOpens = false } = {}) {
  const [Component, setComponent] = useState(part.current);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  const fetch = () => {
    if (Component) return;
    part.load().then(
      (loaded) => {
        refocus.current = document.activeElement === triggerRef.current;
        setComponent(() => loaded);
      },
      () => undefined,
    );
  };
  const openNow = () => {
    setOpen(true);
    fetch();
  };

  // The stand-in had focus: the real trigger takes it over.
  useLayoutEffect(() => {
    if (Component && refocus.current) {
      refocus.current = false;
      triggerRef.current?.focus();
    }
  }, [Component]);

  /** Props of the stand-in button. */
  const standIn = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: fetch,
    onFocus: fetch,
    // Like the real trigger, a press opens it; a click covers Enter and Space.
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) openNow();
    },
    onClick: openNow,
    // A dropdown menu also opens with the down arrow, as its real trigger does.
    onKeyDown: (event: KeyboardEvent) => {
      if (arrowDownOpens && event.key === 'ArrowDown') {
        event.preventDefault();
        openNow();
      }
    },
  };

  return {
    Component,
    standIn,
    menuProps: { open, onOpenChange: setOpen, triggerRef } satisfies OnDemandProps,
  };
}
