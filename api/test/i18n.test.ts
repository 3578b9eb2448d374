// The api's messages: ru.json has exactly the keys of uz.json (the source of the MessageKey type),
// every message is text, and {{placeholders}} are the same in both languages.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import uz from '../src/i18n/uz.json' with { type: 'json' };
import ru from '../src/i18n/ru.json' with { type: 'json' };
import { hasMessage, t } from '../src/i18n';

/** Every leaf of a message tree as [dot path, value]. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (node === null || typeof node !== 'object') return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('api i18n', () => {
  const uzLeaves = new Map(leaves(uz));
  const ruLeaves = new Map(leaves(ru));

  it('ru.json has exactly the keys of uz.json', () => {
    assert.deepEqual([...ruLeaves.keys()].sort(), [...uzLeaves.keys()].sort());
  });

  it('every message is a non-empty string with the same placeholders in both languages', () => {
    for (const [key, value] of uzLeaves) {
      assert.equal(typeof value, 'string', `uz ${key}`);
      assert.equal(typeof ruLeaves.get(key), 'string', `ru ${key}`);
      assert.ok(String(value).trim() && String(ruLeaves.get(key)).trim(), key);
      assert.deepEqual(placeholders(ruLeaves.get(key)), placeholders(value), key);
    }
  });

  it('t() interpolates and refuses an unknown key at run time too', () => {
    assert.equal(
      t('ru', 'telegram.share', { phone: '998901234567' }),
      ruLeaves.get('telegram.share')!.toString().replace('{{phone}}', '998901234567'),
    );
    assert.equal(t('uz', 'weekdays.mon.short'), 'Du');
    assert.equal(hasMessage('errors.csrf'), true);
    assert.equal(hasMessage('errors.no_such_message'), false);
    assert.throws(() => t('uz', 'errors.no_such_message' as never), /Missing api message/);
  });
});
