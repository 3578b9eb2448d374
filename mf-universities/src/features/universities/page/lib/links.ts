import { DEFAULT_MAP_CENTER, MAP_SPAN } from './constants';

/** An http(s) URL for a value typed by an editor ("tatu.uz", "https://tatu.uz"); null if unsafe. */
export function webUrl(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What to show for a site link: the host without `www.`. */
export function displayHost(href: string): string {
  try {
    const url = new URL(href);
    return url.hostname.replace(/^www\./, '') + (url.pathname === '/' ? '' : url.pathname);
  } catch {
    return href;
  }
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const SOCIAL_HOSTS = {
  telegram: 'https://t.me/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/@',
} as const;

export type SocialNetwork = keyof typeof SOCIAL_HOSTS;

/** A link for a social account given as a URL or as a handle ("@tatu_uz"). */
export function socialUrl(network: SocialNetwork, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (/^(https?:)?\/\//i.test(text) || /\.[a-z]{2,}\//i.test(text)) return webUrl(text.replace(/^\/\//, ''));
  const handle = text.replace(/^@/, '');
  return /^[\w.-]+$/.test(handle) ? `${SOCIAL_HOSTS[network]}${handle}` : null;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The university's coordinates, or null when it has none. */
export function coordinatesOf(u: { latitude: number | null; longitude: number | null }): Coordinates | null {
  return u.latitude !== null && u.longitude !== null ? { latitude: u.latitude, longitude: u.longitude } : null;
}

/** Degrees without floating-point noise: 69.2301 rather than 69.23009999999999. */
function deg(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** OpenStreetMap page with a marker at the point. */
export function osmLink({ latitude, longitude }: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${deg(latitude)}&mlon=${deg(longitude)}`;
}

/** OpenStreetMap search for an address (for universities without coordinates). */
export function osmSearchLink(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** The embeddable OpenStreetMap frame centred on the point (or on the SPEC §9 default centre). */
export function osmEmbedUrl(point: Coordinates | null): string {
  const { latitude, longitude } = point ?? DEFAULT_MAP_CENTER;
  const bbox = [longitude - MAP_SPAN, latitude - MAP_SPAN, longitude + MAP_SPAN, latitude + MAP_SPAN].map(deg).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${deg(latitude)},${deg(longitude)}`;
}
