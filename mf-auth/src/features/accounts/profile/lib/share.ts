import { userProfilePath } from '@platform/shared/routes';

/** The public address of a profile on this site. */
export function profileUrl(id: number, origin: string = window.location.origin): string {
  return `${origin}${userProfilePath(id)}`;
}

export function telegramShareUrl(url: string, text: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}
