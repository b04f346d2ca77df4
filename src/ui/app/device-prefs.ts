/**
 * Small choices remembered on this device (a switch, a mode) in localStorage. Storage can be
 * missing or refuse (private mode, full): then the choice works for the visit and is not kept.
 */
export const devicePrefs = {
  read(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: string | null): void {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // Not remembered; it still works for this visit.
    }
  },
};
