/**
 * The frame's own history, kept from its IFRAME_URL_CHANGED reports: the frame is another origin,
 * so its history cannot be read or driven directly. Back loads the previous reported address.
 */
import { useCallback, useMemo, useState } from 'react';
import { frameAddress, framePath, originOf } from '../lib/frame';

interface NavigationState {
  previewUrl: string;
  /** What the frame is told to load. */
  src: string;
  /** Addresses the frame reported, oldest first; the last is the current one. */
  history: string[];
  /** Bumped to reload the frame even when src stays the same. */
  reloads: number;
}

const initial = (previewUrl: string): NavigationState => ({
  previewUrl,
  src: previewUrl,
  history: [],
  reloads: 0,
});

export interface PreviewNavigation {
  src: string;
  /** Use as the frame's key: a new value loads src afresh. */
  frameKey: string;
  /** The address the frame shows now (its last report, else what it was told to load). */
  address: string;
  path: string;
  canGoBack: boolean;
  back: () => void;
  home: () => void;
  refresh: () => void;
  /** Loads a path typed or chosen by the user (relative to the project's root). */
  go: (path: string) => void;
  /** Feed every trusted IFRAME_URL_CHANGED address here. */
  reportUrl: (url: string) => void;
}

const MAX_HISTORY = 50;

/** What identifies the project a preview address belongs to: its origin (one per project). */
const projectKey = (previewUrl: string): string => originOf(previewUrl) ?? previewUrl;

export function usePreviewNavigation(previewUrl: string): PreviewNavigation {
  const [stored, setState] = useState<NavigationState>(() => initial(previewUrl));
  // A different project (another origin) starts with a fresh history. The same project's address signed
  // anew keeps the frame where it is: its origin already holds the access cookie; home uses the new one.
  const project = projectKey(previewUrl);
  const state =
    stored.previewUrl === previewUrl
      ? stored
      : projectKey(stored.previewUrl) === project
        ? { ...stored, previewUrl }
        : initial(previewUrl);
  if (state !== stored) setState(state);

  const reportUrl = useCallback(
    (url: string) =>
      setState((previous) => {
        if (previous.history.at(-1) === url) return previous;
        return { ...previous, history: [...previous.history, url].slice(-MAX_HISTORY) };
      }),
    [],
  );

  const back = useCallback(
    () =>
      setState((previous) => {
        if (previous.history.length < 2) return previous;
        const history = previous.history.slice(0, -1);
        return {
          ...previous,
          history,
          src: history.at(-1) ?? previous.previewUrl,
          reloads: previous.reloads + 1,
        };
      }),
    [],
  );

  const home = useCallback(
    () => setState((previous) => ({ ...previous, src: previous.previewUrl, reloads: previous.reloads + 1 })),
    [],
  );

  const refresh = useCallback(
    () =>
      setState((previous) => ({
        ...previous,
        src: previous.history.at(-1) ?? previous.src,
        reloads: previous.reloads + 1,
      })),
    [],
  );

  const go = useCallback(
    (path: string) =>
      setState((previous) => ({
        ...previous,
        src: frameAddress(previous.previewUrl, path),
        reloads: previous.reloads + 1,
      })),
    [],
  );

  const current = state.history.at(-1) ?? state.src;
  return useMemo(
    () => ({
      src: state.src,
      frameKey: `${projectKey(state.previewUrl)}#${state.reloads}`,
      address: current,
      path: framePath(current, state.previewUrl),
      canGoBack: state.history.length > 1,
      back,
      home,
      refresh,
      go,
      reportUrl,
    }),
    [
      state.src,
      state.previewUrl,
      state.reloads,
      state.history.length,
      current,
      back,
      home,
      refresh,
      go,
      reportUrl,
    ],
  );
}
