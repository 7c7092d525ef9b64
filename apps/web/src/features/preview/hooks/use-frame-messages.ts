/**
 * Listens to the preview frame's messages. Navigation is trusted from the preview's host or this
 * machine (core §4); errors and element picks only from the preview's exact origin, and every
 * message only from the frame's own window.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { completeElementSelection, endElementSelectionFromFrame } from '../lib/element-selection';
import { isTrustedFrameOrigin, originOf } from '../lib/frame';
import { parseFrameMessage, type PreviewErrorReport } from '../lib/frame-messages';

export interface FrameMessageHandlers {
  onUrlChange?: (url: string) => void;
  onError?: (error: PreviewErrorReport) => void;
  /** Whether element picks from this frame count (the workspace's frame, not the public page's). */
  elementSelection?: boolean;
}

export function useFrameMessages(
  frameRef: RefObject<HTMLIFrameElement | null>,
  previewUrl: string,
  handlers: FrameMessageHandlers,
): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const previewOrigin = originOf(previewUrl);
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      const { onUrlChange, onError, elementSelection } = latest.current;
      if (message.type === 'IFRAME_URL_CHANGED') {
        if (isTrustedFrameOrigin(event.origin, previewUrl)) onUrlChange?.(message.url);
        return;
      }
      if (event.origin !== previewOrigin) return;
      switch (message.type) {
        case 'PREVIEW_ERROR': {
          const { type: _type, ...report } = message;
          onError?.(report);
          break;
        }
        case 'ELEMENT_SELECTED': {
          if (!elementSelection) break;
          const { type: _type, ...selected } = message;
          completeElementSelection(selected);
          break;
        }
        case 'ELEMENT_SELECTION_CANCELLED':
          if (elementSelection) endElementSelectionFromFrame();
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameRef, previewUrl]);
}
