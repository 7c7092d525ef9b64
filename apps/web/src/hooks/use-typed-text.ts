import { useEffect, useState } from 'react';

export interface TypedTextTiming {
  typeMs: number;
  deleteMs: number;
  pauseMs: number;
}

type Phase = 'typing' | 'deleting';

interface State {
  index: number;
  text: string;
  phase: Phase;
}

/**
 * Types each phrase a character at a time, holds it, deletes it, then moves to the next one
 * (core §9: tagline 80/50 ms, 2 s pause). With `animate` off, the phrase is shown whole.
 */
export function useTypedText(phrases: readonly string[], timing: TypedTextTiming, animate = true) {
  const key = phrases.join('\u0000');
  const [state, setState] = useState<State>({ index: 0, text: '', phase: 'typing' });
  const [trackedKey, setTrackedKey] = useState(key);

  // New phrases (a language change): start over.
  if (trackedKey !== key) {
    setTrackedKey(key);
    setState({ index: 0, text: '', phase: 'typing' });
  }

  useEffect(() => {
    if (!animate || phrases.length === 0) return;
    const phrase = phrases[state.index % phrases.length] ?? '';
    let delay: number;
    let next: () => State;
    if (state.phase === 'typing') {
      if (state.text.length >= phrase.length) {
        // Whole phrase shown: hold it, then start deleting.
        delay = timing.pauseMs;
        next = () => ({ ...state, phase: 'deleting' });
      } else {
        delay = timing.typeMs;
        next = () => ({ ...state, text: phrase.slice(0, state.text.length + 1) });
      }
    } else {
      delay = timing.deleteMs;
      next = () =>
        state.text.length > 1
          ? { ...state, text: state.text.slice(0, -1) }
          : { index: (state.index + 1) % phrases.length, text: '', phase: 'typing' };
    }
    const timer = setTimeout(() => setState(next()), delay);
    return () => clearTimeout(timer);
    // Phrases are tracked by `key`: a caller's new array with the same words must not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, key, animate, timing.typeMs, timing.deleteMs, timing.pauseMs]);

  const current = phrases[state.index % Math.max(phrases.length, 1)] ?? '';
  return {
    text: animate ? state.text : current,
    index: state.index,
    phase: state.phase,
    /** The whole phrase being typed, for screen readers. */
    phrase: current,
  };
}
