import { useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextDirection } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import { MAX_CHAT_WIDTH, MIN_CHAT_WIDTH, widthForKey, widthFromPointer } from '../lib/layout';

export interface PanelDividerProps {
  value: number;
  onChange: (width: number) => void;
  /** The element both panels share; pointer positions are measured against it. */
  container: RefObject<HTMLElement | null>;
  controls: string;
}

/** The draggable divider between chat and preview (window-splitter pattern): pointer and keyboard. */
export function PanelDivider({ value, onChange, container, controls }: PanelDividerProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const pointer = useRef<number | null>(null);
  const direction = useTextDirection();

  const move = (clientX: number) => {
    const rect = container.current?.getBoundingClientRect();
    if (rect) onChange(widthFromPointer(clientX, rect.left, rect.width, direction));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    pointer.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (pointer.current === event.pointerId) move(event.clientX);
  };
  const stop = (event: PointerEvent<HTMLDivElement>) => {
    if (pointer.current !== event.pointerId) return;
    pointer.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = widthForKey(value, event.key, event.shiftKey, direction);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <>
      {/* A focusable separator is ARIA's window splitter: arrows and Home/End move it. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={t('workspace.layout.divider')}
        aria-controls={controls}
        aria-valuenow={Math.round(value)}
        aria-valuemin={MIN_CHAT_WIDTH}
        aria-valuemax={MAX_CHAT_WIDTH}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stop}
        onPointerCancel={stop}
        onKeyDown={onKeyDown}
        className={cn(
          'group relative z-10 -mx-1 flex w-2 shrink-0 cursor-col-resize touch-none items-center justify-center outline-none',
        )}
      >
        <span
          className={cn(
            'h-full w-px bg-line transition-colors group-hover:bg-accent/60 group-focus-visible:w-0.5 group-focus-visible:bg-accent',
            dragging && 'w-0.5 bg-accent',
          )}
        />
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-1/2 h-8 w-1.5 -translate-y-1/2 rounded-full bg-line-strong opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100',
            dragging && 'bg-accent opacity-100',
          )}
        />
      </div>
      {/* The preview's frame would swallow the pointer mid-drag; a veil keeps it with the divider. */}
      {dragging ? (
        <div className="fixed inset-0 z-50 cursor-col-resize select-none" aria-hidden="true" />
      ) : null}
    </>
  );
}
