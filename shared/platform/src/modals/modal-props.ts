/** The modal contract, for remote and shell modals alike: the URL params and a way to close. */
export interface ModalProps {
  params: Record<string, string>;
  onClose: () => void;
  /**
   * The id the modal's own heading carries: the shell's dialog is named by it (aria-labelledby).
   * Given to remote modals, which render their heading themselves; a standalone page has none.
   */
  titleId?: string;
}
