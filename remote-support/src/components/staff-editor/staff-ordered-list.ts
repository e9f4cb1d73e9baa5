import { Node, wrappingInputRule } from '@tiptap/react';

/**
 * A numbered list without attributes: staff HTML keeps no `start` or `type`, so the list always
 * counts from 1 (Tiptap's own would write `start="3"` after "3. ", which the sanitizers drop).
 */
export const StaffOrderedList = Node.create({
  name: 'orderedList',
  group: 'block list',
  content: 'listItem+',
  parseHTML() {
    return [{ tag: 'ol' }];
  },
  renderHTML() {
    return ['ol', 0];
  },
  addCommands() {
    return {
      toggleOrderedList:
        () =>
        ({ commands }) =>
          commands.toggleList(this.name, 'listItem'),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-Shift-7': () => this.editor.commands.toggleOrderedList() };
  },
  addInputRules() {
    return [wrappingInputRule({ find: /^(\d+)\.\s$/, type: this.type })];
  },
});
