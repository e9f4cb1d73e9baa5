import { Suspense, useContext, useEffect, useId, type ReactNode } from 'react';
import { HydrationProgressContext, type HydrationProgress } from '../app/hydration-progress';

/**
 * A part of a server-rendered page that hydrates on its own: React takes a Suspense boundary of
 * server markup over after the rest, in slices that leave the main thread free between them.
 * Without a boundary the whole page hydrates in one long task. The page awaits the app until
 * every such part is live (`HydrationProgress`).
 */
export function HydratedApart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const progress = useContext(HydrationProgressContext);
  const part = useId();
  // Committed with the root, before the boundary's markup is taken over; a part unmounted first
  // (the visitor went to another page, an error boundary took its place) holds nothing up.
  useEffect(() => {
    if (!progress) return;
    progress.begin(part);
    return () => progress.done(part);
  }, [progress, part]);
  const live = <Live progress={progress} part={part} />;
  return (
    <Suspense
      fallback={
        <>
          {live}
          {fallback}
        </>
      }
    >
      {live}
      {children}
    </Suspense>
  );
}

/** Its effect runs when the part is live. The same tree on the server, where nothing is tracked. */
function Live({ progress, part }: { progress: HydrationProgress | null; part: string }) {
  useEffect(() => progress?.done(part), [progress, part]);
  return null;
}
