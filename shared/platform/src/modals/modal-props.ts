/** The modal contract, for remote and shell modals alike: the URL params and a way to close. */
export interface ModalProps {
  params: Record<string, string>;
  onClose: () => void;
}
