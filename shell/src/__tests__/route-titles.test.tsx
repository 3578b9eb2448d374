import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { pageTitle, useDocumentTitle } from '@platform/shared/ui';
import shellUz from '../locales/uz.json';
import shellRu from '../locales/ru.json';
import { routeTable } from '../routing/route-table';
import { notFoundEntry } from '../routing/router';
import type { RouteMetaKey } from '../seo/use-route-meta';

/** Whether a title carries the brand once, at its start or its end. */
const branded = (title: string) => title.split('Imtihon').length === 2 && (title.startsWith('Imtihon — ') || title.endsWith(' — Imtihon'));

function Titled({ name }: { name: string }) {
  useDocumentTitle(name);
  return null;
}

describe('every page title carries the brand', () => {
  it.each([
    ['uz', shellUz],
    ['ru', shellRu],
  ] as const)("%s: every route's title, as the shell sets it, in the browser and on the server", (_locale, strings) => {
    for (const entry of [...routeTable, notFoundEntry]) {
      const title = pageTitle(strings.meta[entry.meta as RouteMetaKey].title);
      expect([entry.path, title, branded(title)]).toEqual([entry.path, title, true]);
    }
  });

  // the remotes' pages name themselves and used to overwrite the shell's title without the brand
  it.each(['Kurslar', 'Blok test', 'Pro obuna', 'Подписка Pro', 'Universitet topilmadi'])(
    'a remote page named "%s" gets the brand',
    (name) => {
      const { unmount } = render(<Titled name={name} />);
      expect(document.title).toBe(`${name} — Imtihon`);
      expect(branded(document.title)).toBe(true);
      unmount();
    },
  );

  it('keeps a title that carries the brand already, and never adds it twice', () => {
    expect(pageTitle('Imtihon — DTM, milliy sertifikat va testlarga tayyorlov')).toBe(
      'Imtihon — DTM, milliy sertifikat va testlarga tayyorlov',
    );
    expect(pageTitle(pageTitle('Kurslar'))).toBe('Kurslar — Imtihon');
  });

  it('no remote sets document.title but through the one composer', () => {
    const root = path.resolve(__dirname, '../../..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, item.name);
        if (item.isDirectory()) {
          if (item.name !== '__tests__' && item.name !== 'node_modules') walk(file);
        } else if (/\.tsx?$/.test(item.name)) {
          for (const line of fs.readFileSync(file, 'utf8').split('\n'))
            if (/document\.title\s*=(?!=)/.test(line) && !/pageTitle\(/.test(line))
              offenders.push(`${path.relative(root, file)}: ${line.trim()}`);
        }
      }
    };
    for (const app of fs.readdirSync(root).filter((name) => name.startsWith('mf-'))) walk(path.join(root, app, 'src'));
    expect(offenders).toEqual([]);
  });
});
