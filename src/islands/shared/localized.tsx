import { Suspense, use, type ComponentType } from 'react';
import { messagesReady } from '../../i18n/client-messages.ts';
import { $hl } from '../../stores/config.ts';

function Gate({ children }: { children: React.ReactNode }) {
  use(messagesReady($hl.get()));
  return <>{children}</>;
}

const Spinner = () => <div className="center" style={{ padding: '3rem 0' }}><div className="spinner" /></div>;

/** Renders an island only once its language's strings are loaded, so it never flashes English. */
export function localized<P extends object>(Island: ComponentType<P>) {
  return function Localized(props: P) {
    return <Suspense fallback={<Spinner />}><Gate><Island {...props} /></Gate></Suspense>;
  };
}
