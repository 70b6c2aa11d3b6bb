import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../ui/button';
import { ButtonLink } from '../ui/button-link';

function SomethingWentWrong() {
  const t = useT();
  useDocumentTitle(t('routeError.title'));
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-white sm:text-3xl">{t('routeError.title')}</h1>
      <p className="mt-3 text-zinc-300">{t('routeError.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <ButtonLink to="/" variant="secondary">
          {t('routeError.home')}
        </ButtonLink>
      </div>
    </section>
  );
}

interface TRouteErrorBoundaryProps {
  /** Changes on navigation, so leaving a broken page clears the error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Never a blank screen, never the error's internals. A page chunk that fails to load (offline,
 * or a deploy replaced it) lands here too, and reloading fixes both.
 */
export class RouteErrorBoundary extends Component<TRouteErrorBoundaryProps, { failedKey: string | null }> {
  override state = { failedKey: null as string | null };

  static getDerivedStateFromError() {
    return { failedKey: '__pending__' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
    this.setState({ failedKey: this.props.resetKey });
  }

  override render() {
    const { failedKey } = this.state;
    if (failedKey !== null && (failedKey === '__pending__' || failedKey === this.props.resetKey)) {
      return <SomethingWentWrong />;
    }
    return this.props.children;
  }
}
