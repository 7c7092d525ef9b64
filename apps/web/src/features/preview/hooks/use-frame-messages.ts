/**
 * Listens to the preview frame's messages: only from the frame's own window on the project's own
 * origin, and navigation only to addresses on that origin.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { completeElementSelection, endElementSelectionFromFrame } from '../lib/element-selection';
import { frameUrlOnOrigin, isTrustedFrameOrigin } from '../lib/frame';
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
  // The newest handlers, for the message listener below that outlives renders.
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      if (!isTrustedFrameOrigin(event.origin, previewUrl)) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      const { onUrlChange, onError, elementSelection } = latest.current;
      switch (message.type) {
        case 'IFRAME_URL_CHANGED': {
          const url = frameUrlOnOrigin(message.url, previewUrl);
          if (url) onUrlChange?.(url);
          break;
        }
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
