import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own: React takes a Suspense boundary of
 * server markup over after the rest, in slices that leave the main thread free between them,
 * and at once if it is clicked first (the click is then handed to it). Without a boundary the
 * whole page hydrates in one long task. Nothing inside suspends: the boundary is only a seam.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
