import { render, screen } from '@testing-library/react';
import { MONOGRAM_LIGHTNESS, MONOGRAM_SATURATION, UniversityLogo, monogramHue } from '@platform/shared/ui';

/** sRGB channels 0–1 of an HSL colour (CSS Color 4's conversion). */
function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

const luminance = ([r, g, b]: [number, number, number]) => {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

describe('UniversityLogo monogram', () => {
  it('keeps white initials at 4.5:1 or more on every hue a name can get', () => {
    let worst = Infinity;
    for (let hue = 0; hue < 360; hue += 1) {
      const background = luminance(hslToRgb(hue, MONOGRAM_SATURATION / 100, MONOGRAM_LIGHTNESS / 100));
      worst = Math.min(worst, 1.05 / (background + 0.05));
    }
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });

  it('paints the monogram with the name’s hue at that saturation and lightness', () => {
    const name = 'Toshkent davlat iqtisodiyot universiteti';
    render(<UniversityLogo name={name} logo={null} />);
    const tile = screen.getByTestId('university-monogram');
    expect(tile).toHaveTextContent('TD');
    const [r, g, b] = hslToRgb(monogramHue(name), MONOGRAM_SATURATION / 100, MONOGRAM_LIGHTNESS / 100).map((c) => Math.round(c * 255));
    expect(tile.style.backgroundColor).toBe(`rgb(${r}, ${g}, ${b})`);
  });
});
