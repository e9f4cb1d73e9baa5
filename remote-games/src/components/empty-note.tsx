import './empty-note.css';

/** "Nothing here" in a list's place (no banners, no games found), in the secondary text colour. */
export function EmptyNote({ children }: { children: string }) {
  return <p className="games-empty-note">{children}</p>;
}
