import { Suspense, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { HydrationProgressContext, type HydrationProgress } from '../app/hydration-progress';

/**
 * A part of a server-rendered page that hydrates on its own: React takes a Suspense boundary of
 * server markup over after the rest, in slices that leave the main thread free between them.
 * Without a boundary the whole page hydrates in one long task. The page awaits the app until
 * every such part is live (a click on one not yet taken over would be lost): its markup taken
 * over, or its fallback shown where the server left the part to the browser.
 */
export function HydratedApart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const progress = useContext(HydrationProgressContext);
  const part = useId();
  // On the first render, with the root: before React reaches the boundary's own markup.
  useState(() => progress?.begin(part));
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
