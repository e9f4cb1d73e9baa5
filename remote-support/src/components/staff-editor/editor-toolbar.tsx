import { useEditorState, type Editor } from '@tiptap/react';
import { Button, Divider } from 'antd';
import { forwardRef } from 'react';
import { useStaffTranslation } from '../../i18n/staff/use-staff-translation';
import { TOOLBAR_GROUPS, TOOLBAR_ITEMS, type ToolbarItem } from './toolbar-items';
import { useRovingFocus } from './use-roving-focus';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const keys = (shortcut: string) => shortcut.replace('Mod', IS_MAC ? '⌘' : 'Ctrl');

interface EditorToolbarProps {
  editor: Editor;
  /** The editor's element id (the toolbar controls it). */
  controls: string;
  disabled?: boolean;
  onDialog: (dialog: NonNullable<ToolbarItem['dialog']>) => void;
}

/**
 * The editor's buttons, each named in the user's language and pressed while its format is on;
 * one Tab stop, arrow keys between buttons (Alt+F10 in the text comes here).
 */
export const EditorToolbar = forwardRef<HTMLDivElement, EditorToolbarProps>(function EditorToolbar({ editor, controls, disabled = false, onDialog }, ref) {
  const { t } = useStaffTranslation();
  // Re-rendered only when what the buttons show changes, not on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLBAR_ITEMS.map((item) => ({ active: item.isActive?.(current) ?? false, enabled: current.isEditable && (item.canRun?.(current) ?? true) })),
  });
  const enabled = state.map((item) => item.enabled && !disabled);
  const roving = useRovingFocus(enabled);

  let index = 0;
  return (
    <div ref={ref} role="toolbar" aria-label={t('editor.toolbar')} aria-controls={controls} className="support-editor-toolbar" onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
      {TOOLBAR_GROUPS.map((group, groupIndex) => (
        <span key={group[0]!.key} className="support-editor-group">
          {groupIndex > 0 && <Divider orientation="vertical" />}
          {group.map((item) => {
            const at = index++;
            const label = t(`editor.tools.${item.key}`);
            const toggle = item.isActive !== undefined && !item.dialog;
            return (
              <Button
                key={item.key}
                size="small"
                // One type always: antd wraps some types in a wave effect, and a changed wrapper would
                // re-create the button under the keyboard's focus. "On" is the pressed state and its style.
                type="text"
                className={`support-editor-tool support-editor-tool-${item.key}${state[at]!.active ? ' support-editor-tool-on' : ''}`}
                aria-label={label}
                aria-pressed={toggle ? state[at]!.active : undefined}
                aria-haspopup={item.dialog ? 'dialog' : undefined}
                title={item.shortcut ? `${label} (${keys(item.shortcut)})` : label}
                tabIndex={roving.tabIndexOf(at)}
                data-index={at}
                disabled={!enabled[at]}
                // Keeps the text's selection: the button acts on it without taking the focus by mouse.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => (item.dialog ? onDialog(item.dialog) : item.run(editor))}
              >
                <span aria-hidden>{item.glyph}</span>
              </Button>
            );
          })}
        </span>
      ))}
    </div>
  );
});
