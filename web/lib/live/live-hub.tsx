import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { openLiveConnection, type LiveStatus } from './live-connection.js';

/** What a component does with each event it cares about (the event names of the contract). */
export type LiveHandlers<Events> = Partial<{
  [Name in keyof Events]: (data: Events[Name]) => void;
}>;

interface Subscriber<Events> {
  params: Record<string, string>;
  handlers: RefObject<LiveHandlers<Events>>;
}

interface Hub<Events> {
  subscribe: (subscriber: Subscriber<Events>) => () => void;
  /** True when pages must poll: nobody opened the stream yet, or it keeps failing. */
  polling: boolean;
}

export interface LiveHubConfig {
  /** The endpoint; subscribers' params become its query. */
  path: string;
  headers?: () => Record<string, string>;
  onUnauthorized?: () => void;
}

/**
 * One event stream shared by every component of a page: each component subscribes with the
 * query parameters it needs (`stream`, `chat`) and its handlers; the hub opens one connection
 * for the union of the parameters, reopens it when they change, and closes it when nobody
 * listens. A gap it cannot resume, or the server's `reset`, reaches every `reset` handler.
 */
export function createLiveHub<Events extends { reset: unknown }>(config: LiveHubConfig) {
  const HubContext = createContext<Hub<Events> | null>(null);

  function LiveProvider({ children }: { children: ReactNode }) {
    const subscribers = useRef(new Set<Subscriber<Events>>());
    const [url, setUrl] = useState<string | null>(null);
    const [status, setStatus] = useState<LiveStatus>({ state: 'connecting', failures: 0 });

    const recompute = useCallback(() => {
      if (subscribers.current.size === 0) {
        setUrl(null);
        return;
      }
      const query = new URLSearchParams();
      for (const { params } of subscribers.current) {
        for (const [name, value] of Object.entries(params)) query.set(name, value);
      }
      query.sort();
      const search = query.toString();
      setUrl(search ? `${config.path}?${search}` : config.path);
    }, []);

    useEffect(() => {
      if (url === null) return;
      const each = (run: (handlers: LiveHandlers<Events>) => void) => {
        for (const subscriber of subscribers.current) run(subscriber.handlers.current);
      };
      return openLiveConnection({
        url,
        ...(config.headers ? { headers: config.headers } : {}),
        ...(config.onUnauthorized ? { onUnauthorized: config.onUnauthorized } : {}),
        onStatus: setStatus,
        onGap: () => {
          each((handlers) => handlers.reset?.({} as Events['reset']));
        },
        onEvent: (name, data) => {
          each((handlers) => {
            const handler = handlers[name as keyof Events] as ((data: unknown) => void) | undefined;
            handler?.(data);
          });
        },
      });
    }, [url]);

    const subscribe = useCallback(
      (subscriber: Subscriber<Events>) => {
        subscribers.current.add(subscriber);
        recompute();
        return () => {
          subscribers.current.delete(subscriber);
          recompute();
        };
      },
      [recompute],
    );

    const hub = useMemo(
      () => ({ subscribe, polling: url === null || status.state === 'failing' }),
      [subscribe, url, status.state],
    );
    return <HubContext value={hub}>{children}</HubContext>;
  }

  /**
   * Listens to the page's event stream with `params` while `enabled`, and says whether the
   * component must poll instead (the stream is not open for it, or keeps failing).
   */
  function useLive(
    params: Record<string, string>,
    handlers: LiveHandlers<Events>,
    enabled = true,
  ): { polling: boolean } {
    const hub = useContext(HubContext);
    const handlersRef = useRef(handlers);
    useEffect(() => {
      handlersRef.current = handlers;
    });
    const key = JSON.stringify(params);
    useEffect(() => {
      if (!hub || !enabled) return;
      return hub.subscribe({
        params: JSON.parse(key) as Record<string, string>,
        handlers: handlersRef,
      });
    }, [hub?.subscribe, key, enabled]); // eslint-disable-line react-hooks/exhaustive-deps
    return { polling: !hub || !enabled || hub.polling };
  }

  /** Whether queries fed by this stream must poll (for query hooks that do not subscribe). */
  function useLivePolling(): boolean {
    const hub = useContext(HubContext);
    return !hub || hub.polling;
  }

  return { LiveProvider, useLive, useLivePolling };
}
