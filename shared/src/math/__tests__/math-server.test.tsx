// The page server renders with prerenderToNodeStream (shell/src/server.tsx), which waits for
// MathText's Suspense boundary: the first screen carries the MathML even when temml was not loaded
// before the render started (a fresh module, as in a new server process).
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';

// (jsdom has no setImmediate; React's Node.js renderer schedules with it)
globalThis.setImmediate ??= ((callback: (...args: unknown[]) => void, ...args: unknown[]) =>
  setTimeout(callback, 0, ...args)) as unknown as typeof setImmediate;

async function prerender(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

it('renders the formulas on the server, waiting for temml to load', async () => {
  const { MathText } = (await import('@platform/shared/math')) as typeof import('@platform/shared/math');
  const html = await prerender(
    <p>
      <MathText text={'Tenglama $x^2-5x+6=0$ & <b>'} />
    </p>,
  );
  expect(html).toContain('<math>');
  expect(html).toContain('<msup>');
  expect(html).toContain('Tenglama ');
  // the text around the formula stays text
  expect(html).toContain('&amp; &lt;b&gt;');
  expect(html).not.toContain('$x^2');
});

it('renders every formula focusable, so the markup is before it hydrates (a formula that scrolls needs the tab stop)', async () => {
  const { MathText } = (await import('@platform/shared/math')) as typeof import('@platform/shared/math');
  const html = await prerender(<MathText text={'$a+b$ va $\\frac{1}{2}$'} />);
  expect(html.match(/tabindex="0"/g)).toHaveLength(2);
});
