// The page server inlines only the CSS rules that can match its rendered first screen (ADR 064).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { markupClasses, usedCss } from '../src/site/used-css';

const HTML = '<header class="shell-a shell-b"><a class="link" href="/">x</a></header><ul class="grid"><li class="card">y</li></ul>';

describe('usedCss', () => {
  it('reads the class names of the markup', () => {
    assert.deepEqual([...markupClasses(HTML)].sort(), ['card', 'grid', 'link', 'shell-a', 'shell-b']);
  });

  it('keeps a rule whose classes the markup carries and drops one it does not', () => {
    assert.equal(usedCss('.card{color:red}.dialog{color:blue}', HTML), '.card{color:red}');
    // every class of a compound or descendant selector is needed
    assert.equal(
      usedCss('.shell-a.shell-b{margin:0}.shell-a.modal{margin:1px}.grid .card{gap:0}.grid .tooltip{gap:1px}', HTML),
      '.shell-a.shell-b{margin:0}.grid .card{gap:0}',
    );
    // one selector of a list is enough
    assert.equal(usedCss('.dialog,.card:hover{color:red}', HTML), '.dialog,.card:hover{color:red}');
  });

  it('does not require the classes inside a functional pseudo-class (:not(.x) matches without .x)', () => {
    assert.equal(usedCss('.card:not(.active){opacity:.5}', HTML), '.card:not(.active){opacity:.5}');
    assert.equal(usedCss('.grid:has(.selected){outline:0}', HTML), '.grid:has(.selected){outline:0}');
    assert.equal(usedCss('.menu:not(.open){display:none}', HTML), '');
  });

  it('keeps what has no class, what it cannot read and what is not a rule', () => {
    const css =
      'html{font-size:16px}:root{--a:1}[hidden]{display:none}.a\\:b{x:y}@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:X}';
    assert.equal(usedCss(css, HTML), css);
  });

  it('filters the rules of a media query and drops the query when none is left', () => {
    assert.equal(
      usedCss('@media (min-width:641px){.card{padding:1px}.dialog{padding:2px}}@media (min-width:960px){.dialog{padding:3px}}', HTML),
      '@media (min-width:641px){.card{padding:1px}}',
    );
    assert.equal(
      usedCss('@supports (display:grid){@media print{.grid{display:grid}.x{y:z}}}', HTML),
      '@supports (display:grid){@media print{.grid{display:grid}}}',
    );
  });

  it('returns CSS it cannot parse whole', () => {
    assert.equal(usedCss('.card{color:red', HTML), '.card{color:red');
  });
});
