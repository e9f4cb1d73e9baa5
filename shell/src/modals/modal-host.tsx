import { AntdScope, usePlatform, type ModalProps } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { modalEntry } from './modal-table';
import { useReturnFocus } from './use-return-focus';

/** The dialogs' code (login and sign-up forms, the remote dialog frame) is not needed to paint a page. */
export const LazyModalFor = lazyWithPreload(() => import('./modal-for').then((m) => ({ default: m.ModalFor })));

/** Renders the modal named in the URL (through the platform modal store). */
export const ModalHost = observer(function ModalHost() {
  const { modals } = usePlatform();
  const current = modals.current;
  const entry = current ? modalEntry(current.id) : null;
  useReturnFocus(entry !== null);
  if (!current || !entry) return <UnknownModal id={current?.id ?? null} />;
  const props: ModalProps = { params: current.params, onClose: modals.close };
  return (
    <AntdScope preload={LazyModalFor.preload}>
      <Suspense fallback={null}>
        <LazyModalFor key={current.id} entry={entry} props={props} />
      </Suspense>
    </AntdScope>
  );
});

/** `?modal=<unknown>` (an old link): drop it from the URL instead of showing nothing forever. */
function UnknownModal({ id }: { id: string | null }) {
  const { modals } = usePlatform();
  useEffect(() => {
    if (id !== null) modals.close();
  }, [id, modals]);
  return null;
}
