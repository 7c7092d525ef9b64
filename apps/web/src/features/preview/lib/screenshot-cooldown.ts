/**
 * At most one chat thumbnail capture per project a minute (core §9). The last capture times live in
 * memory and in sessionStorage, so a reload or a second panel in the same tab respects them too.
 */
import { TIMINGS } from '@atelier/contracts/constants';

const STORAGE_KEY = 'atelier.screenshot-captured-at';
const memory = new Map<number, number>();

function readStored(): Record<string, number> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function lastCapture(projectId: number): number | null {
  const stored = readStored()[String(projectId)];
  const known = memory.get(projectId);
  const candidates = [known, typeof stored === 'number' ? stored : undefined].filter(
    (value): value is number => value !== undefined,
  );
  return candidates.length > 0 ? Math.max(...candidates) : null;
}

export function canCapture(projectId: number, now: number = Date.now()): boolean {
  const last = lastCapture(projectId);
  return last === null || now - last >= TIMINGS.screenshotCooldownMs;
}

export function markCaptured(projectId: number, now: number = Date.now()): void {
  memory.set(projectId, now);
  try {
    const stored = readStored();
    // Entries past the cooldown no longer matter; dropping them keeps the value small.
    for (const [key, at] of Object.entries(stored)) {
      if (now - at >= TIMINGS.screenshotCooldownMs) delete stored[key];
    }
    stored[String(projectId)] = now;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage may be full or blocked; the in-memory entry still holds for this tab.
  }
}

/** Claims the capture slot: true (and the slot is taken) when the cooldown allows a capture now. */
export function claimCapture(projectId: number, now: number = Date.now()): boolean {
  if (!canCapture(projectId, now)) return false;
  markCaptured(projectId, now);
  return true;
}

/** For tests: forget every capture time. */
export function resetCaptureCooldowns(): void {
  memory.clear();
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
