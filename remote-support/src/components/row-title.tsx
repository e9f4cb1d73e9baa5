import { Button } from 'antd';

/**
 * A list row's title as the button that opens it: the keyboard's one stop in the row, and on a
 * phone's card (which has no row to click) the way in. It opens the item itself and keeps the
 * click from the row (openOnRow), which would open it a second time.
 */
export function RowTitle({ title, onOpen }: { title: string; onOpen: () => void }) {
  return (
    <Button
      type="link"
      className="support-row-title"
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {title}
    </Button>
  );
}
