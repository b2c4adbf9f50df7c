/**
 * Which timed banners this browser session has already shown to the end (timed out or
 * dismissed): one sessionStorage key per banner, so a new tab session shows them again. Storage
 * that is unavailable (a privacy mode) or full reads as "not seen" and is not written: the
 * banner then shows on each page load, which is better than a page that fails.
 */
import type { BannerKind } from './banner-rule';

export const seenBannerKey = (kind: BannerKind): string => `timed-banner-seen:${kind}`;

export function wasBannerSeen(kind: BannerKind): boolean {
  try {
    return window.sessionStorage.getItem(seenBannerKey(kind)) !== null;
  } catch {
    return false;
  }
}

export function markBannerSeen(kind: BannerKind): void {
  try {
    window.sessionStorage.setItem(seenBannerKey(kind), '1');
  } catch {
    // See above: the banner may show again in this session.
  }
}
