/**
 * Element picking, shared with the chat input: the composer shows the chosen element and sends it with
 * the next message. The frame is registered by the live preview so the toggle can reach it from anywhere.
 */
import type { SelectedElement } from '@atelier/contracts';
import { createStore } from '@/lib/store';

export interface ElementSelectionState {
  active: boolean;
  selected: SelectedElement | null;
}

export const elementSelection = createStore<ElementSelectionState>({ active: false, selected: null });

interface FrameTarget {
  post: (message: unknown) => void;
}

let frameTarget: FrameTarget | null = null;

/** The live preview registers how to reach its frame; returns the unregister function. */
export function registerSelectionFrame(target: FrameTarget): () => void {
  frameTarget = target;
  return () => {
    if (frameTarget === target) frameTarget = null;
  };
}

function postSelectMode(enabled: boolean) {
  frameTarget?.post({ type: 'ATELIER_SELECT_MODE', enabled });
}

export function startElementSelection(): void {
  elementSelection.set((state) => (state.active ? state : { ...state, active: true }));
  postSelectMode(true);
}

export function cancelElementSelection(): void {
  const wasActive = elementSelection.get().active;
  elementSelection.set((state) => (state.active ? { ...state, active: false } : state));
  if (wasActive) postSelectMode(false);
}

export function clearSelectedElement(): void {
  elementSelection.set((state) => (state.selected ? { ...state, selected: null } : state));
}

/** The frame reported a pick: keep it and end selection (the preview script leaves select mode itself). */
export function completeElementSelection(selected: SelectedElement): void {
  elementSelection.set({ active: false, selected });
}

/** The user pressed Escape inside the frame: selection already ended there. */
export function endElementSelectionFromFrame(): void {
  elementSelection.set((state) => (state.active ? { ...state, active: false } : state));
}
