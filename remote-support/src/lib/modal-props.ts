/** The shell's modal contract: the URL's `modal.<key>` params and a way to close. */
export interface ModalProps {
  params: Record<string, string>;
  onClose: () => void;
}
