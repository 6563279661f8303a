import { X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export type NoticeTone = 'info' | 'error';

export interface NoticeAction {
  label: string;
  onClick: () => void;
}

interface Notice {
  id: number;
  text: string;
  tone: NoticeTone;
  action: NoticeAction | undefined;
}

type Notify = (text: string, tone?: NoticeTone, action?: NoticeAction) => void;

const NoticeContext = createContext<Notify>(() => undefined);

const SHOW_MS = 5000;

/**
 * Short messages of the livestream page (the link was copied, a reaction failed, slow down):
 * announced to screen readers, shown above the page, gone after a few seconds.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const sequence = useRef(0);

  const notify = useCallback<Notify>((text, tone = 'info', action) => {
    sequence.current += 1;
    setNotice({ id: sequence.current, text, tone, action });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setNotice(null);
    }, SHOW_MS);
  }, []);

  const value = useMemo(() => notify, [notify]);

  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div className="notice-region" role={notice?.tone === 'error' ? 'alert' : 'status'}>
        {notice ? (
          <div key={notice.id} className={`notice notice--${notice.tone}`}>
            <span className="notice__text">{notice.text}</span>
            {notice.action ? (
              <button
                type="button"
                className="notice__action"
                onClick={() => {
                  setNotice(null);
                  notice.action?.onClick();
                }}
              >
                {notice.action.label}
              </button>
            ) : null}
            <button
              type="button"
              className="notice__dismiss"
              aria-label="Dismiss"
              onClick={() => {
                setNotice(null);
              }}
            >
              <X aria-hidden="true" size={16} />
            </button>
          </div>
        ) : null}
      </div>
    </NoticeContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NoticeContext);
}
