import './pages.css';
import { RotateCcw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BrandMark } from '#web/components/BrandMark.js';
import { Button } from '#web/components/Button.js';
import { ButtonLink } from '#web/components/ButtonLink.js';

/** Shown when a page fails to render: an apology and a way forward, never a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${String(error.status)} ${error.statusText}`
    : undefined;

  return (
    <main className="error-screen">
      <div className="card error-screen__card">
        <BrandMark size={48} />
        <h1 className="error-screen__title">Something went wrong</h1>
        <p className="error-screen__text">
          We are sorry: this page could not be shown. Reloading usually helps; if it keeps
          happening, please try again a little later.
        </p>
        {detail ? <p className="error-screen__detail">{detail}</p> : null}
        <div className="error-screen__actions">
          <Button
            onClick={() => {
              window.location.reload();
            }}
          >
            <RotateCcw aria-hidden="true" size={16} />
            Reload the page
          </Button>
          <ButtonLink to="/" variant="outline" reloadDocument>
            Go to the home page
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
