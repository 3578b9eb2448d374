import { DEFAULT_MAP_CENTER } from '../lib/constants';
import { osmEmbedUrl, osmLink, socialUrl, telHref, webUrl } from '../lib/links';

describe('university links', () => {
  it('builds the OpenStreetMap embed around a point, without floating-point noise', () => {
    expect(osmEmbedUrl({ latitude: 40.1039, longitude: 65.3739 })).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=65.3639,40.0939,65.3839,40.1139&layer=mapnik&marker=40.1039,65.3739',
    );
  });

  it('uses the SPEC default centre when there are no coordinates', () => {
    expect(DEFAULT_MAP_CENTER).toEqual({ latitude: 41.2995, longitude: 69.2401 });
    expect(osmEmbedUrl(null)).toContain('marker=41.2995,69.2401');
    expect(osmLink(DEFAULT_MAP_CENTER)).toBe('https://www.openstreetmap.org/?mlat=41.2995&mlon=69.2401');
  });

  it('normalises sites and refuses unsafe schemes', () => {
    expect(webUrl('tuit.uz')).toBe('https://tuit.uz/');
    expect(webUrl('http://old.tuit.uz/qabul')).toBe('http://old.tuit.uz/qabul');
    expect(webUrl('javascript:alert(1)')).toBeNull();
    expect(webUrl('  ')).toBeNull();
  });

  it('turns handles and URLs into social links', () => {
    expect(socialUrl('telegram', '@tuit_uz')).toBe('https://t.me/tuit_uz');
    expect(socialUrl('telegram', 't.me/tuit_uz')).toBe('https://t.me/tuit_uz');
    expect(socialUrl('instagram', 'tuit.uz_official')).toBe('https://www.instagram.com/tuit.uz_official');
    expect(socialUrl('youtube', 'https://www.youtube.com/@tuit')).toBe('https://www.youtube.com/@tuit');
    expect(socialUrl('youtube', 'tuit')).toBe('https://www.youtube.com/@tuit');
    expect(socialUrl('telegram', 'javascript:alert(1)')).toBeNull();
  });

  it('dials the digits of a phone', () => {
    expect(telHref('+998 (71) 238-64-00')).toBe('tel:+998712386400');
  });
});
