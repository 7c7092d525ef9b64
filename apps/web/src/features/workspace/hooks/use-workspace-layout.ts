import { useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@atelier/contracts/constants';
import { useMediaQuery } from '@/hooks/use-media-query';
import {
  DEFAULT_CHAT_WIDTH,
  DEFAULT_PRESET_INDEX,
  WIDTH_PRESETS,
  clampChatWidth,
  presetIndexFor,
} from '../lib/layout';

export type MobileTab = 'chat' | 'preview';

/** The split's state: chat width (20-80 %), preset, full screen, and the tab shown under 768 px. */
export function useWorkspaceLayout() {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const [chatWidth, setChatWidthState] = useState<number>(DEFAULT_CHAT_WIDTH);
  const [presetIndex, setPresetIndex] = useState<number | null>(DEFAULT_PRESET_INDEX);
  const [fullScreen, setFullScreen] = useState(false);
  const [mobileTab, setMobileTab] = useState<MobileTab>('chat');

  const setChatWidth = (width: number) => {
    const next = clampChatWidth(width);
    setChatWidthState(next);
    setPresetIndex(presetIndexFor(next));
  };

  const choosePreset = (index: number) => {
    const preset = WIDTH_PRESETS[index];
    if (!preset) return;
    setChatWidthState(preset.chat);
    setPresetIndex(index);
    setFullScreen(false);
  };

  return {
    mobile,
    chatWidth,
    setChatWidth,
    presetIndex,
    choosePreset,
    fullScreen,
    toggleFullScreen: () => setFullScreen((value) => !value),
    mobileTab,
    setMobileTab,
  };
}
