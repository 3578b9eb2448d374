import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MathText, hasFormula, loadMath, splitTex } from '@platform/shared/math';

describe('splitTex', () => {
  it('cuts a text at its $…$ pairs', () => {
    expect(splitTex('Solve $x^2=4$ and $y+1=0$.')).toEqual([
      { kind: 'text', text: 'Solve ' },
      { kind: 'tex', tex: 'x^2=4' },
      { kind: 'text', text: ' and ' },
      { kind: 'tex', tex: 'y+1=0' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps a lone $ and an empty pair as text', () => {
    expect(splitTex('costs 5 $ only')).toEqual([{ kind: 'text', text: 'costs 5 $ only' }]);
    expect(splitTex('a $$ b')).toEqual([{ kind: 'text', text: 'a $$ b' }]);
    expect(splitTex('$a$ and $ b')).toEqual([
      { kind: 'tex', tex: 'a' },
      { kind: 'text', text: ' and $ b' },
    ]);
    expect(hasFormula('5 $ only')).toBe(false);
    expect(hasFormula('$\\sqrt{2}$')).toBe(true);
  });

  it('reads \\$ outside a formula as a dollar sign, and keeps it as TeX inside one', () => {
    expect(splitTex('=B1*\\$A\\$1')).toEqual([{ kind: 'text', text: '=B1*$A$1' }]);
    expect(hasFormula('=B1*\\$A\\$1')).toBe(false);
    expect(splitTex('$5\\$ + 1$ or \\$C2')).toEqual([
      { kind: 'tex', tex: '5\\$ + 1' },
      { kind: 'text', text: ' or $C2' },
    ]);
    const { container } = render(<MathText text={'=SUM(\\$A\\$1:A3)'} />);
    expect(container.textContent).toBe('=SUM($A$1:A3)');
    expect(container.querySelector('math')).toBeNull();
  });
});

describe('MathText before temml has loaded', () => {
  it('shows the source, marked pending, then the formula once temml is there', async () => {
    // a render that does not wait (the browser's first paint) has the source text as its fallback,
    // marked as not yet typeset
    const first = renderToString(<MathText text="Root: $\sqrt{2}$" />);
    expect(first).toContain('<span data-math-pending="">Root: $\\sqrt{2}$</span>');
    expect(first).not.toContain('<math');
    const { container } = await act(async () =>
      render(
        <p data-testid="text">
          <MathText text="Root: $\sqrt{2}$" />
        </p>,
      ),
    );
    await screen.findByText((_, element) => element?.tagName.toLowerCase() === 'msqrt');
    expect(container.querySelector('math')).not.toBeNull();
    expect(container.querySelector('[data-math-pending]')).toBeNull();
    expect(screen.getByTestId('text').textContent).not.toContain('$');
  });
});

describe('MathText', () => {
  beforeAll(async () => {
    expect(await loadMath()).not.toBeNull();
  });

  it('renders TeX between $ as MathML', () => {
    const { container } = render(
      <p>
        <MathText text="Tenglama: $x^2-5x+6=0$, kasr $\frac{3}{4}$." />
      </p>,
    );
    const maths = container.querySelectorAll('math');
    expect(maths).toHaveLength(2);
    expect(maths[0].querySelector('msup')).not.toBeNull();
    expect(maths[1].querySelector('mfrac')).not.toBeNull();
    expect(container.querySelector('p')?.firstChild?.textContent).toBe('Tenglama: ');
  });

  it('leaves a text without $ exactly as it was: one text node, no wrapper', () => {
    const { container } = render(
      <p>
        <MathText text="Oʻzbekiston poytaxti <b>Toshkent</b> & x^2" />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.childNodes).toHaveLength(1);
    expect(p.firstChild?.nodeType).toBe(Node.TEXT_NODE);
    expect(p.textContent).toBe('Oʻzbekiston poytaxti <b>Toshkent</b> & x^2');
    expect(p.querySelector('b')).toBeNull();
    expect(renderToString(<MathText text="a < b" />)).toBe('a &lt; b');
  });

  it('escapes the text around formulas and markup inside them', () => {
    const { container } = render(
      <p>
        <MathText text={'<img src=x onerror=alert(1)> $\\text{<script>alert(1)</script>}$ <b>b</b>'} />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.querySelector('img, script, b')).toBeNull();
    expect(p.querySelector('math')).not.toBeNull();
    expect(p.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(p.textContent).toContain('<script>alert(1)</script>');
  });

  it('does not follow \\href or add styles from content (trust off)', () => {
    const { container } = render(<MathText text={'$\\href{javascript:alert(1)}{x}$'} />);
    expect(container.querySelector('a, [href]')).toBeNull();
  });

  it('shows malformed TeX as its source, without a crash, and renders the rest', () => {
    const { container } = render(
      <p>
        <MathText text={'Bad $\\frac{1$ good $\\sqrt{9}$'} />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.textContent).toContain('Bad $\\frac{1$ good ');
    expect(p.querySelectorAll('math')).toHaveLength(1);
    expect(p.querySelector('.temml-error')).toBeNull();
  });

  it('renders the same MathML on the server (renderToString) once loaded', () => {
    const html = renderToString(<MathText text="$\log_2 8$" />);
    expect(html).toContain('<math');
    expect(html).toContain('<msub>');
  });
});

describe('a formula in the browser', () => {
  it('keeps the tab stop only when it scrolls (wider than its line)', async () => {
    await loadMath();
    const widths = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent?.includes('9') ? 400 : 0;
    });
    try {
      render(
        <p>
          <MathText text={'$a+b$ va $123456789$'} />
        </p>,
      );
      const formulas = document.querySelectorAll('math');
      expect(formulas).toHaveLength(2);
      expect(formulas[0].parentElement).not.toHaveAttribute('tabindex');
      expect(formulas[1].parentElement).toHaveAttribute('tabindex', '0');
    } finally {
      widths.mockRestore();
    }
  });
});
