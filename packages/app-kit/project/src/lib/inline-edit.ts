/**
 * Editing an item in place: a draft while it is open, Enter in a field saves, Escape anywhere in the row
 * cancels, and focus goes back to the button that opened it, so keyboard users do not lose their place.
 */
import * as React from 'react';

export interface InlineEdit<T> {
  /** What is being edited, or null when the row shows its item. */
  draft: T | null;
  setDraft: (draft: T) => void;
  open: (start: T) => void;
  close: () => void;
  /** Saves through `commit`; a draft that `commit` refuses (returns false) stays open. */
  save: () => void;
  /**
   * The ref callback for the button that opens the editor: focus returns to it on close. A callback, not
   * the ref object, so reading the other members during render never reads a ref.
   */
  opener: (button: HTMLButtonElement | null) => void;
  /** Spread on the row around the editor's fields (Escape cancels). */
  rowKeys: { onKeyDown: (event: React.KeyboardEvent) => void };
  /** Spread on a single-line field (Enter saves). */
  fieldKeys: { onKeyDown: (event: React.KeyboardEvent) => void };
}

export function useInlineEdit<T>(commit: (draft: T) => boolean): InlineEdit<T> {
  const [draft, setDraft] = React.useState<T | null>(null);
  const openerRef = React.useRef<HTMLButtonElement>(null);

  function close() {
    setDraft(null);
    // After the editor unmounts and the opener is back in the document.
    setTimeout(() => openerRef.current?.focus(), 0);
  }

  function save() {
    if (draft !== null && commit(draft)) close();
  }

  return {
    draft,
    setDraft,
    open: setDraft,
    close,
    save,
    opener: (button) => {
      openerRef.current = button;
    },
    rowKeys: {
      onKeyDown: (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      },
    },
    fieldKeys: {
      onKeyDown: (event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        }
      },
    },
  };
}
