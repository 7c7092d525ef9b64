/** Full page reloads the workspace asks for (needs_refresh, a created project); one seam for tests. */
export const page = {
  reload: (): void => window.location.reload(),
};
