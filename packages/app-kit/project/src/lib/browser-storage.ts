/** The browser's localStorage, or undefined where there is none (the server) or it is blocked. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
