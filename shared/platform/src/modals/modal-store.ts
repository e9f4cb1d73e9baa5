import { makeStoreObservable } from '../make-store-observable';
import type { Navigate } from '../navigation';
import { readModal, sameModal, writeModal, type ModalState } from './modal-url';

export interface ModalStoreOptions {
  navigate: Navigate;
  /** Where the browser is; the window's location unless a test says otherwise. */
  location?: () => Pick<Location, 'pathname' | 'search' | 'hash'>;
  back?: () => void;
}

export interface OpenOptions {
  /** Swap the open modal for this one instead of stacking it (Back then skips the old one). */
  replace?: boolean;
}

/**
 * The open modal, mirrored from the URL: `open` and `close` only change the URL, and the shell
 * calls `syncFromLocation` on every location change. So a modal can be linked, and Back closes it.
 */
export class ModalStore {
  current: ModalState | null = null;

  readonly #navigate: Navigate;
  readonly #location: NonNullable<ModalStoreOptions['location']>;
  readonly #back: () => void;
  readonly #closeAllListeners = new Set<() => void>();
  // How many history entries we pushed for modals since the page last showed none; while above
  // zero the entry below is ours, so closing can go back instead of leaving a stale entry.
  #pushed = 0;

  constructor({ navigate, location = () => window.location, back = () => window.history.back() }: ModalStoreOptions) {
    this.#navigate = navigate;
    this.#location = location;
    this.#back = back;
    makeStoreObservable(this, {}, { autoBind: true });
  }

  get isOpen(): boolean {
    return this.current !== null;
  }

  open(id: string, params: Record<string, string | number | boolean> = {}, options: OpenOptions = {}): void {
    const next: ModalState = { id, params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) };
    const replace = options.replace === true && this.current !== null;
    if (!replace) this.#pushed += 1;
    // Shown at once; the location change that follows confirms it.
    this.current = next;
    this.#go(next, replace);
  }

  /**
   * The open modal now shows something else (an announcement from its list): its params change
   * in the URL, so a reload or a shared link shows the same, with no new history entry, so Close
   * still leaves in one step.
   */
  replaceParams(params: Record<string, string | number | boolean>): void {
    if (!this.current) return;
    const next: ModalState = { id: this.current.id, params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) };
    // Unchanged: no navigation, so nothing re-renders for nothing.
    if (!sameModal(this.current, next)) this.open(next.id, next.params, { replace: true });
  }

  close(): void {
    // Hidden at once; when Back lands on a modal below, the location change shows that one.
    this.current = null;
    if (!readModal(this.#location().search)) return;
    if (this.#pushed > 0) {
      this.#pushed -= 1;
      this.#back();
    } else {
      this.#go(null, true);
    }
  }

  /**
   * Closes the URL modal and every other dialog (listeners). Replaces instead of going back,
   * because a navigation right after (a 401 sends the user to `/`) would race the async Back.
   */
  closeAll(): void {
    this.#pushed = 0;
    this.current = null;
    if (readModal(this.#location().search)) this.#go(null, true);
    for (const listener of [...this.#closeAllListeners]) listener();
  }

  /** For dialogs that are not in the URL (popup sequence, confirms): close them on `closeAll`. */
  onCloseAll(listener: () => void): () => void {
    this.#closeAllListeners.add(listener);
    return () => {
      this.#closeAllListeners.delete(listener);
    };
  }

  syncFromLocation(search: string): void {
    const next = readModal(search);
    if (next === null) this.#pushed = 0;
    if (!sameModal(this.current, next)) this.current = next;
  }

  #go(modal: ModalState | null, replace: boolean): void {
    const { pathname, search, hash } = this.#location();
    this.#navigate(`${pathname}${writeModal(search, modal)}${hash}`, { replace });
  }
}
